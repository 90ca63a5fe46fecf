import { hashedBasket } from '@sesame/domain/booking/basket-hash';
import { makeBooking, makeComplementary, makeOffer } from '@sesame/domain/testing/fixtures';
import { expect, it } from 'vitest';
import { RATE_LIMITS } from '../http/rate-limit.ts';
import { awayFromWindowEnd } from '../test/rate-limit-window.ts';
import { describeEachDatabase } from '../test/test-app.ts';

const ORDER_ID = '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a';
const OTHER_ORDER_ID = '7c1d3e2a-5b4f-4a6e-8d9c-0e1f2a3b4c5d';

/** The basket as the web sends it: the booking without the fields the spec leaves out. */
const basket = hashedBasket(
  makeBooking({
    offer: makeOffer({ code: 'FR-D1', description: 'Une journée au parc' }),
    startDate: '2027-06-12',
    complementaries: [makeComplementary('PE', 3000)],
    bookingEvent: { date: '2027-06-12', seating: 'LVL2' },
  }),
) as unknown as Record<string, unknown>;

describeEachDatabase('POST /api/hash/generate and /api/hash/validate', (ctx) => {
  const post = (
    path: 'generate' | 'validate',
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ) =>
    ctx().app.inject({
      method: 'POST',
      url: `/api/hash/${path}`,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress,
    });

  const generate = async (body: Record<string, unknown> = basket, orderId = ORDER_ID) => {
    const response = await post('generate', { basket: body, orderId });
    expect(response.statusCode).toBe(200);
    return (response.json() as { hash: string }).hash;
  };

  const validate = async (hash: string, body: unknown = basket, orderId = ORDER_ID) => {
    const response = await post('validate', { basket: body, hash, orderId });
    expect(response.statusCode).toBe(200);
    return response.json() as { success: boolean; code?: string };
  };

  it('generates a hash that validates the same basket, and is stored by no cache', async () => {
    const response = await post('generate', { basket, orderId: ORDER_ID });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { success, hash } = response.json() as { success: boolean; hash: string };
    expect(success).toBe(true);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await generate()).toBe(hash);

    const validated = await post('validate', { basket, hash, orderId: ORDER_ID });
    expect(validated.headers['cache-control']).toBe('no-store');
    expect(validated.json()).toEqual({ success: true });
  });

  it.each<[string, (b: Record<string, unknown>) => Record<string, unknown>]>([
    ['an adult more', (b) => ({ ...b, group: { ...(b.group as object), adults: 3 } })],
    ['another offer', (b) => ({ ...b, offer: { ...(b.offer as object), code: 'FR-D2' } })],
    ['another day', (b) => ({ ...b, startDate: '2027-06-13' })],
    ['a better seat', (b) => ({ ...b, bookingEvent: { date: '2027-06-12', seating: 'LVL3' } })],
    ['no pass', (b) => ({ ...b, complementaries: [] })],
    ['a lower total', (b) => ({ ...b, total: 1 })],
    ['a field added', (b) => ({ ...b, freeTickets: 10 })],
  ])('says a basket changed since (%s) is invalid', async (_label, tamper) => {
    const hash = await generate();
    expect(await validate(hash, tamper(basket))).toEqual({
      success: false,
      code: 'BASKET_INVALID',
    });
  });

  it.each<[string, (b: Record<string, unknown>) => Record<string, unknown>]>([
    ['coupons', (b) => ({ ...b, coupons: ['NOEL'] })],
    ['the order summary', (b) => ({ ...b, orderSummary: { lines: 3 } })],
    ['the old basket', (b) => ({ ...b, oldBasket: { offer: 'FR-D2' } })],
    ['the hash itself', (b) => ({ ...b, hash: 'f'.repeat(64) })],
    [
      "the offer's description and media",
      (b) => ({
        ...b,
        offer: { ...(b.offer as object), description: 'A day', media: { alt: 'Park' } },
      }),
    ],
    ['the order of the keys', (b) => Object.fromEntries(Object.entries(b).reverse())],
  ])('still validates a basket whose %s changed', async (_label, change) => {
    const hash = await generate();
    expect(await validate(hash, change(basket))).toEqual({ success: true });
  });

  it('says a hash is invalid for another order, or when it was altered', async () => {
    const hash = await generate();
    expect((await validate(hash, basket, OTHER_ORDER_ID)).success).toBe(false);
    const altered = `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`;
    expect((await validate(altered)).success).toBe(false);
    expect((await validate(hash.toUpperCase())).success).toBe(false);
    expect((await validate('')).success).toBe(false);
    expect((await validate('not a hash')).success).toBe(false);
  });

  it.each<[string, 'generate' | 'validate', unknown]>([
    ['no basket', 'generate', { orderId: ORDER_ID }],
    ['a basket that is a list', 'generate', { basket: [basket], orderId: ORDER_ID }],
    ['an order id that is no uuid', 'generate', { basket, orderId: '1 OR 1=1' }],
    ['no hash', 'validate', { basket, orderId: ORDER_ID }],
    ['a hash that is a number', 'validate', { basket, orderId: ORDER_ID, hash: 42 }],
    [
      'a hash of 10,000 characters',
      'validate',
      { basket, orderId: ORDER_ID, hash: 'a'.repeat(1e4) },
    ],
    ['a body that is no JSON', 'validate', '{"basket": {'],
    ['an empty body', 'generate', ''],
    [
      'a basket nested 10,000 levels',
      'generate',
      `{"orderId":"${ORDER_ID}","basket":{"a":${'['.repeat(1e4)}${']'.repeat(1e4)}}}`,
    ],
  ])('refuses %s with a localised 400', async (_label, path, payload) => {
    const response = await post(path, payload, { 'accept-language': 'es' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      code: 'INVALID_INPUT',
      message: 'La información enviada no es válida.',
    });
  });

  it('counts the checks as order look-ups, and answers 429 past the limit', async () => {
    const address = '203.0.113.77';
    const { max } = RATE_LIMITS.orderLookup;
    await awayFromWindowEnd(ctx(), 'orderLookup', 30);
    for (let count = 0; count < max; count += 1) {
      const response = await post('generate', { basket, orderId: ORDER_ID }, {}, address);
      expect(response.statusCode).toBe(200);
    }
    const limited = await post('validate', { basket, orderId: ORDER_ID, hash: '' }, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another address is not limited by this one.
    expect((await post('validate', { basket, orderId: ORDER_ID, hash: '' })).statusCode).toBe(200);
  });
});

import { makeBooking, makeOffer } from '@sesame/domain/testing/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkBasketHash, generateBasketHash } from './basket-hash.ts';

const ORDER_ID = '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a';
const HASH = 'a'.repeat(64);
const booking = makeBooking({
  offer: makeOffer({ description: 'Une journée', media: null }),
  startDate: '2027-06-12',
  coupons: ['NOEL'],
  hash: HASH,
});

function stubFetch(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('generateBasketHash (checkout-and-account.md §7, hash checks)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('posts the basket without its excluded fields and the order, and reads the hash', async () => {
    const fetch = stubFetch(() => Response.json({ success: true, hash: HASH }));
    expect(await generateBasketHash(ORDER_ID, booking)).toBe(HASH);

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/hash/generate');
    const body = JSON.parse(String(init?.body));
    expect(Object.keys(body)).toEqual(['basket', 'orderId']);
    expect(body.orderId).toBe(ORDER_ID);
    expect(body.basket).not.toHaveProperty('hash');
    expect(body.basket).not.toHaveProperty('coupons');
    expect(body.basket.offer).not.toHaveProperty('description');
    expect(body.basket.offer.code).toBe('FR-D1');
  });

  it.each<[string, () => Response | Promise<Response>]>([
    ['a refusal', () => Response.json({ code: 'INVALID_INPUT' }, { status: 400 })],
    ['a server error', () => Response.json({ code: 'INTERNAL_ERROR' }, { status: 500 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('only logs %s, and gives no hash', async (_label, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(answer);
    expect(await generateBasketHash(ORDER_ID, booking)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('checkBasketHash', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each<[string, () => Response | Promise<Response>, string]>([
    ['the gateway vouches for it', () => Response.json({ success: true }), 'valid'],
    [
      'the basket changed',
      () => Response.json({ success: false, code: 'BASKET_INVALID' }),
      'invalid',
    ],
    ['the gateway cannot read it', () => Response.json({}, { status: 400 }), 'invalid'],
    ['the gateway is too busy', () => Response.json({}, { status: 429 }), 'unknown'],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch')), 'unknown'],
  ])('when %s: %s', async (_label, answer, expected) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = stubFetch(answer);
    expect(await checkBasketHash(ORDER_ID, booking)).toBe(expected);
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1].body));
    expect(body).toMatchObject({ hash: HASH, orderId: ORDER_ID });
  });

  it('says a basket that was never hashed is invalid, without asking', async () => {
    const fetch = stubFetch(() => Response.json({ success: true }));
    expect(await checkBasketHash(ORDER_ID, { ...booking, hash: null })).toBe('invalid');
    expect(fetch).not.toHaveBeenCalled();
  });
});

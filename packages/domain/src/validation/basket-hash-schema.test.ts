import { describe, expect, it } from 'vitest';
import { generateHashSchema, MAX_HASH_LENGTH, validateHashSchema } from './basket-hash-schema.ts';

const valid = {
  basket: { offer: { code: 'FR-D1' }, group: { adults: 2 } },
  orderId: '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a',
  hash: 'a'.repeat(64),
};

const issues = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('validateHashSchema (checkout-and-account.md §7, hash checks)', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a valid body', {}, []],
    ['any text as the hash', { hash: 'not hex' }, []],
    ['an empty hash', { hash: '' }, []],
    ['no hash', { hash: undefined }, ['hash: validation.required']],
    ['a hash that is a number', { hash: 42 }, ['hash: validation.required']],
    ['a hash too long', { hash: 'a'.repeat(MAX_HASH_LENGTH + 1) }, ['hash: validation.maxLength']],
    ['no basket', { basket: undefined }, ['basket: validation.format']],
    ['a basket that is a list', { basket: [] }, ['basket: validation.format']],
    ['a basket that is a text', { basket: '{}' }, ['basket: validation.format']],
    ['no order', { orderId: undefined }, ['orderId: validation.format']],
    ['an order that is no uuid', { orderId: '42' }, ['orderId: validation.format']],
  ])('%s', (_label, overrides, expected) => {
    expect(issues(validateHashSchema.safeParse({ ...valid, ...overrides }))).toEqual(expected);
  });
});

describe('generateHashSchema', () => {
  it('takes the basket and the order, and ignores a hash sent along', () => {
    expect(generateHashSchema.parse(valid)).toEqual({
      basket: valid.basket,
      orderId: valid.orderId,
    });
    expect(issues(generateHashSchema.safeParse({ orderId: valid.orderId }))).toEqual([
      'basket: validation.format',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { makeBooking, makeComplementary, makeOffer } from '../testing/fixtures.ts';
import {
  canonicalBasket,
  HASH_EXCLUDED_BOOKING_FIELDS,
  HASH_EXCLUDED_OFFER_FIELDS,
  hashedBasket,
  isHashableBasket,
  MAX_BASKET_DEPTH,
} from './basket-hash.ts';

/** A basket with something in every kind of field: an offer, a pass, a show seat. */
const booking = makeBooking({
  offer: makeOffer({ code: 'FR-D1NS', description: 'Une journée', longDescription: 'Longue' }),
  startDate: '2027-06-12',
  complementaries: [makeComplementary('PE', 3000)],
  bookingEvent: { date: '2027-06-12', seating: 'LVL2' },
  hash: 'f'.repeat(64),
  coupons: ['NOEL'],
});
const basket = hashedBasket(booking) as unknown as Record<string, unknown>;
const canonical = canonicalBasket(basket);

/** The same value, written with its keys in the reverse order at every level. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, item]) => [key, reversed(item)]),
  );
}

/** Another value of the same kind. */
function changed(value: unknown): unknown {
  if (value === null) return 'x';
  if (typeof value === 'string') return `${value}x`;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return [...value, 'x'];
  return { ...(value as object), x: 1 };
}

const offer = basket.offer as Record<string, unknown>;
const group = basket.group as Record<string, unknown>;

describe('canonicalBasket (checkout-and-account.md §7, hash checks)', () => {
  it('drops the excluded fields from what the web sends', () => {
    expect(Object.keys(basket)).not.toContain('hash');
    expect(Object.keys(basket)).toEqual(
      Object.keys(booking).filter((key) => !HASH_EXCLUDED_BOOKING_FIELDS.some((f) => f === key)),
    );
    expect(Object.keys(offer)).not.toContain('description');
    expect(Object.keys(offer)).not.toContain('media');
  });

  it('does not depend on the order of the keys, at any level', () => {
    expect(canonicalBasket(reversed(basket) as Record<string, unknown>)).toBe(canonical);
    expect(canonicalBasket({ b: 1, a: { d: 2, c: [3, { f: 4, e: 5 }] } })).toBe(
      '{"a":{"c":[3,{"e":5,"f":4}],"d":2},"b":1}',
    );
  });

  it('is the same for the full booking and the basket sent without its excluded fields', () => {
    expect(canonicalBasket(booking as unknown as Record<string, unknown>)).toBe(canonical);
  });

  it.each(HASH_EXCLUDED_BOOKING_FIELDS.map((field) => [field]))(
    'ignores the booking field %s',
    (field) => {
      const other = { ...booking, [field]: changed(booking[field]) };
      expect(canonicalBasket(other)).toBe(canonical);
      expect(canonicalBasket({ ...basket, [field]: 'anything' })).toBe(canonical);
    },
  );

  it.each(HASH_EXCLUDED_OFFER_FIELDS.map((field) => [field]))(
    'ignores the offer field %s',
    (field) => {
      const other = { ...basket, offer: { ...offer, [field]: changed(offer[field]) } };
      expect(canonicalBasket(other)).toBe(canonical);
    },
  );

  it.each(Object.keys(basket).map((field) => [field]))('changes with the field %s', (field) => {
    expect(canonicalBasket({ ...basket, [field]: changed(basket[field]) })).not.toBe(canonical);
  });

  it.each(Object.keys(offer).map((field) => [field]))('changes with offer.%s', (field) => {
    const other = { ...basket, offer: { ...offer, [field]: changed(offer[field]) } };
    expect(canonicalBasket(other)).not.toBe(canonical);
  });

  it.each(Object.keys(group).map((field) => [field]))('changes with group.%s', (field) => {
    const other = { ...basket, group: { ...group, [field]: changed(group[field]) } };
    expect(canonicalBasket(other)).not.toBe(canonical);
  });

  it('keeps the order of lists, which is content', () => {
    const two = [makeComplementary('PE', 3000), makeComplementary('PGE', 5000)];
    expect(canonicalBasket({ complementaries: two })).not.toBe(
      canonicalBasket({ complementaries: [...two].reverse() }),
    );
  });

  it('writes values as JSON does: absent members skipped, non-finite numbers null', () => {
    expect(canonicalBasket({ a: undefined, b: Number.NaN, c: [undefined], d: -0 })).toBe(
      '{"b":null,"c":[null],"d":0}',
    );
  });

  it('refuses a basket nested deeper than MAX_BASKET_DEPTH', () => {
    let deep: unknown = 1;
    for (let level = 0; level <= MAX_BASKET_DEPTH; level += 1) deep = [deep];
    expect(() => canonicalBasket({ deep })).toThrow(RangeError);
  });
});

describe('isHashableBasket', () => {
  const nested = (levels: number) => {
    let value: unknown = 1;
    for (let level = 0; level < levels; level += 1) value = { a: value };
    return value;
  };

  it.each<[string, unknown, boolean]>([
    ['a booking', basket, true],
    ['an empty object', {}, true],
    ['an object nested to the limit', nested(MAX_BASKET_DEPTH), true],
    ['an object nested past the limit', nested(MAX_BASKET_DEPTH + 1), false],
    ['an array', [basket], false],
    ['null', null, false],
    ['a text', 'basket', false],
    ['a date', new Date(0), false],
    ['a non-finite number inside', { a: Number.POSITIVE_INFINITY }, false],
    ['a function inside', { a: () => 1 }, false],
  ])('%s: %s', (_label, value, expected) => {
    expect(isHashableBasket(value)).toBe(expected);
  });
});

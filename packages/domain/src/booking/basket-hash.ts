import type { Offer } from '../catalog/offer.ts';
import type { Booking } from './booking.ts';

/**
 * checkout-and-account.md §7, hash checks: the fields of the booking the basket is sent without.
 * The last three are ours (docs/spec-readings.md): `couponDiscount` is what the coupons take off,
 * so it goes with them; `paymentClientAnswer` and `bookingPaid` are the payment's state, which
 * the provider's return sets after the hash was taken (a declined card comes back to pay again).
 */
export const HASH_EXCLUDED_BOOKING_FIELDS = [
  'hash',
  'oldBasket',
  'orderSummary',
  'coupons',
  'couponDiscount',
  'paymentClientAnswer',
  'bookingPaid',
] as const;

/** checkout-and-account.md §7, hash checks: "some offer descriptions and media". */
export const HASH_EXCLUDED_OFFER_FIELDS = [
  'description',
  'longDescription',
  'stayDescription',
  'stayDescriptionLong',
  'media',
] as const;

/**
 * The deepest nesting a hashed basket may have. A booking nests 5 levels at most (a room
 * solution's stock entries); the bound keeps a crafted body from exhausting the stack.
 */
export const MAX_BASKET_DEPTH = 16;

type ExcludedBookingField = (typeof HASH_EXCLUDED_BOOKING_FIELDS)[number];
type ExcludedOfferField = (typeof HASH_EXCLUDED_OFFER_FIELDS)[number];

/** The basket of the hash checks: the booking without the fields the spec leaves out. */
export type HashedBasket = Omit<Booking, ExcludedBookingField | 'offer'> & {
  offer: Omit<Offer, ExcludedOfferField> | null;
};

const withoutFields = (value: object, fields: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !fields.includes(key)));

/** checkout-and-account.md §7, hash checks: the basket the web sends to `/hash/*`. */
export function hashedBasket(booking: Booking): HashedBasket {
  return dropExcluded(booking) as unknown as HashedBasket;
}

function dropExcluded(basket: object): Record<string, unknown> {
  const kept = withoutFields(basket, HASH_EXCLUDED_BOOKING_FIELDS);
  const { offer } = kept;
  if (isPlainObject(offer)) kept.offer = withoutFields(offer, HASH_EXCLUDED_OFFER_FIELDS);
  return kept;
}

/**
 * checkout-and-account.md §7, hash checks: the one text a basket is hashed as. The excluded
 * fields are dropped (whether or not the sender dropped them), object keys are sorted at every
 * level and absent (`undefined`) values skipped, so two baskets with the same content give the
 * same text whatever their key order; list order is kept, as it is content.
 */
export function canonicalBasket(basket: object): string {
  return canonicalJson(dropExcluded(basket), 0);
}

function canonicalJson(value: unknown, depth: number): string {
  if (depth > MAX_BASKET_DEPTH) throw new RangeError('The basket is nested too deeply');
  if (value === null || typeof value === 'boolean' || typeof value === 'string') {
    return JSON.stringify(value);
  }
  // As JSON has it: NaN and infinities are null, -0 is 0.
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'null';
  if (Array.isArray(value)) {
    const items = value.map((item) => (isAbsent(item) ? 'null' : canonicalJson(item, depth + 1)));
    return `[${items.join(',')}]`;
  }
  if (isPlainObject(value)) {
    const members = Object.keys(value)
      .sort()
      .filter((key) => !isAbsent(value[key]))
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key], depth + 1)}`);
    return `{${members.join(',')}}`;
  }
  throw new TypeError(`A basket holds JSON values only, not ${typeof value}`);
}

const isAbsent = (value: unknown) => value === undefined || typeof value === 'function';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Whether `value` is a JSON object that `canonicalBasket` can write: only JSON values, nested at
 * most `MAX_BASKET_DEPTH` levels. Stops at the first level too deep, so it never recurses far.
 */
export function isHashableBasket(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && isJsonWithin(value, 0);
}

function isJsonWithin(value: unknown, depth: number): boolean {
  if (depth > MAX_BASKET_DEPTH) return false;
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isJsonWithin(item, depth + 1));
  if (isPlainObject(value)) {
    return Object.values(value).every((item) => isJsonWithin(item, depth + 1));
  }
  return false;
}

import { daysBetween } from '../dates/calendar-days.ts';
import { type Cents, cents, sumCents } from '../money/cents.ts';
import type { PlatformCode } from '../platform/platform.ts';

/** catalogue.md §7 season tiers: Low, Mid, High, and Peak (Spanish Christmas only). */
export type SeasonTier = 'L' | 'M' | 'H' | 'P';

/** What a basket line sells; park, show, combined and Christmas day tickets are all `ticket`. */
export type ProductKind =
  | 'ticket'
  | 'package'
  | 'pass'
  | 'activity'
  | 'flexibleRate'
  | 'restaurant'
  | 'hotel'
  | 'insurance'
  | 'postage'
  | 'donation';

/** booking-funnel.md §7 checkCoupons products: one line per ticket (one visitor) or per add-on. */
export interface BasketProduct {
  id: string;
  /** The catalogue code: `FR-D1`, `ES-XMAS`, `PE`, `H-FR-CAS`… */
  productId: string;
  kind: ProductKind;
  /** Who a ticket is for; null for lines that are not per visitor. */
  visitor: 'adult' | 'child' | null;
  price: Cents;
  /** First day the line gives access to, `yyyy-MM-dd`. */
  accessDate: string;
  tier: SeasonTier | null;
}

/** catalogue.md §7.8: one coupon of the catalogue, as data. */
export interface Coupon {
  code: string;
  platforms: readonly PlatformCode[];
  discount: { percent: number } | { perTicket: Cents };
  /** Only these products are discounted; add-ons, hotels and packages never are. */
  products: readonly string[];
  visitor: 'adult' | 'child' | null;
  tiers: readonly SeasonTier[];
  /** The coupon is redeemed (order date) within these days, inclusive. */
  orderWindow: { from: string; to: string } | null;
  /** Only visits within these days are discounted, inclusive. */
  visitWindow: { from: string; to: string } | null;
  /** Order at least this many days before the visit. */
  minDaysAhead: number;
  /** Order no later than this day (MM-dd) of the visit's season year. */
  orderByInSeasonYear: string | null;
  /** On one date the basket must hold at least these tickets of the coupon's products. */
  sameDateAtLeast: { adult: number; child: number };
  maxDiscountedTickets: number | null;
  /** Redemptions over all orders; enforced by the server, not here. */
  redemptionCap: number | null;
}

const FAMILLE10: Coupon = {
  code: 'FAMILLE10',
  platforms: ['fr'],
  discount: { percent: 10 },
  products: ['FR-D1', 'FR-D2', 'FR-D3', 'FR-D1NS'],
  visitor: null,
  tiers: ['L', 'M'],
  orderWindow: { from: '2027-01-01', to: '2027-09-30' },
  visitWindow: null,
  minDaysAhead: 0,
  orderByInSeasonYear: null,
  sameDateAtLeast: { adult: 2, child: 2 },
  maxDiscountedTickets: null,
  redemptionCap: null,
};

const PRIMEUR5: Coupon = {
  code: 'PRIMEUR5',
  platforms: ['fr', 'es'],
  discount: { perTicket: cents(500) },
  products: ['FR-D1', 'FR-D1NS', 'ES-D1', 'ES-D1NS'],
  visitor: 'adult',
  tiers: ['L'],
  orderWindow: null,
  visitWindow: null,
  minDaysAhead: 30,
  orderByInSeasonYear: '03-31',
  sameDateAtLeast: { adult: 0, child: 0 },
  maxDiscountedTickets: 6,
  redemptionCap: null,
};

const REYES27: Coupon = {
  code: 'REYES27',
  platforms: ['es'],
  discount: { percent: 50 },
  products: ['ES-XMAS'],
  visitor: 'child',
  tiers: ['P'],
  orderWindow: null,
  visitWindow: { from: '2027-11-27', to: '2028-01-04' },
  minDaysAhead: 0,
  orderByInSeasonYear: null,
  sameDateAtLeast: { adult: 1, child: 0 },
  maxDiscountedTickets: 4,
  redemptionCap: 2000,
};

/** catalogue.md §7.8: the coupons of the catalogue, by code. */
export const COUPONS: Readonly<Record<string, Coupon>> = { FAMILLE10, PRIMEUR5, REYES27 };

/** booking-funnel.md §8, coupons: the four refusals, as stable codes. */
export type CouponErrorCode =
  | 'COUPON_NOT_VALID'
  | 'COUPON_ALREADY_APPLIED'
  | 'COUPON_NOT_COMBINABLE'
  | 'COUPON_NOT_APPLICABLE';

export interface ProductDiscount {
  productLineId: string;
  amount: Cents;
}

export type CouponCheck =
  | { code: string; discounts: ProductDiscount[]; total: Cents }
  | { code: string; error: CouponErrorCode };

export interface CouponContext {
  platform: PlatformCode;
  /** The day of the order, `yyyy-MM-dd` (the caller's Paris today). */
  orderDate: string;
  /** The large family card discount applies to this basket (catalogue.md §7.3 FAMCARD). */
  familyCardDiscount: boolean;
}

const within = (day: string, window: { from: string; to: string }) =>
  day >= window.from && day <= window.to;

/** Whether a line is one of the coupon's tickets, whatever its date: composition counts these. */
const isCouponProduct = (coupon: Coupon, line: BasketProduct) =>
  coupon.products.includes(line.productId) &&
  line.tier !== null &&
  coupon.tiers.includes(line.tier);

/** The line is past the coupon's season deadline: a time refusal, not a basket one. */
const isPastSeasonDeadline = (coupon: Coupon, line: BasketProduct, orderDate: string) =>
  coupon.orderByInSeasonYear !== null &&
  orderDate > `${line.accessDate.slice(0, 4)}-${coupon.orderByInSeasonYear}`;

function meetsSameDate(coupon: Coupon, line: BasketProduct, basket: readonly BasketProduct[]) {
  const sameDate = basket.filter(
    (other) => other.accessDate === line.accessDate && isCouponProduct(coupon, other),
  );
  const count = (who: 'adult' | 'child') => sameDate.filter((l) => l.visitor === who).length;
  return (
    count('adult') >= coupon.sameDateAtLeast.adult && count('child') >= coupon.sameDateAtLeast.child
  );
}

function isDiscountable(
  coupon: Coupon,
  line: BasketProduct,
  basket: readonly BasketProduct[],
  orderDate: string,
) {
  return (
    isCouponProduct(coupon, line) &&
    (coupon.visitor === null || line.visitor === coupon.visitor) &&
    (coupon.visitWindow === null || within(line.accessDate, coupon.visitWindow)) &&
    daysBetween(orderDate, line.accessDate) >= coupon.minDaysAhead &&
    meetsSameDate(coupon, line, basket)
  );
}

/** Per line, rounded half up to a whole cent, never above the line's price. */
function lineDiscount(coupon: Coupon, price: Cents): Cents {
  const amount =
    'percent' in coupon.discount
      ? Math.round((price * coupon.discount.percent) / 100)
      : coupon.discount.perTicket;
  return cents(Math.min(price, amount));
}

function checkOne(
  coupon: Coupon,
  basket: readonly BasketProduct[],
  context: CouponContext,
  taken: ReadonlySet<string>,
): CouponCheck {
  const { code } = coupon;
  const { orderDate } = context;
  if (!coupon.platforms.includes(context.platform)) return { code, error: 'COUPON_NOT_VALID' };
  if (coupon.orderWindow && !within(orderDate, coupon.orderWindow)) {
    return { code, error: 'COUPON_NOT_VALID' };
  }
  if (coupon.visitWindow && orderDate > coupon.visitWindow.to) {
    return { code, error: 'COUPON_NOT_VALID' };
  }
  if (context.familyCardDiscount) return { code, error: 'COUPON_NOT_COMBINABLE' };
  const eligible = basket.filter((line) => isDiscountable(coupon, line, basket, orderDate));
  const inTime = eligible.filter((line) => !isPastSeasonDeadline(coupon, line, orderDate));
  if (eligible.length > 0 && inTime.length === 0) return { code, error: 'COUPON_NOT_VALID' };
  if (inTime.length === 0) return { code, error: 'COUPON_NOT_APPLICABLE' };
  const free = inTime.filter((line) => !taken.has(line.id));
  if (free.length === 0) return { code, error: 'COUPON_NOT_COMBINABLE' };
  // Where a cap leaves some tickets out, the dearest are discounted first (stable otherwise).
  const chosen = [...free]
    .sort((a, b) => b.price - a.price)
    .slice(0, coupon.maxDiscountedTickets ?? free.length);
  const discounts = chosen.map((line) => ({
    productLineId: line.id,
    amount: lineDiscount(coupon, line.price),
  }));
  return { code, discounts, total: sumCents(discounts.map((d) => d.amount)) };
}

/**
 * catalogue.md §7.8 and booking-funnel.md §8 (coupons): each code, in the order entered, is
 * either applied (a discount per product line) or refused with a stable code. A line takes at
 * most one coupon; no coupon combines with the large family card discount (catalogue.md §7.3).
 */
export function checkCoupons(
  codes: readonly string[],
  basket: readonly BasketProduct[],
  context: CouponContext,
): CouponCheck[] {
  const seen = new Set<string>();
  const taken = new Set<string>();
  return codes.map((entered) => {
    const code = entered.trim().toUpperCase();
    if (seen.has(code)) return { code, error: 'COUPON_ALREADY_APPLIED' };
    seen.add(code);
    const coupon = Object.hasOwn(COUPONS, code) ? COUPONS[code] : undefined;
    if (!coupon) return { code, error: 'COUPON_NOT_VALID' };
    const check = checkOne(coupon, basket, context, taken);
    if ('discounts' in check) for (const d of check.discounts) taken.add(d.productLineId);
    return check;
  });
}

/** booking-funnel.md §4 total price: the coupon discount, the sum of every applied coupon. */
export function couponDiscount(checks: readonly CouponCheck[]): Cents {
  return sumCents(checks.map((check) => ('total' in check ? check.total : cents(0))));
}

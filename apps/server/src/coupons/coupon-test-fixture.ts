import { sql } from 'drizzle-orm';
import { query } from '../orders/order-flow-fixture.ts';
import type { TestContext } from '../test/test-app.ts';

// Days of the seeded calendar on which each coupon of catalogue.md §7.8 applies, and the clock
// of an app that orders on them: the coupons are 2027 data, so the tests pin the day of the order.

export const CHECK_COUPONS = `query ($coupons: [String!]!, $products: [CouponProductInput!]!, $card: Boolean) {
  checkCoupons(coupons: $coupons, products: $products, hasLargeFamilyCard: $card) {
    success
    discountCoupons { id name code isValid description error }
    sale {
      priceWithoutDiscounts discountsAmount price
      products { id productId accessDate price discount priceWithDiscount coupons }
    }
  }
}`;

/** 1 March 2027, noon in Paris: FAMILLE10 is open, PRIMEUR5 before its 31 March deadline. */
export const SPRING_ORDER = () => new Date('2027-03-01T11:00:00Z');
/** 1 November 2027: REYES27's Christmas visits are ahead. */
export const CHRISTMAS_ORDER = () => new Date('2027-11-01T11:00:00Z');

/** Open days of `platform` at `season` between two days, in order. */
export async function seasonDays(
  context: TestContext,
  platform: 'fr' | 'es',
  season: string,
  from: string,
  to: string,
): Promise<string[]> {
  const rows = await query<{ date: string }>(
    context,
    sql`select to_char(date, 'YYYY-MM-DD') as date from park_days
        where platform = ${platform} and season = ${season} and date between ${from} and ${to}
        order by date`,
  );
  if (rows.length === 0) throw new Error(`No ${platform} ${season} day from ${from} to ${to}`);
  return rows.map((row) => row.date);
}

let next = 0;
/** `n` ticket lines of one kind of visitor, as the browser sends them to checkCoupons. */
export function tickets(
  n: number,
  productId: string,
  visitor: 'adult' | 'child',
  price: number,
  accessDate: string,
) {
  return Array.from({ length: n }, () => {
    next += 1;
    return { id: `line-${next}`, productId, visitor, price, accessDate };
  });
}

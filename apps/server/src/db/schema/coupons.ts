import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Redemptions of each coupon over all orders (catalogue.md §7.8, REYES27's cap of 2,000), counted
 * when a paid order is settled. `cap` comes from the domain's coupon data when the row is first
 * needed; null means uncapped. Taken by one conditional update (`used < cap`), never read then
 * written, so the cap holds across processes (decision 21).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    code: text('code').primaryKey(),
    cap: integer('cap'),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    check('coupon_redemptions_used_within_cap', sql`${t.cap} is null or ${t.used} <= ${t.cap}`),
    check('coupon_redemptions_used_positive', sql`${t.used} >= 0`),
  ],
);

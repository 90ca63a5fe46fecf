import { z } from 'zod';
import type { Cents } from '../money/cents.ts';
import { isoDate, oneOf, requiredText, wholeNumber, withDefault } from './fields.ts';
import { MAX_COUPON_PRODUCTS, MAX_COUPONS, MAX_DONATION_CENTS } from './limits.ts';

/** A coupon code as typed: trimmed, at most 30 characters; the rule compares it in capitals. */
export const couponCodeSchema = requiredText(30);

/** The summary's coupon form: the one code being added. */
export const couponFormSchema = z.object({ code: couponCodeSchema });

/** booking-funnel.md §3 and §4: the coupons a basket carries, in the order entered. */
export const couponCodesSchema = z
  .array(couponCodeSchema, { error: 'validation.format' })
  .max(MAX_COUPONS, { error: 'validation.max' });

/** The dearest line a check prices: far above any park ticket (a rule of ours). */
const MAX_LINE_CENTS = 10 * MAX_DONATION_CENTS;

/**
 * booking-funnel.md §7 checkCoupons: the codes and the basket's lines (price, id, productId,
 * accessDate), one line per visitor for tickets, with whom a ticket is for.
 */
export const checkCouponsSchema = z.object({
  coupons: couponCodesSchema,
  products: z
    .array(
      z.object({
        id: requiredText(),
        productId: requiredText(),
        price: wholeNumber(0, MAX_LINE_CENTS).transform((v) => v as Cents),
        accessDate: isoDate(),
        visitor: oneOf(['adult', 'child'])
          .nullish()
          .transform((v) => v ?? null),
      }),
      { error: 'validation.format' },
    )
    .max(MAX_COUPON_PRODUCTS, { error: 'validation.max' }),
  hasLargeFamilyCard: withDefault(z.boolean(), false),
});

export type CheckCouponsInput = z.output<typeof checkCouponsSchema>;

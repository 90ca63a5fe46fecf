import { type Cents, cents, sumCents, ZERO } from '../money/cents.ts';
import type { ProductKind } from './coupons.ts';

/** catalogue.md §7.3 INS: 5 % of the insured lines, at least 2 €. */
export const INSURANCE_PERCENT = 5;
export const INSURANCE_MINIMUM = cents(200);

/** catalogue.md §7.3 INS: the insurance never insures itself, the donation or the postage. */
const NOT_INSURED: readonly ProductKind[] = ['insurance', 'donation', 'postage'];

/**
 * catalogue.md §7.3 INS: what the insured lines cost the visitor, each line net of its own
 * discount (coupon or family card), since that is what a cancellation refunds.
 */
export function insuredAmount(
  lines: ReadonlyArray<{ kind: ProductKind; price: Cents; discount?: Cents }>,
): Cents {
  const insured = lines.filter((line) => !NOT_INSURED.includes(line.kind));
  return sumCents(insured.map((line) => cents(Math.max(0, line.price - (line.discount ?? ZERO)))));
}

/**
 * catalogue.md §7.2/§7.3 INS: 5 % of the insured amount rounded half up to a cent, at least 2 €;
 * nothing to insure costs nothing.
 */
export function insurancePrice(insured: Cents): Cents {
  if (insured <= 0) return ZERO;
  return cents(Math.max(INSURANCE_MINIMUM, Math.round((insured * INSURANCE_PERCENT) / 100)));
}

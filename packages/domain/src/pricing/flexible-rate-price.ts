import { type Cents, cents } from '../money/cents.ts';

/** catalogue.md §7.2 FLEX: the flexible rate is 10 % of the ticket price, at least 4 €. */
export const FLEXIBLE_RATE_PERCENT = 10;
export const FLEXIBLE_RATE_MINIMUM = cents(400);

/** catalogue.md §7.2 FLEX: 10 % of the tickets, rounded half up to a cent, minimum 4 €. */
export function flexibleRatePrice(ticketTotal: Cents): Cents {
  return cents(
    Math.max(FLEXIBLE_RATE_MINIMUM, Math.round((ticketTotal * FLEXIBLE_RATE_PERCENT) / 100)),
  );
}

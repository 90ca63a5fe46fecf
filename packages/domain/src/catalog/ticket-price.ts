import { type Cents, cents } from '../money/cents.ts';
import type { OfferPrice } from './offer.ts';

/** catalogue.md FLEX: the flexible rate is 10 % of the ticket price, at least 4 €. */
export const FLEXIBLE_RATE_PERCENT = 10;
export const FLEXIBLE_RATE_MINIMUM = cents(400);

/** booking-funnel.md §3 offer price and §9 (babies free): the price of a group from unit prices. */
export function priceTicket(
  unit: { adult: Cents; child: Cents },
  group: { adults: number; children: number },
): OfferPrice {
  const adultPrice = cents(unit.adult * group.adults);
  const childrenPrice = cents(unit.child * group.children);
  return {
    basePrice: unit.adult,
    totalPrice: cents(adultPrice + childrenPrice),
    adultPrice,
    adultUnitPrice: unit.adult,
    childrenPrice,
    childrenUnitPrice: unit.child,
  };
}

/** catalogue.md FLEX: 10 % of the tickets, rounded half up to a cent, minimum 4 €. */
export function flexibleRatePrice(ticketTotal: Cents): Cents {
  return cents(
    Math.max(FLEXIBLE_RATE_MINIMUM, Math.round((ticketTotal * FLEXIBLE_RATE_PERCENT) / 100)),
  );
}

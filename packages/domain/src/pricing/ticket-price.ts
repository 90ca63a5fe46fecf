import type { OfferPrice } from '../catalog/offer.ts';
import { type Cents, cents } from '../money/cents.ts';

/** booking-funnel.md §3 offer price, §9 and catalogue.md §7.2: unit prices × adults and children; babies free. */
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

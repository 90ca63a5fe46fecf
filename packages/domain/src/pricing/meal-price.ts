import { type Cents, cents, ZERO } from '../money/cents.ts';
import { type MenuTerms, menuUnitPrice } from '../restaurants/menus.ts';

export interface MealPrice {
  adultUnitPrice: Cents;
  childUnitPrice: Cents;
  totalPrice: Cents;
}

/**
 * A restaurant booking line (booking-funnel.md §3; catalogue.md §7.7): each adult menu and each
 * child menu at its price (the promotional one when there is one). Babies eat free: they have no
 * menu in a line, so they add nothing.
 */
export function priceMeal(
  line: { adults: number; children: number },
  adultMenu: Pick<MenuTerms, 'price' | 'promotionalPrice'> | null,
  childMenu: Pick<MenuTerms, 'price' | 'promotionalPrice'> | null,
): MealPrice {
  const adultUnitPrice = adultMenu ? menuUnitPrice(adultMenu) : ZERO;
  const childUnitPrice = childMenu ? menuUnitPrice(childMenu) : ZERO;
  return {
    adultUnitPrice,
    childUnitPrice,
    totalPrice: cents(adultUnitPrice * line.adults + childUnitPrice * line.children),
  };
}

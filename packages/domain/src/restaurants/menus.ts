import type { Cents } from '../money/cents.ts';
import type { MealType, RestaurantRules } from './restaurant-rules.ts';

/**
 * Who a menu is for: adult menus for anyone of 3 and over who wants one, child menus for the
 * children (3 to 13); a baby menu is shown, never booked, since babies take no cover.
 */
export const MENU_AUDIENCES = ['adult', 'child', 'baby'] as const;
export type MenuAudience = (typeof MENU_AUDIENCES)[number];

/** booking-funnel.md §3, a restaurant's menu: the part the rules read. */
export interface MenuTerms {
  code: string;
  audience: MenuAudience;
  lunch: boolean;
  dinner: boolean;
  price: Cents;
  /** The price under a promotion, when there is one. */
  promotionalPrice: Cents | null;
}

/** What one cover of a menu costs: the promotional price when there is one. */
export function menuUnitPrice(menu: Pick<MenuTerms, 'price' | 'promotionalPrice'>): Cents {
  return menu.promotionalPrice ?? menu.price;
}

/**
 * booking-funnel.md §5: the menus a restaurant serves at a meal (every meal when none is given),
 * without those of zero price when the configuration says so.
 */
export function menusServed<M extends MenuTerms>(
  menus: readonly M[],
  mealType: MealType | null,
  rules: Pick<RestaurantRules, 'hideZeroPriceMenus'>,
): M[] {
  return menus.filter(
    (menu) =>
      (mealType === null || (mealType === 'lunch' ? menu.lunch : menu.dinner)) &&
      !(rules.hideZeroPriceMenus && menuUnitPrice(menu) === 0),
  );
}

import type { Language } from '@sesame/domain/i18n/language';
import { cents } from '@sesame/domain/money/cents';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { priceMeal } from '@sesame/domain/pricing/meal-price';
import { isRestaurantBookingOpen } from '@sesame/domain/restaurants/booking-cut-off';
import { type MealLine, mealLinesRefusal } from '@sesame/domain/restaurants/meal-lines';
import { type MenuAudience, menusServed } from '@sesame/domain/restaurants/menus';
import { mealTypeOf } from '@sesame/domain/restaurants/restaurant-rules';
import { sittingOf } from '@sesame/domain/restaurants/sitting-event-id';
import { catalogueOf } from '../catalog/catalogue-cache.ts';
import type { Database } from '../db/client.ts';
import {
  basketLine,
  type PricedLine,
  type ProductLine,
  placesPerRow,
} from '../orders/product-lines.ts';
import { restaurantCatalogueOf } from './restaurant-catalogue.ts';
import { inLanguage, mealLineLabel } from './restaurant-texts.ts';
import { findSittingStock, type RestaurantCatalogue } from './restaurants-repo.ts';

/**
 * Restaurant sittings (DESIGN.md, product lines; booking-funnel.md §3–§5): the covers of a
 * sitting are held under RESTAURANT with the sitting's eventId as the code (a cover a menu, babies
 * none), and a basket's restaurant lines become a priced line per menu of a sitting. Online
 * booking closes `bookingHoursInAdvance` before the visit day, on the app's clock.
 */
export function restaurantProductLine(clock: () => Date): ProductLine {
  return {
    kind: 'restaurant',
    service: 'RESTAURANT',
    soldOut: 'MENUS_UNAVAILABLE',

    async stock(db, platform, request) {
      const sitting = sittingOf(request.code);
      if (!sitting || sitting.date !== request.startDate)
        return { refused: 'RESTAURANT_LINE_INVALID' };
      const [park, catalogue] = await Promise.all([
        catalogueOf(db, platform),
        restaurantCatalogueOf(db, platform),
      ]);
      if (!park.config.features.restaurants) return null;
      if (!isRestaurantBookingOpen(sitting.date, clock(), catalogue.rules.bookingHoursInAdvance))
        return { refused: 'RESTAURANT_BOOKING_CLOSED' };
      const stockId = await findSittingStock(db, { platform, ...sitting });
      return stockId === null
        ? { refused: 'RESTAURANT_LINE_INVALID' }
        : [{ stockId, label: request.code }];
    },

    async lines(db, platform, basket) {
      const meals = basket.restaurants ?? [];
      if (meals.length === 0) return [];
      if (!platform.features.restaurants) return null;
      const catalogue = await restaurantCatalogueOf(db, platform.code);
      const { rules } = catalogue;
      const refusal = mealLinesRefusal(meals, basket, rules.dinnerThreshold);
      if (refusal) return { refused: refusal };
      const now = clock();
      if (
        meals.some((meal) => !isRestaurantBookingOpen(meal.date, now, rules.bookingHoursInAdvance))
      )
        return { refused: 'RESTAURANT_BOOKING_CLOSED' };

      const priced: PricedLine[] = [];
      for (const meal of meals) {
        const lines = await priceMealLine(db, platform.code, catalogue, meal, basket.language);
        if (!lines) return { refused: 'RESTAURANT_LINE_INVALID' };
        priced.push(...lines);
      }
      return priced;
    },
  };
}

/**
 * A restaurant booking line as the order's lines: one per menu chosen, each with its covers on
 * the sitting's stock row. Null when the restaurant, the sitting or a menu is not served then.
 */
async function priceMealLine(
  db: Database,
  platform: PlatformCode,
  catalogue: RestaurantCatalogue,
  meal: MealLine,
  language: Language,
): Promise<PricedLine[] | null> {
  const restaurant = catalogue.restaurants.find((r) => r.code === meal.code);
  if (!restaurant) return null;
  const mealType = mealTypeOf(meal.time, catalogue.rules.dinnerThreshold);
  const served = menusServed(
    catalogue.menus
      .filter((menu) => menu.restaurantCode === meal.code)
      .map((menu) => ({
        ...menu,
        price: cents(menu.priceCents),
        promotionalPrice:
          menu.promotionalPriceCents === null ? null : cents(menu.promotionalPriceCents),
      })),
    mealType,
    catalogue.rules,
  );
  const menuOf = (code: string | null, audience: MenuAudience) =>
    code === null ? null : served.find((m) => m.code === code && m.audience === audience);
  const adultMenu = menuOf(meal.menuAdultCode, 'adult');
  const childMenu = menuOf(meal.menuChildCode, 'child');
  const stockId = await findSittingStock(db, { platform, ...meal });
  if (adultMenu === undefined || childMenu === undefined || stockId === null) return null;

  const line = (
    menu: (typeof served)[number],
    visitors: { adults: number; children: number },
  ): PricedLine => {
    const price =
      visitors.adults > 0 ? priceMeal(visitors, menu, null) : priceMeal(visitors, null, menu);
    const covers = visitors.adults + visitors.children;
    return {
      ...basketLine({
        kind: 'restaurant',
        code: meal.eventId,
        label: mealLineLabel(
          {
            restaurant: inLanguage(restaurant.names, language),
            mealType,
            date: meal.date,
            time: meal.time,
            menu: inLanguage(menu.titles, language),
          },
          language,
        ),
        date: meal.date,
        ...visitors,
        quantity: covers,
        ...price,
      }),
      stock: placesPerRow([stockId], covers),
    };
  };
  return [
    ...(adultMenu ? [line(adultMenu, { adults: meal.adults, children: 0 })] : []),
    ...(childMenu ? [line(childMenu, { adults: 0, children: meal.children })] : []),
  ];
}

import type { Language } from '@sesame/domain/i18n/language';
import { cents } from '@sesame/domain/money/cents';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import { isRestaurantBookingOpen } from '@sesame/domain/restaurants/booking-cut-off';
import { sittingFits } from '@sesame/domain/restaurants/meal-lines';
import { menusServed } from '@sesame/domain/restaurants/menus';
import { type MealType, mealTypeOf } from '@sesame/domain/restaurants/restaurant-rules';
import { sittingEventId } from '@sesame/domain/restaurants/sitting-event-id';
import type { Database } from '../db/client.ts';
import type {
  Restaurant,
  RestaurantMenu,
  RestaurantService,
  RestaurantTag,
} from '../graphql/generated/resolver-types.ts';
import { restaurantCatalogueOf } from './restaurant-catalogue.ts';
import { inLanguage, kindName } from './restaurant-texts.ts';
import {
  loadSittings,
  type MenuRow,
  type RestaurantCatalogue,
  type RestaurantRow,
  type SittingRow,
} from './restaurants-repo.ts';

export interface RestaurantsRequest {
  date: string;
  adults: number;
  children: number;
  language: Language;
  orderId: string | null;
  mealType: MealType | null;
  /** One restaurant (the detail); every one of the platform when absent. */
  code?: string;
}

/**
 * booking-funnel.md §7 restaurant (list and detail): the restaurants serving on a date, with the
 * sittings and menus of that date for the group. Online booking closes 3 days before the visit
 * (§5): a closed date answers its refusal, and the visitor can eat on site.
 */
export async function listRestaurants(
  db: Database,
  platform: PlatformConfig,
  request: RestaurantsRequest,
  now: Date,
): Promise<Restaurant[] | 'RESTAURANT_BOOKING_CLOSED'> {
  if (!platform.features.restaurants) return [];
  const catalogue = await restaurantCatalogueOf(db, platform.code);
  if (!isRestaurantBookingOpen(request.date, now, catalogue.rules.bookingHoursInAdvance))
    return 'RESTAURANT_BOOKING_CLOSED';

  const chosen = catalogue.restaurants.filter((r) => !request.code || r.code === request.code);
  const sittings = await loadSittings(db, {
    platform: platform.code,
    codes: chosen.map((r) => r.code),
    date: request.date,
    orderId: request.orderId,
  });
  return chosen.flatMap((restaurant) => {
    const services = sittings
      .filter((sitting) => sitting.code === restaurant.code)
      .map((sitting) => service(sitting, catalogue, request))
      .filter((s) => !request.mealType || s.mealType === request.mealType);
    return services.length === 0 ? [] : [view(restaurant, services, catalogue, request)];
  });
}

function view(
  restaurant: RestaurantRow,
  services: RestaurantService[],
  catalogue: RestaurantCatalogue,
  request: RestaurantsRequest,
): Restaurant {
  const { language } = request;
  const tags = (codes: readonly string[]): RestaurantTag[] =>
    catalogue.tags
      .filter((tag) => codes.includes(tag.code))
      .map((tag) => ({
        id: tag.code,
        code: tag.code,
        picto: tag.picto,
        title: inLanguage(tag.titles, language),
      }));
  const tagListFood = tags(restaurant.foodTags);
  const tagListServices = tags(restaurant.serviceTags);
  const menus = menusServed(
    catalogue.menus
      .filter((menu) => menu.restaurantCode === restaurant.code)
      .map((menu) => ({
        ...menu,
        price: cents(menu.priceCents),
        promotionalPrice: promotion(menu),
      })),
    request.mealType,
    catalogue.rules,
  );
  return {
    code: restaurant.code,
    accommodationCode: restaurant.accommodationCode,
    title: inLanguage(restaurant.names, language),
    text: inLanguage(restaurant.texts, language),
    conditions: inLanguage(restaurant.conditions, language),
    restaurantType: restaurant.kind,
    restaurantTypeName: kindName(restaurant.kind, language),
    media: restaurant.photos.map((photo) => ({
      desktop: photo.desktop,
      mobile: photo.mobile,
      alt: inLanguage(photo.alt, language),
      title: inLanguage(photo.title, language),
    })),
    tagList: [...tagListFood, ...tagListServices],
    tagListFood,
    tagListServices,
    menus: menus.map((menu) => menuView(menu, menus, request)),
    services,
    available: services.some((s) => s.valid),
  };
}

const promotion = (menu: MenuRow) =>
  menu.promotionalPriceCents === null ? null : cents(menu.promotionalPriceCents);

function menuView(
  menu: MenuRow & { promotionalPrice: ReturnType<typeof promotion> },
  served: readonly MenuRow[],
  request: RestaurantsRequest,
): RestaurantMenu {
  const { language } = request;
  const covers = { adult: request.adults, child: request.children, baby: 0 }[menu.audience];
  const first = served.find((m) => m.audience === menu.audience);
  return {
    code: menu.code,
    title: inLanguage(menu.titles, language),
    audience: menu.audience,
    promotionalTitle: menu.promotionalTitles ? inLanguage(menu.promotionalTitles, language) : null,
    promotionalDescription: menu.promotionalDescriptions
      ? inLanguage(menu.promotionalDescriptions, language)
      : null,
    lunch: menu.lunch,
    diner: menu.dinner,
    mainAdultMenu: menu.audience === 'adult' && first === menu,
    mainChildrenMenu: menu.audience === 'child' && first === menu,
    pricePerPerson: menu.priceCents,
    discountPricePerPerson: menu.promotionalPrice,
    totalPrice: menu.priceCents * covers,
    totalDiscountPrice: menu.promotionalPrice === null ? null : menu.promotionalPrice * covers,
    courses: menu.courses.map((course) => ({
      title: inLanguage(course.title, language),
      description: inLanguage(course.description, language),
    })),
  };
}

function service(
  sitting: SittingRow,
  catalogue: RestaurantCatalogue,
  group: { adults: number; children: number },
): RestaurantService {
  const eventId = sittingEventId(sitting);
  return {
    date: sitting.date,
    serviceTime: sitting.time,
    mealType: mealTypeOf(sitting.time, catalogue.rules.dinnerThreshold),
    serviceStockCode: eventId,
    stock: sitting.coversLeft,
    eventId,
    valid: sittingFits(sitting.coversLeft, group),
  };
}

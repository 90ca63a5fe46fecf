import {
  restaurantCodeNamesQuerySchema,
  restaurantQuerySchema,
  restaurantsQuerySchema,
} from '@sesame/domain/restaurants/restaurant-query-schema';
import { mealTypeOf } from '@sesame/domain/restaurants/restaurant-rules';
import { sittingOf } from '@sesame/domain/restaurants/sitting-event-id';
import type { Resolvers } from '../graphql/generated/resolver-types.ts';
import { parseArgs } from '../graphql/parse-args.ts';
import { userError } from '../graphql/user-error.ts';
import { listRestaurants } from './list-restaurants.ts';
import { restaurantCatalogueOf } from './restaurant-catalogue.ts';
import { inLanguage } from './restaurant-texts.ts';

/** The time of a meal line (its code is the sitting's eventId); null for any other line. */
const mealTime = (line: { kind: string; code: string }) =>
  line.kind === 'restaurant' ? (sittingOf(line.code)?.time ?? null) : null;

/** restaurants.graphql: the restaurants of booking-funnel.md §7 and the meal fields of lines. */
export const restaurantResolvers: Resolvers = {
  Query: {
    async restaurants(_root, args, ctx) {
      const request = parseArgs(restaurantsQuerySchema, args, ctx.language);
      const found = await listRestaurants(ctx.db, ctx.platform, request, ctx.clock());
      if (found === 'RESTAURANT_BOOKING_CLOSED') throw userError(found, request.language);
      return found;
    },

    async restaurant(_root, args, ctx) {
      const { language, ...request } = parseArgs(restaurantQuerySchema, args, ctx.language);
      const asked = { ...request, language: language ?? ctx.language };
      const found = await listRestaurants(ctx.db, ctx.platform, asked, ctx.clock());
      if (found === 'RESTAURANT_BOOKING_CLOSED') throw userError(found, asked.language);
      return found[0] ?? null;
    },

    async restaurantCodeNames(_root, args, ctx) {
      const { lang } = parseArgs(restaurantCodeNamesQuerySchema, args, ctx.language);
      if (!ctx.platform.features.restaurants) return [];
      const catalogue = await restaurantCatalogueOf(ctx.db, ctx.platform.code);
      return catalogue.restaurants.map((r) => ({ code: r.code, name: inLanguage(r.names, lang) }));
    },
  },

  Platform: {
    async restaurantSettings(_platform, _args, ctx) {
      if (!ctx.platform.features.restaurants) return null;
      const { rules } = await restaurantCatalogueOf(ctx.db, ctx.platform.code);
      // booking-funnel.md §5: the Spanish park disables the catering tag filters.
      return { ...rules, tagFilters: ctx.platform.country !== 'es' };
    },
  },

  BasketLine: {
    time: (line) => mealTime(line),
    async mealType(line, _args, ctx) {
      const time = mealTime(line);
      if (time === null) return null;
      const { rules } = await restaurantCatalogueOf(ctx.db, ctx.platform.code);
      return mealTypeOf(time, rules.dinnerThreshold);
    },
  },

  SavedBooking: {
    restaurantAllergyNote: (booking) =>
      booking.restaurantAllergies ? (booking.restaurantAllergyNote ?? null) : null,
  },
};

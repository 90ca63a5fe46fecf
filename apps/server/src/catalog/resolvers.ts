import { isLanguage } from '@sesame/domain/i18n/language';
import { postagePrice } from '@sesame/domain/pricing/postage-price';
import { PARKS } from '../documents/park-identity.ts';
import type { Resolvers } from '../graphql/generated/resolver-types.ts';
import { parseArgs } from '../graphql/parse-args.ts';
import { activityOffer } from './activity-offer.ts';
import { calendarEntries } from './calendar-entries.ts';
import {
  calendarEntriesInput,
  complementaryOffersInput,
  dateInput,
  flexibleRateOfferInput,
  offerCalendarInput,
  offersByGroupInput,
  offersInput,
  productOfferInput,
} from './catalog-inputs.ts';
import { catalogueOf } from './catalogue-cache.ts';
import { complementaryOffers } from './complementary-offers.ts';
import { todayInParis as today } from './current-day.ts';
import { defaultPrices } from './default-prices.ts';
import { flexibleRateOffer } from './flexible-rate-offer.ts';
import { listOffers } from './list-offers.ts';
import { listOffersByGroup } from './list-offers-by-group.ts';
import { offerCalendar } from './offer-calendar.ts';

/** The catalogue queries of catalog.graphql, for the platform of the request's host. */
export const catalogResolvers: Resolvers = {
  Query: {
    platform(_root, _args, { platform }) {
      return {
        code: platform.code,
        country: platform.country,
        defaultLanguage: platform.defaultLanguage,
        currency: platform.currency,
        features: platform.features,
        disabledOffers: platform.disabledOffers,
        disabledPackageOffers: platform.disabledPackageOffers,
        disabledStepsByOffer: Object.entries(platform.disabledStepsByOffer).map(
          ([offerCode, steps]) => ({ offerCode, steps }),
        ),
        christmasActivityOffers: platform.christmasActivityOffers,
        christmasOffers: platform.christmasOffers,
        park: { name: PARKS[platform.code].brand, phone: PARKS[platform.code].phone },
      };
    },

    offers(_root, args, ctx) {
      const language = isLanguage(args.language) ? args.language : ctx.language;
      return listOffers(ctx.db, ctx.platform, parseArgs(offersInput, args, language), today());
    },

    offersByGroup(_root, args, ctx) {
      const language = isLanguage(args.language) ? args.language : ctx.language;
      const input = parseArgs(offersByGroupInput, args, language);
      return listOffersByGroup(ctx.db, ctx.platform, input, today());
    },

    offerCalendar(_root, args, ctx) {
      return offerCalendar(
        ctx.db,
        ctx.platform,
        parseArgs(offerCalendarInput, args, ctx.language),
        today(),
      );
    },

    calendarEntries(_root, args, ctx) {
      const input = parseArgs(calendarEntriesInput, args, ctx.language);
      return calendarEntries(ctx.db, ctx.platform, input, today(), input.language ?? ctx.language);
    },

    complementaryOffers(_root, args, ctx) {
      const language = isLanguage(args.language) ? args.language : ctx.language;
      const input = parseArgs(complementaryOffersInput, args, language);
      return complementaryOffers(ctx.db, ctx.platform.code, input, today());
    },

    defaultPrices(_root, args, ctx) {
      const { startDate } = parseArgs(dateInput, args, ctx.language);
      return defaultPrices(ctx.db, ctx.platform.code, startDate);
    },

    delivery(_root, args, ctx) {
      const { startDate } = parseArgs(dateInput, args, ctx.language);
      return { price: postagePrice(ctx.platform, startDate, today()) };
    },

    async offer(_root, args, ctx) {
      const language = isLanguage(args.language) ? args.language : ctx.language;
      const product = (await catalogueOf(ctx.db, ctx.platform.code)).product(args.code ?? '');
      // The union's member is named by `__typename`, which GraphQL's default type resolver reads.
      if (product?.kind === 'flexibleRate') {
        const input = parseArgs(flexibleRateOfferInput, args, language);
        const offer = await flexibleRateOffer(ctx.db, ctx.platform, input, today());
        return offer && { __typename: 'FlexibleRateOffer' as const, ...offer };
      }
      const input = parseArgs(productOfferInput, args, language);
      const offer = await activityOffer(ctx.db, ctx.platform.code, input, today());
      return offer && { __typename: 'ActivityOffer' as const, ...offer };
    },
  },
};

import { isLanguage } from '@sesame/domain/i18n/language';
import type { Resolvers } from '../graphql/generated/resolver-types.ts';
import { parseArgs } from '../graphql/parse-args.ts';
import { activityOffer } from './activity-offer.ts';
import { productOfferInput } from './catalog-inputs.ts';
import { todayInParis as today } from './current-day.ts';

/** The activities variant of the `offer` query (activities.graphql). */
export const activityResolvers: Resolvers = {
  Query: {
    offer(_root, args, ctx) {
      const language = isLanguage(args.language) ? args.language : ctx.language;
      const input = parseArgs(productOfferInput, args, language);
      return activityOffer(ctx.db, ctx.platform.code, input, today());
    },
  },
};

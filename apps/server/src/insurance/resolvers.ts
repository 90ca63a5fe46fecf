import { parisToday } from '@sesame/domain/dates/paris-today';
import { LANGUAGES } from '@sesame/domain/i18n/language';
import { isoDate, wholeNumber } from '@sesame/domain/validation/fields';
import { MAX_GROUP_PLACES } from '@sesame/domain/validation/limits';
import { z } from 'zod';
import type { Resolvers } from '../graphql/generated/resolver-types.ts';
import { parseArgs } from '../graphql/parse-args.ts';
import { userError } from '../graphql/user-error.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { quoteInsurance } from './quote-insurance.ts';

/** booking-funnel.md §7 insurance: what the spec's call sends, checked; see insurance.graphql. */
const insuranceArgs = z.object({
  lang: z.enum(LANGUAGES).nullish(),
  effectiveDate: isoDate().nullish(),
  eventHiringDate: isoDate().nullish(),
  dueDate: isoDate().nullish(),
  groupLength: wholeNumber(1, MAX_GROUP_PLACES).nullish(),
  orderPrice: z
    .int({ error: 'validation.format' })
    .min(0, { error: 'validation.positive' })
    .nullish(),
  booking: z.object({ orderId: z.uuid({ error: 'validation.format' }) }),
});

/** insurance.graphql: the cancellation insurance quote of an order. */
export const insuranceResolvers: Resolvers = {
  Query: {
    async insurance(_root, args, ctx) {
      const language = args.lang ?? ctx.language;
      const { booking } = parseArgs(insuranceArgs, args, language);
      // It names an order from outside, as `order` does.
      await enforceRateLimit(ctx, 'orderLookup');
      const result = await quoteInsurance(ctx, ctx.platform, {
        orderId: booking.orderId,
        language,
        today: parisToday(ctx.clock()),
      });
      if ('refused' in result) throw userError(result.refused, language);
      return result;
    },
  },
};

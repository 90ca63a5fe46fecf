import { isLanguage } from '@sesame/domain/i18n/language';
import { z } from 'zod';
import { todayInParis as today } from '../catalog/current-day.ts';
import { completionStaySearch } from '../completion/completion-stay-search.ts';
import type { GraphqlContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolver-types.ts';
import { parseArgs } from '../graphql/parse-args.ts';
import { userError } from '../graphql/user-error.ts';
import { codeNamesArgs, packageArgs, type StayArgs, stayArgs } from './accommodation-inputs.ts';
import { accommodation, packages } from './stay-queries.ts';
import { hotelsOf, isParkHotel } from './stay-search.ts';

/**
 * The stay a search is for. With the partner header of completion mode (docs/spec-readings.md),
 * the paid visit's: its first day, days, nights and group, whatever the browser sent, the
 * completion's held rooms free to it. A guest is UNAUTHENTICATED; a completion that is not the
 * customer's, ORDER_NOT_FOUND; a visit with a stay already, ALREADY_BOOKED.
 */
async function searchedStay(args: StayArgs, ctx: GraphqlContext): Promise<StayArgs> {
  const completionOrderId = ctx.completionOrderId;
  if (completionOrderId === null) return args;
  if (!ctx.customer) throw userError('UNAUTHENTICATED', args.language);
  // A malformed id is nobody's order: the same answer as another customer's.
  if (!z.uuid().safeParse(completionOrderId).success)
    throw userError('ORDER_NOT_FOUND', args.language);
  const found = await completionStaySearch(ctx.db, ctx.platform, {
    customerId: ctx.customer.id,
    completionOrderId,
  });
  if (!found.success) throw userError(found.code, args.language);
  const { startDate, duration, nights, group, orderId } = found.search;
  return { ...args, startDate, duration, nights, ...group, orderId };
}

/** The accommodation queries of accommodation.graphql, for the platform of the request's host. */
export const accommodationResolvers: Resolvers = {
  Query: {
    async accommodation(_root, args, ctx) {
      const language = isLanguage(args.language) ? args.language : ctx.language;
      const stay = await searchedStay(parseArgs(stayArgs, args, language), ctx);
      return accommodation(ctx.db, ctx.platform, stay, today());
    },

    async accommodationDetail(_root, args, ctx) {
      const language = isLanguage(args.language) ? args.language : ctx.language;
      const [stay] = args.prepackage
        ? await packages(ctx.db, ctx.platform, parseArgs(packageArgs, args, language), today())
        : await accommodation(
            ctx.db,
            ctx.platform,
            await searchedStay(parseArgs(stayArgs, args, language), ctx),
            today(),
          );
      return stay ?? null;
    },

    packages(_root, args, ctx) {
      const language = isLanguage(args.language) ? args.language : ctx.language;
      return packages(ctx.db, ctx.platform, parseArgs(packageArgs, args, language), today());
    },

    async accommodationCodeNames(_root, args, ctx) {
      const language = parseArgs(codeNamesArgs, args, ctx.language).lang ?? ctx.language;
      const hotels = await hotelsOf(ctx.db, ctx.platform.code);
      return hotels.map((hotel) => ({
        code: hotel.code,
        name: hotel.names[language] ?? hotel.names.fr ?? hotel.code,
        internalCode: isParkHotel(hotel) ? hotel.internalCode : null,
      }));
    },
  },
};

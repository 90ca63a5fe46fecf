import { isLanguage } from '@sesame/domain/i18n/language';
import { todayInParis as today } from '../catalog/current-day.ts';
import type { Resolvers } from '../graphql/generated/resolver-types.ts';
import { parseArgs } from '../graphql/parse-args.ts';
import { codeNamesArgs, packageArgs, stayArgs } from './accommodation-inputs.ts';
import { accommodation, packages } from './stay-queries.ts';
import { hotelsOf, isParkHotel } from './stay-search.ts';

/** The accommodation queries of accommodation.graphql, for the platform of the request's host. */
export const accommodationResolvers: Resolvers = {
  Query: {
    accommodation(_root, args, ctx) {
      const language = isLanguage(args.language) ? args.language : ctx.language;
      return accommodation(ctx.db, ctx.platform, parseArgs(stayArgs, args, language), today());
    },

    async accommodationDetail(_root, args, ctx) {
      const language = isLanguage(args.language) ? args.language : ctx.language;
      const [stay] = args.prepackage
        ? await packages(ctx.db, ctx.platform, parseArgs(packageArgs, args, language), today())
        : await accommodation(ctx.db, ctx.platform, parseArgs(stayArgs, args, language), today());
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

import { checkCouponsSchema } from '@sesame/domain/validation/coupon-schema';
import type { Resolvers } from '../graphql/generated/resolver-types.ts';
import { parseArgs } from '../graphql/parse-args.ts';
import { checkCoupons } from './check-coupons.ts';

/** The coupon query of coupons.graphql (booking-funnel.md §7 checkCoupons). */
export const couponResolvers: Resolvers = {
  Query: {
    checkCoupons(_root, args, ctx) {
      const input = parseArgs(checkCouponsSchema, args, ctx.language);
      return checkCoupons(ctx.db, {
        platform: ctx.platform.code,
        language: ctx.language,
        now: ctx.clock(),
        input,
      });
    },
  },
};

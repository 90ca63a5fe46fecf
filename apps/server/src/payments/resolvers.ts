import { LANGUAGES } from '@sesame/domain/i18n/language';
import { z } from 'zod';
import type { Resolvers } from '../graphql/generated/resolver-types.ts';
import { parseArgs } from '../graphql/parse-args.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { withMessage } from '../orders/resolvers.ts';
import { confirmFreeCart } from './confirm-free-cart.ts';
import { confirmPayment } from './confirm-payment.ts';
import { startPayment } from './start-payment.ts';

const cartArgs = z.object({
  orderId: z.uuid({ error: 'validation.format' }),
  shoppingCartId: z.uuid({ error: 'validation.format' }),
});
const freeCartArgs = z.object({
  orderId: z.uuid({ error: 'validation.format' }),
  reservation: z.uuid({ error: 'validation.format' }),
});
const startPaymentArgs = z.object({
  orderId: z.uuid({ error: 'validation.format' }),
  shoppingCartId: z.uuid({ error: 'validation.format' }),
  language: z.enum(LANGUAGES),
});

/** payments.graphql: the card payment of a cart, through the configured provider. */
export const paymentResolvers: Resolvers = {
  Mutation: {
    async startPayment(_root, args, ctx) {
      const request = parseArgs(startPaymentArgs, args, ctx.language);
      await enforceRateLimit(ctx, 'orderLookup');
      const result = await startPayment(ctx, {
        ...request,
        platform: ctx.platform.code,
        publicUrl: ctx.publicUrl(ctx.reply.request),
      });
      return withMessage(result, request.language);
    },

    async confirmShoppingCart(_root, args, ctx) {
      const cart = parseArgs(cartArgs, args, ctx.language);
      await enforceRateLimit(ctx, 'orderLookup');
      const result = await confirmPayment(ctx, { ...cart, platform: ctx.platform.code });
      return withMessage(result, ctx.language);
    },

    async confirmShoppingCartBasic(_root, args, ctx) {
      const cart = parseArgs(freeCartArgs, args, ctx.language);
      await enforceRateLimit(ctx, 'orderLookup');
      const result = await confirmFreeCart(ctx, { ...cart, platform: ctx.platform.code });
      return withMessage(result, ctx.language);
    },
  },
};

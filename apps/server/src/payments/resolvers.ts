import { LANGUAGES } from '@sesame/domain/i18n/language';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { z } from 'zod';
import type { GraphqlContext } from '../graphql/context.ts';
import { parseArgs } from '../graphql/parse-args.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { withMessage } from '../orders/resolvers.ts';
import { confirmPayment } from './confirm-payment.ts';
import { startPayment } from './start-payment.ts';

const cartArgs = z.object({
  orderId: z.uuid({ error: 'validation.format' }),
  shoppingCartId: z.uuid({ error: 'validation.format' }),
});
const startPaymentArgs = z.object({
  orderId: z.uuid({ error: 'validation.format' }),
  shoppingCartId: z.uuid({ error: 'validation.format' }),
  language: z.enum(LANGUAGES),
});

/** payments.graphql: the card payment of a cart, through the configured provider. */
export const paymentResolvers: IResolvers<unknown, GraphqlContext & MercuriusContext> = {
  Mutation: {
    async startPayment(
      _root: unknown,
      args: Record<string, unknown>,
      ctx: GraphqlContext & MercuriusContext,
    ) {
      const request = parseArgs(startPaymentArgs, args, ctx.language);
      await enforceRateLimit(ctx, 'orderLookup');
      const result = await startPayment(ctx, {
        ...request,
        platform: ctx.platform.code,
        publicUrl: ctx.publicUrl(ctx.reply.request),
      });
      return withMessage(result, request.language);
    },

    async confirmShoppingCart(
      _root: unknown,
      args: Record<string, unknown>,
      ctx: GraphqlContext & MercuriusContext,
    ) {
      const cart = parseArgs(cartArgs, args, ctx.language);
      await enforceRateLimit(ctx, 'orderLookup');
      const result = await confirmPayment(ctx, { ...cart, platform: ctx.platform.code });
      return withMessage(result, ctx.language);
    },
  },
};

import { LANGUAGES } from '@sesame/domain/i18n/language';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { z } from 'zod';
import type { GraphqlContext } from '../graphql/context.ts';
import { parseArgs } from '../graphql/parse-args.ts';
import { withMessage } from '../orders/resolvers.ts';
import { startPayment } from './start-payment.ts';

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
      const { protocol, host } = ctx.reply.request;
      const result = await startPayment(ctx, {
        ...request,
        platform: ctx.platform.code,
        publicUrl: ctx.publicUrl(`${protocol}://${host}`),
      });
      return withMessage(result, request.language);
    },
  },
};

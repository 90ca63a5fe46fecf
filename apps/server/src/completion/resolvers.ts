import { distributionProblemText } from '@sesame/domain/accommodation/distribution-messages';
import { parisToday } from '@sesame/domain/dates/paris-today';
import { LANGUAGES } from '@sesame/domain/i18n/language';
import { basketSchema } from '@sesame/domain/validation/basket-schema';
import { isoDate, oneOf } from '@sesame/domain/validation/fields';
import { z } from 'zod';
import type { GraphqlContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolver-types.ts';
import { parseArgs } from '../graphql/parse-args.ts';
import { userError } from '../graphql/user-error.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { withMessage } from '../orders/resolvers.ts';
import { changeVisitDate } from './change-visit-date.ts';
import { findOrderToComplete } from './order-to-complete.ts';
import { saveCompletionBasket } from './save-completion-basket.ts';
import { startCompletion } from './start-completion.ts';

const uuid = () => z.uuid({ error: 'validation.format' });
const orderArgs = z.object({ orderId: uuid() });
const extrasArgs = z.object({
  orderId: uuid(),
  language: oneOf(LANGUAGES),
  complementaries: basketSchema.shape.complementaries,
  restaurants: basketSchema.shape.restaurants,
  restaurantAllergies: basketSchema.shape.restaurantAllergies,
  restaurantAllergyNote: basketSchema.shape.restaurantAllergyNote,
  accommodation: basketSchema.shape.accommodation,
});
const dateChangeArgs = z.object({ orderId: uuid(), startDate: isoDate() });

/** The signed-in customer, or UNAUTHENTICATED: completing an order has no guest answer. */
function signedIn(ctx: GraphqlContext) {
  if (!ctx.customer) throw userError('UNAUTHENTICATED', ctx.language);
  return ctx.customer;
}

/** completion.graphql: completion mode and the flexible rate's date change (issue 10). */
export const completionResolvers: Resolvers = {
  Query: {
    async orderToComplete(_root, args, ctx) {
      const customer = signedIn(ctx);
      // A malformed id is nobody's order: the same empty answer as another customer's.
      const parsed = z.object({ id: uuid() }).safeParse(args);
      if (!parsed.success) return null;
      await enforceRateLimit(ctx, 'orderLookup');
      const order = await findOrderToComplete(ctx.db, {
        customerId: customer.id,
        orderId: parsed.data.id,
        platform: ctx.platform.code,
      });
      if (!order) return null;
      return {
        ...order,
        group: { babies: 0, ...order.group },
        products: order.products.map((product) => ({
          ...product,
          providerType: product.providerType ?? null,
        })),
      };
    },
  },

  Mutation: {
    async startCompletion(_root, args, ctx) {
      const customer = signedIn(ctx);
      const { orderId } = parseArgs(orderArgs, args, ctx.language);
      await enforceRateLimit(ctx, 'orderCreation');
      const result = await startCompletion(ctx.db, {
        customerId: customer.id,
        parentOrderId: orderId,
        platform: ctx.platform.code,
        language: ctx.language,
        today: parisToday(ctx.clock()),
      });
      return result.success
        ? { ...result, code: null, message: null }
        : withMessage(result, ctx.language);
    },

    async saveCompletionBasket(_root, args, ctx) {
      const customer = signedIn(ctx);
      const request = parseArgs(extrasArgs, args, ctx.language);
      await enforceRateLimit(ctx, 'orderLookup');
      const result = await saveCompletionBasket(ctx.db, ctx.products, ctx.platform, {
        customerId: customer.id,
        ...request,
        today: parisToday(ctx.clock()),
      });
      if (result.success) return { ...result, code: null, message: null };
      const { problems = [], ...refusal } = result;
      const answer = withMessage(refusal, ctx.language);
      // booking-funnel.md §5: a distribution refused says what is wrong with it, room by room.
      const texts = problems.map((problem) => distributionProblemText(problem, ctx.language));
      return { ...answer, message: [answer.message, ...texts].join(' '), lines: [], total: 0 };
    },

    async changeVisitDate(_root, args, ctx) {
      const customer = signedIn(ctx);
      const request = parseArgs(dateChangeArgs, args, ctx.language);
      await enforceRateLimit(ctx, 'orderLookup');
      const result = await changeVisitDate(ctx.db, ctx.products, ctx.platform, {
        customerId: customer.id,
        ...request,
        today: parisToday(ctx.clock()),
      });
      return result.success
        ? { ...result, code: null, message: null }
        : withMessage(result, ctx.language);
    },
  },
};

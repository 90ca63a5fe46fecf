import { renewalsLeft } from '@sesame/domain/booking/hold-renewal';
import { parisToday } from '@sesame/domain/dates/paris-today';
import { basketSchema } from '@sesame/domain/validation/basket-schema';
import { customerSchema } from '@sesame/domain/validation/customer-schema';
import { postalAddressSchema } from '@sesame/domain/validation/guest-schema';
import {
  deleteLockedStockSchema,
  lockedStockSchema,
} from '@sesame/domain/validation/locked-stock-schema';
import { z } from 'zod';
import { isAnotherCustomersOrder } from '../account/account-orders-repo.ts';
import type { GraphqlContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolver-types.ts';
import { parseArgs } from '../graphql/parse-args.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { type MessageCode, message } from '../i18n/messages.ts';
import { createCart } from './create-cart.ts';
import { findOrderBasket } from './find-basket.ts';
import { findOrderSummary } from './find-order.ts';
import { initOrder } from './init-order.ts';
import { lockStock } from './lock-stock.ts';
import { moveOrder } from './move-order.ts';
import { releaseHold, releaseOrderHolds } from './release-stock.ts';
import { renewHolds } from './renew-holds.ts';
import { saveBasket } from './save-basket.ts';

const uuid = () => z.uuid({ error: 'validation.format' });
const orderArgs = z.object({ orderId: uuid() });
const basketIdArgs = z.object({ id: uuid() });
const moveArgs = z
  .object({ fromOrderId: uuid(), toOrderId: uuid() })
  .refine((ids) => ids.fromOrderId !== ids.toOrderId, {
    error: 'validation.format',
    path: ['toOrderId'],
  });
const holdArgs = z.object({
  lockedStockData: lockedStockSchema.refine((data) => data.service !== 'ALL', {
    error: 'validation.format',
    path: ['service'],
  }),
});
const releaseArgs = z.object({ lockedStockData: lockedStockSchema });
const releaseOrderArgs = z.object({ deleteLockedStockData: deleteLockedStockSchema });
const basketArgs = z.object({ orderId: uuid(), basket: basketSchema });
const customerArgs = z.object({
  orderId: uuid(),
  customer: customerSchema.extend({ postalAddress: postalAddressSchema.nullish() }),
});

/**
 * An expected outcome as the contract shapes it: a failure carries its stable code and the
 * message in the request's language (CONVENTIONS.md, code 5).
 */
export function withMessage<T extends { success: boolean; code?: MessageCode }>(
  result: T,
  language: GraphqlContext['language'],
) {
  return { ...result, message: result.code ? message(result.code, language) : null };
}

/** The order flow of orders.graphql (booking-funnel.md §4): init, hold, save, cart, confirm. */
export const orderResolvers: Resolvers = {
  Query: {
    async order(_root, args, ctx) {
      const { orderId } = parseArgs(orderArgs, args, ctx.language);
      await enforceRateLimit(ctx, 'orderLookup');
      return findOrderSummary(ctx.db, ctx.platform, orderId);
    },

    async basket(_root, args, ctx) {
      const { id } = parseArgs(basketIdArgs, args, ctx.language);
      await enforceRateLimit(ctx, 'orderLookup');
      // A signed-in customer reaches no other account's paid order (DESIGN.md invariant 5).
      if (ctx.customer && (await isAnotherCustomersOrder(ctx.db, ctx.customer.id, id))) return null;
      return findOrderBasket(ctx.db, ctx.platform, id);
    },
  },

  Mutation: {
    async initOrder(_root, _args, ctx) {
      await enforceRateLimit(ctx, 'orderCreation');
      return initOrder(ctx.db, { platform: ctx.platform.code, language: ctx.language });
    },

    async setLockedStock(_root, args, ctx) {
      const { lockedStockData } = parseArgs(holdArgs, args, ctx.language);
      await enforceRateLimit(ctx, 'heldPlaces', lockedStockData.quantity);
      return withMessage(
        await lockStock(ctx.db, ctx.products, ctx.platform.code, lockedStockData),
        ctx.language,
      );
    },

    async removeLockedStock(_root, args, ctx) {
      const { lockedStockData } = parseArgs(releaseArgs, args, ctx.language);
      await enforceRateLimit(ctx, 'orderLookup');
      return withMessage(
        await releaseHold(ctx.db, ctx.products, ctx.platform.code, lockedStockData),
        ctx.language,
      );
    },

    async removeOrderLockedStocks(_root, args, ctx) {
      const { deleteLockedStockData } = parseArgs(releaseOrderArgs, args, ctx.language);
      await enforceRateLimit(ctx, 'orderLookup');
      return withMessage(
        await releaseOrderHolds(ctx.db, ctx.products, ctx.platform.code, deleteLockedStockData),
        ctx.language,
      );
    },

    async saveBasket(_root, args, ctx) {
      const { orderId, basket } = parseArgs(basketArgs, args, ctx.language);
      await enforceRateLimit(ctx, 'orderLookup');
      const result = await saveBasket(ctx.db, ctx.products, ctx.platform, {
        orderId,
        basket,
        today: parisToday(ctx.clock()),
      });
      return result.success
        ? { ...result, code: null, message: null }
        : { ...withMessage(result, ctx.language), lines: [], total: 0 };
    },

    async createShoppingCart(_root, args, ctx) {
      const request = parseArgs(customerArgs, args, ctx.language);
      await enforceRateLimit(ctx, 'orderLookup');
      return withMessage(await createCart(ctx.db, ctx.platform.code, request), ctx.language);
    },

    async moveOrder(_root, args, ctx) {
      const ids = parseArgs(moveArgs, args, ctx.language);
      await enforceRateLimit(ctx, 'orderLookup');
      const result = await moveOrder(ctx.db, ctx.platform.code, ids);
      return result.success
        ? { ...result, code: null, message: null, renewalsLeft: renewalsLeft(result.renewals) }
        : withMessage(result, ctx.language);
    },

    async renewLockedStock(_root, args, ctx) {
      const { orderId } = parseArgs(orderArgs, args, ctx.language);
      await enforceRateLimit(ctx, 'orderLookup');
      const result = await renewHolds(ctx.db, ctx.products, ctx.platform, {
        orderId,
        today: parisToday(ctx.clock()),
      });
      return result.success
        ? { ...result, code: null, message: null, renewalsLeft: renewalsLeft(result.renewals) }
        : withMessage(result, ctx.language);
    },
  },
};

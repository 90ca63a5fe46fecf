import { z } from 'zod';
import type { GraphqlContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolver-types.ts';
import { parseArgs } from '../graphql/parse-args.ts';
import { userError } from '../graphql/user-error.ts';
import { customerAccountOrders } from './account-orders.ts';
import { customerEmail } from './account-orders-repo.ts';

/** §9: orders page size default 50. */
const PAGE_SIZE = 50;

const orderIdArgs = z.object({ id: z.uuid({ error: 'validation.format' }) });
const filterArgs = z.object({
  skip: z.int({ error: 'validation.format' }).min(0, { error: 'validation.min' }).default(0),
  take: z
    .int({ error: 'validation.format' })
    .min(1, { error: 'validation.min' })
    .max(PAGE_SIZE, { error: 'validation.max' })
    .default(PAGE_SIZE),
  email: z.string().max(254, { error: 'validation.max' }).nullish(),
});

/** The signed-in customer, or UNAUTHENTICATED: the account's queries have no guest answer. */
function signedIn(ctx: GraphqlContext) {
  if (!ctx.customer) throw userError('UNAUTHENTICATED', ctx.language);
  return ctx.customer;
}

/** Whose orders, read when, named in which language. */
function accountRequest(ctx: GraphqlContext, customerId: string) {
  return { customerId, now: ctx.clock(), language: ctx.language };
}

/** account.graphql: the account area's order queries (checkout-and-account.md §7). */
export const accountResolvers: Resolvers = {
  Query: {
    async myOrders(_root, _args, ctx) {
      const customer = signedIn(ctx);
      return customerAccountOrders(ctx.db, ctx.platform, accountRequest(ctx, customer.id));
    },

    async myOrderNew(_root, args, ctx) {
      const customer = signedIn(ctx);
      // A malformed id is nobody's order: the same empty answer as another customer's.
      const parsed = orderIdArgs.safeParse(args);
      if (!parsed.success) return null;
      const [order] = await customerAccountOrders(ctx.db, ctx.platform, {
        ...accountRequest(ctx, customer.id),
        orderId: parsed.data.id,
      });
      return order ?? null;
    },

    async filteredOrders(_root, args, ctx) {
      const customer = signedIn(ctx);
      const { skip, take, email } = parseArgs(filterArgs, args, ctx.language);
      if (email && email.trim().toLowerCase() !== (await customerEmail(ctx.db, customer.id))) {
        return [];
      }
      const orders = await customerAccountOrders(
        ctx.db,
        ctx.platform,
        accountRequest(ctx, customer.id),
      );
      return orders
        .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
        .slice(skip, skip + take)
        .map((order) => ({
          status: order.status,
          orderId: order.id,
          shortOrderId: order.shortOrderId,
          gtsId: order.gtsId,
          ticketingId: order.ticketingId,
          currency: order.currency,
          startDate: order.accessDate,
          totalPrice: order.totalPrice,
          saved_at: order.savedAt,
        }));
    },
  },
};

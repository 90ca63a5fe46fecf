import { type MergedTicket, mergeTickets } from '@sesame/domain/account/merge-tickets';
import { classifyVisits } from '@sesame/domain/account/visits';
import { cents } from '@sesame/domain/money/cents';
import type { AccountOrder } from './account-queries.ts';

/** A visit of the account: the orders of one gtsId, merged as §4 says, and the orders behind it. */
export interface Visit {
  accessDate: string;
  ticket: MergedTicket;
  orders: AccountOrder[];
}

/**
 * checkout-and-account.md §4: the orders of one visit (same gtsId) are one ticket; the visits are
 * then classified by readings.md §5 (next, future ascending, past).
 */
export function accountVisits(orders: readonly AccountOrder[], now: Date) {
  const merged = mergeTickets(
    orders.map((order) => ({
      gtsId: order.gtsId,
      startDate: order.accessDate,
      orderId: order.id,
      ticketingId: order.ticketingId,
      amount: cents(order.totalPrice),
      catering: order.catering,
      options: order.options,
      accommodation: order.accommodation,
    })),
  );
  const visits: Visit[] = merged.map((ticket) => ({
    accessDate: ticket.startDate,
    ticket,
    orders: orders.filter((order) => ticket.ordersIds.includes(order.id)),
  }));
  return classifyVisits(visits, now);
}

/** The visit an order belongs to, among the account's orders. */
export function visitOfOrder(orders: readonly AccountOrder[], order: AccountOrder, now: Date) {
  const { future, past } = accountVisits(orders, now);
  return [...future, ...past].find((visit) => visit.ticket.ordersIds.includes(order.id)) ?? null;
}

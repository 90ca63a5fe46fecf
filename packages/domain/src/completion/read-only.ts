import { daysBetween } from '../dates/calendar-days.ts';
import type { OrderToComplete } from './order-to-complete.ts';

/** Why a paid order cannot be completed, for the account's message. */
export type CompletionRefusal = 'READ_ONLY' | 'NOT_PAID' | 'VISIT_OVER';

/**
 * checkout-and-account.md §4: an order the park changed by hand is read-only for the customer (the
 * message asks them to contact support); an order not booked online is not shown at all.
 */
export function isReadOnly(
  order: Pick<OrderToComplete, 'changedByPark' | 'bookedOnline'>,
): boolean {
  return order.changedByPark === true || order.bookedOnline === false;
}

/**
 * checkout-and-account.md §1 and §4, completion mode: extras are added to a paid order the customer
 * may change, whose visit has not ended (`today` in Europe/Paris, readings.md §5); null when allowed.
 */
export function completionRefusal(
  order: Pick<OrderToComplete, 'status' | 'accessEndDate' | 'changedByPark' | 'bookedOnline'>,
  today: string,
): CompletionRefusal | null {
  if (isReadOnly(order)) return 'READ_ONLY';
  if (order.status !== 'paid') return 'NOT_PAID';
  if (daysBetween(today, order.accessEndDate) < 0) return 'VISIT_OVER';
  return null;
}

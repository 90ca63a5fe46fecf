import { parisToday } from '../dates/paris-today.ts';

/** Where an order was booked: on this site, or at the park (ticket office, phone, groups desk). */
export type SalesChannel = 'online' | 'park';

export interface AccountOrderState {
  status: 'paid' | 'cancelled';
  channel: SalesChannel;
  /** Whether the park's staff changed the order after it was booked. */
  changedByPark: boolean;
  /** The visit day, `yyyy-MM-dd`. */
  accessDate: string;
}

/**
 * Why the customer may only look at an order, in the order the account page says it: an order
 * changed by the park sends them to the support teams whatever else holds.
 */
export type ReadOnlyReason = 'CHANGED_BY_PARK' | 'CANCELLED' | 'PAST_VISIT';

/** checkout-and-account.md §4: account pages only show orders booked online. */
export function shownInAccount(order: Pick<AccountOrderState, 'channel'>): boolean {
  return order.channel === 'online';
}

/**
 * checkout-and-account.md §4: orders changed manually are read-only for the customer, with a
 * message to contact the support teams. A cancelled order and a visit already past (the Paris day,
 * readings.md §5) cannot be changed either. Null: the customer may change the order (add extras).
 */
export function readOnlyReason(order: AccountOrderState, now: Date): ReadOnlyReason | null {
  if (order.changedByPark) return 'CHANGED_BY_PARK';
  if (order.status === 'cancelled') return 'CANCELLED';
  if (order.accessDate < parisToday(now)) return 'PAST_VISIT';
  return null;
}

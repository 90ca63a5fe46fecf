import { hasBookedStay } from '@sesame/domain/completion/completion-stay';
import { orderProductType } from '@sesame/domain/completion/order-to-complete';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import type { Database } from '../db/client.ts';
import { orderLines } from '../orders/orders-repo.ts';
import { ownedPaidOrder, paidCompletionLines, parentOfCompletion } from './completion-repo.ts';
import { savedRequest } from './order-to-complete.ts';
import { visitStayNights } from './visit-lines.ts';

/**
 * What a completion's accommodation search is about: the paid visit's first day, days and the
 * nights a completion may add a stay for, its group, and the completion order whose held rooms
 * count as free to it.
 */
export interface CompletionStaySearch {
  startDate: string;
  duration: number;
  nights: number;
  group: { adults: number; children: number; babies: number };
  orderId: string;
}

export type CompletionStaySearchResult =
  | { success: true; search: CompletionStaySearch }
  | { success: false; code: 'ORDER_NOT_FOUND' | 'ALREADY_BOOKED' };

/**
 * booking-funnel.md §7 and checkout-and-account.md §4: in completion mode the accommodation search
 * carries the partner header (docs/spec-readings.md: `X-Completion-Order`, the completion order's
 * id). The stay is searched on the paid visit the customer's completion adds to — its days, nights
 * and group, never the browser's — with the completion's own holds free to it. Another customer's
 * completion or an unknown id is ORDER_NOT_FOUND; a visit with a stay already, ALREADY_BOOKED.
 */
export async function completionStaySearch(
  db: Database,
  platform: PlatformConfig,
  request: { customerId: string; completionOrderId: string },
): Promise<CompletionStaySearchResult> {
  const parentOrderId = await parentOfCompletion(db, {
    customerId: request.customerId,
    orderId: request.completionOrderId,
  });
  const parent =
    parentOrderId &&
    (await ownedPaidOrder(db, {
      customerId: request.customerId,
      orderId: parentOrderId,
      platform: platform.code,
    }));
  const visit = parent && savedRequest(parent);
  if (!parent || !visit) return { success: false, code: 'ORDER_NOT_FOUND' };
  const booked = [
    ...(await orderLines(db, parent.id)),
    ...(await paidCompletionLines(db, parent.id)),
  ];
  if (hasBookedStay(booked.map((line) => ({ type: orderProductType(line.kind, null) }))))
    return { success: false, code: 'ALREADY_BOOKED' };
  const { adults, children, babies } = visit.group;
  return {
    success: true,
    search: {
      startDate: visit.startDate,
      duration: visit.duration,
      nights: await visitStayNights(db, platform, visit),
      group: { adults, children, babies },
      orderId: request.completionOrderId,
    },
  };
}

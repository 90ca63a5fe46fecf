import { type CompletionRefusal, completionRefusal } from '@sesame/domain/completion/read-only';
import type { Language } from '@sesame/domain/i18n/language';
import type { Database } from '../db/client.ts';
import { initOrder } from '../orders/init-order.ts';
import { insertCompletion } from './completion-repo.ts';
import { findOrderToComplete } from './order-to-complete.ts';

export type StartCompletionResult =
  | { success: true; orderId: string; shortOrderId: string }
  | {
      success: false;
      code: 'ORDER_NOT_FOUND' | 'ORDER_READ_ONLY' | 'VISIT_OVER';
    };

const REFUSAL_CODES: Record<
  CompletionRefusal,
  'ORDER_READ_ONLY' | 'VISIT_OVER' | 'ORDER_NOT_FOUND'
> = {
  READ_ONLY: 'ORDER_READ_ONLY',
  VISIT_OVER: 'VISIT_OVER',
  NOT_PAID: 'ORDER_NOT_FOUND',
};

/**
 * checkout-and-account.md §1 and §4, completion mode: a new order for the extras a customer adds
 * to one of their own paid orders, which the usual flow holds, prices and has paid. Another
 * customer's order, an unknown id or a completion gives ORDER_NOT_FOUND, never a hint it exists.
 */
export async function startCompletion(
  db: Database,
  request: {
    customerId: string;
    parentOrderId: string;
    platform: string;
    language: Language;
    today: string;
  },
): Promise<StartCompletionResult> {
  const parent = await findOrderToComplete(db, {
    customerId: request.customerId,
    orderId: request.parentOrderId,
    platform: request.platform,
  });
  if (!parent) return { success: false, code: 'ORDER_NOT_FOUND' };
  const refusal = completionRefusal(parent, request.today);
  if (refusal) return { success: false, code: REFUSAL_CODES[refusal] };
  const order = await initOrder(db, { platform: request.platform, language: request.language });
  await insertCompletion(db, {
    orderId: order.orderId,
    parentOrderId: parent.id,
    customerId: request.customerId,
  });
  return { success: true, ...order };
}

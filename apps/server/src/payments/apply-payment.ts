import type { Executor } from '../db/executor.ts';
import type { OrderDocumentsIssuer } from '../documents/issue-documents.ts';
import type { InsurancePolicies } from '../insurance/subscription/insurance-policies.ts';
import { fulfilCart, SOLD_OUT_AFTER_PAYMENT } from '../orders/fulfil-cart.ts';
import type { OrderRow } from '../orders/orders-repo.ts';
import type { ProductLines } from '../orders/product-lines.ts';
import { cancelOpenPayments, type PaymentRow, settle } from './payments-repo.ts';

export type Application =
  | { kind: 'order' }
  | {
      kind: 'refund';
      reason:
        | 'ORDER_ALREADY_PAID'
        | 'ORDER_CLOSED'
        | 'CART_CHANGED'
        | typeof SOLD_OUT_AFTER_PAYMENT;
    };

/**
 * What a succeeded payment becomes (DESIGN.md, payments), decided once, in the transaction that
 * locked its order and the payment: it pays for its cart when that cart is still the order's and
 * its places are sold; otherwise it is refunded. Never two succeeded payments kept on one order.
 */
export async function applyPayment(
  tx: Executor,
  order: OrderRow,
  payment: PaymentRow,
  products: Pick<ProductLines, 'sell'>,
  documents: OrderDocumentsIssuer,
  insurancePolicies: Pick<InsurancePolicies, 'orderPaid'>,
): Promise<Application> {
  const application = await decide(tx, order, payment, products);
  await settle(tx, payment.id, application);
  // Whatever the outcome, the order's other checkouts can no longer charge.
  await cancelOpenPayments(tx, order.id);
  if (application.kind === 'order') {
    await documents.issue(tx, order);
    await insurancePolicies.orderPaid(tx, order.id);
  }
  return application;
}

async function decide(
  tx: Executor,
  order: OrderRow,
  payment: PaymentRow,
  products: Pick<ProductLines, 'sell'>,
): Promise<Application> {
  if (order.status === 'paid') return { kind: 'refund', reason: 'ORDER_ALREADY_PAID' };
  if (order.status === 'cancelled') return { kind: 'refund', reason: 'ORDER_CLOSED' };
  const { shoppingCartId, total } = order;
  if (
    order.status !== 'cart' ||
    shoppingCartId === null ||
    total === null ||
    payment.shoppingCartId !== shoppingCartId ||
    payment.amount !== total
  ) {
    return { kind: 'refund', reason: 'CART_CHANGED' };
  }
  const outcome = await fulfilCart(
    tx,
    { ...order, status: 'cart', shoppingCartId, total },
    products,
  );
  return outcome === 'paid'
    ? { kind: 'order' }
    : { kind: 'refund', reason: SOLD_OUT_AFTER_PAYMENT };
}

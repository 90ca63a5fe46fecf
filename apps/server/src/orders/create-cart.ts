import { randomUUID } from 'node:crypto';
import type { Cents } from '@sesame/domain/money/cents';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { basketSchema } from '@sesame/domain/validation/basket-schema';
import type { CustomerInput } from '@sesame/domain/validation/customer-schema';
import type { PostalAddress } from '@sesame/domain/validation/guest-schema';
import type { Database } from '../db/client.ts';
import { inTransaction } from '../db/executor.ts';
import { activeHoldsOfOrder } from './holds-repo.ts';
import { lockOrder, openCart } from './orders-repo.ts';

export type CreateCartResult =
  | { success: true; shoppingCartId: string; total: Cents }
  | {
      success: false;
      code:
        | 'ORDER_NOT_FOUND'
        | 'ORDER_ALREADY_PAID'
        | 'BASKET_INVALID'
        | 'SELECTION_EXPIRED'
        | 'POSTAL_ADDRESS_REQUIRED';
    };

/**
 * createShoppingCart (checkout-and-account.md §4, order flow): the identified visitor's saved
 * basket becomes a cart to pay, provided its places are still held. Each call opens a new cart
 * id, so a cart paid for is always the latest basket and contact the visitor confirmed. Tickets
 * sent by post need the address they go to (readings.md §16).
 */
export async function createCart(
  db: Database,
  platform: PlatformCode,
  request: { orderId: string; customer: CustomerInput & { postalAddress?: PostalAddress | null } },
): Promise<CreateCartResult> {
  return inTransaction(db, async (tx): Promise<CreateCartResult> => {
    const order = await lockOrder(tx, request.orderId);
    if (!order || order.platform !== platform) return { success: false, code: 'ORDER_NOT_FOUND' };
    if (order.status === 'paid') return { success: false, code: 'ORDER_ALREADY_PAID' };
    if (!order.basket || order.total === null) return { success: false, code: 'BASKET_INVALID' };
    if (order.status === 'cancelled' || order.holdsExpired) {
      return { success: false, code: 'SELECTION_EXPIRED' };
    }
    const held = await activeHoldsOfOrder(tx, order.id);
    const covered = order.basket.stock.every(
      ({ stockId, quantity }) => (held.get(stockId) ?? 0) >= quantity,
    );
    if (!covered) return { success: false, code: 'SELECTION_EXPIRED' };
    const posted = basketSchema.safeParse(order.basket.request).data?.sendingMethod === 'courrier';
    const postalAddress = posted ? request.customer.postalAddress : null;
    if (posted && !postalAddress) return { success: false, code: 'POSTAL_ADDRESS_REQUIRED' };

    const shoppingCartId = randomUUID();
    await openCart(tx, {
      orderId: order.id,
      shoppingCartId,
      customer: request.customer,
      postalAddress: postalAddress ?? null,
    });
    return { success: true, shoppingCartId, total: order.total };
  });
}

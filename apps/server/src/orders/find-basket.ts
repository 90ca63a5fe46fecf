import { renewalsLeft } from '@sesame/domain/booking/hold-renewal';
import type { Cents } from '@sesame/domain/money/cents';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import { type BasketInput, basketSchema } from '@sesame/domain/validation/basket-schema';
import type { Database } from '../db/client.ts';
import {
  findOrder,
  type OrderLine,
  type OrderStatus,
  orderCustomer,
  orderLines,
} from './orders-repo.ts';

/** The saved request, its optional lists and flags as the visitor left them (none: empty). */
type SavedBasketInput = Omit<BasketInput, 'coupons' | 'restaurants' | 'restaurantAllergies'> & {
  coupons: string[];
  restaurants: NonNullable<BasketInput['restaurants']>;
  restaurantAllergies: boolean;
};

export interface OrderBasket {
  orderId: string;
  shortOrderId: string;
  status: OrderStatus;
  booking: SavedBasketInput | null;
  customer: { email: string; firstName: string; lastName: string } | null;
  lines: OrderLine[];
  total: Cents | null;
  holdsExpireAt: string | null;
  renewalsLeft: number;
}

/**
 * booking-funnel.md §7, `basket(id)`: the booking last saved on an order and its customer, to
 * whoever holds the order's id (its secret), so that a reload or a second tab shows the same
 * basket. Nothing for an unknown id, another platform's order or a closed one (moved to a new
 * order after a back/forward navigation, or refunded).
 */
export async function findOrderBasket(
  db: Database,
  platform: PlatformConfig,
  orderId: string,
): Promise<OrderBasket | null> {
  const order = await findOrder(db, orderId);
  if (!order || order.platform !== platform.code || order.status === 'cancelled') return null;
  const booking = order.basket ? basketSchema.safeParse(order.basket.request) : null;
  const paid = order.status === 'paid';
  return {
    orderId: order.id,
    shortOrderId: order.shortId,
    status: order.status,
    booking: booking?.success ? savedInput(booking.data) : null,
    customer: await orderCustomer(db, order.id),
    lines: await orderLines(db, order.id),
    total: order.total,
    holdsExpireAt: paid ? null : order.holdsExpireAt,
    renewalsLeft: paid ? 0 : renewalsLeft(order.holdRenewals),
  };
}

function savedInput(request: BasketInput): SavedBasketInput {
  return {
    ...request,
    coupons: request.coupons ?? [],
    restaurants: request.restaurants ?? [],
    restaurantAllergies: request.restaurantAllergies ?? false,
  };
}

import type { Cents } from '@sesame/domain/money/cents';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import type { PostalAddress } from '@sesame/domain/validation/guest-schema';
import type { Database } from '../db/client.ts';
import { findOrder, type OrderLine, type OrderStatus, orderLines } from './orders-repo.ts';

export interface OrderSummary {
  orderId: string;
  shortOrderId: string;
  status: OrderStatus;
  total: Cents | null;
  currency: string;
  email: string | null;
  postalAddress: PostalAddress | null;
  lines: OrderLine[];
  holdsExpireAt: string | null;
}

/**
 * Query.order: an order of the request's platform, reached with its id — the unguessable secret a
 * guest holds (DESIGN.md, security defaults). What the summary and confirmation pages show.
 */
export async function findOrderSummary(
  db: Database,
  platform: PlatformConfig,
  orderId: string,
): Promise<OrderSummary | null> {
  const order = await findOrder(db, orderId);
  if (!order || order.platform !== platform.code) return null;
  return {
    orderId: order.id,
    shortOrderId: order.shortId,
    status: order.status,
    total: order.total,
    currency: platform.currency,
    email: order.email,
    postalAddress: order.postalAddress,
    lines: await orderLines(db, order.id),
    holdsExpireAt: order.status === 'paid' ? null : order.holdsExpireAt,
  };
}

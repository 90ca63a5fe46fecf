import { lastDateChangeDay } from '@sesame/domain/booking/flexible-rate-window';
import type { OrderToComplete } from '@sesame/domain/completion/order-to-complete';
import { orderProductType } from '@sesame/domain/completion/order-to-complete';
import { addDays } from '@sesame/domain/dates/calendar-days';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { sittingOf } from '@sesame/domain/restaurants/sitting-event-id';
import { type BasketInput, basketSchema } from '@sesame/domain/validation/basket-schema';
import { hotelsOf } from '../accommodation/stay-search.ts';
import type { Database } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';
import { type OrderLine, orderLines } from '../orders/orders-repo.ts';
import {
  type OwnedOrder,
  ownedPaidOrder,
  paidCompletionLines,
  parentOfCompletion,
} from './completion-repo.ts';

/** A customer's paid order as completion reads it, with what its flexible rate allows. */
export interface CompletableOrder extends OrderToComplete {
  shortOrderId: string;
  changedByPark: boolean;
  bookedOnline: boolean;
  duration: number;
  flexibleRate: boolean;
  /** The last day (Europe/Paris) the visit's date can still be changed; null without the rate. */
  lastDateChangeDay: string | null;
}

/** The basket request saveBasket stored on a paid order; null for an order without one. */
export function savedRequest(order: Pick<OwnedOrder, 'basket'>): BasketInput | null {
  return basketSchema.safeParse(order.basket?.request).data ?? null;
}

/** Whether the order's lines include the flexible rate (catalogue.md §7.2 FLEX). */
export function hasFlexibleRate(lines: readonly OrderLine[]): boolean {
  return lines.some((line) => line.kind === 'flexibleRate');
}

/**
 * checkout-and-account.md §3 and §7 (`myOrderNew` for the completion preset): the customer's own
 * paid order, its products being its lines and those of its paid completions, so the visit shows
 * everything booked for it; a completion's id stands for the order it completes. Null for another
 * customer's order or an unknown id.
 */
export async function findOrderToComplete(
  db: Database,
  request: { customerId: string; orderId: string; platform: string },
): Promise<CompletableOrder | null> {
  const order = await ownedPaidOrder(db, { ...request, orderId: await visitOrderId(db, request) });
  const saved = order && savedRequest(order);
  if (!order || !saved) return null;
  const own = await orderLines(db, order.id);
  const lines = [...own, ...(await paidCompletionLines(db, order.id))];
  const accessEndDate = addDays(saved.startDate, saved.duration - 1);
  const flexibleRate = hasFlexibleRate(own);
  const providerOf = await hotelProviders(db, order.platform);
  return {
    id: order.id,
    shortOrderId: order.shortId,
    status: order.status,
    accessDate: saved.startDate,
    accessEndDate,
    duration: saved.duration,
    group: saved.group,
    event:
      saved.eventDate && saved.seating ? { date: saved.eventDate, seating: saved.seating } : null,
    products: lines.map((line) => {
      // A meal's sitting is in its code (the eventId): its time makes it a lunch or a dinner.
      const sessionTime = line.kind === 'restaurant' ? (sittingOf(line.code)?.time ?? null) : null;
      const type = orderProductType(line.kind, sessionTime);
      const isVisit = type.includes('OFFER') || type.includes('NIGHT');
      return {
        type,
        code: line.code,
        name: line.label,
        quantity: line.quantity,
        price: line.totalPrice,
        dates: {
          accessDate: line.date,
          accessEndDate: line.date && isVisit ? accessEndDate : line.date,
          sessionTime,
        },
        group: { adults: line.adults, children: line.children },
        providerType: type === 'ACCOMMODATION' ? (providerOf.get(line.code) ?? null) : null,
      };
    }),
    changedByPark: order.changedByPark,
    bookedOnline: order.bookedOnline,
    flexibleRate,
    lastDateChangeDay: flexibleRate ? lastDateChangeDay(saved.startDate) : null,
  };
}

/**
 * checkout-and-account.md §4, already-booked view: who provides the hotel of each stay line's
 * code (a room kind, or the hotel's breakfast): INTERNE for the park's, PARTENAIRE for a partner's.
 */
async function hotelProviders(db: Database, platform: string): Promise<Map<string, string>> {
  const providers = new Map<string, string>();
  for (const hotel of await hotelsOf(db, platform as PlatformCode)) {
    const provider = hotel.provider === 'INTERNE' ? 'INTERNE' : 'PARTENAIRE';
    providers.set(`${hotel.code}-BREAKFAST`, provider);
    for (const room of hotel.rooms) providers.set(room.code, provider);
  }
  return providers;
}

/**
 * The order a visit was paid with: the parent of the customer's completion `orderId`, else
 * `orderId` itself. The account lists a paid completion as an order of its own, whose actions act
 * on the whole visit.
 */
export async function visitOrderId(
  db: Executor,
  request: { customerId: string; orderId: string },
): Promise<string> {
  return (await parentOfCompletion(db, request)) ?? request.orderId;
}

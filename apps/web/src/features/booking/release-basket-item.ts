import type { RemovableItem } from '@sesame/domain/booking/basket-items';
import { expectSuccess, request } from '../../lib/graphql-client.ts';
import { useBookingStore } from './booking-store.ts';
import { RemoveLockedStockDocument } from './hold-pass.ts';
import { releaseRooms, roomKindsOf } from './hold-rooms.ts';
import { releaseOrderHolds } from './release-order-holds.ts';

export interface BasketItemRemoval {
  item: RemovableItem;
  /** For a pass or an activity: the service its places are held under. */
  service?: 'PASS' | 'ACTIVITY';
}

/**
 * booking-funnel.md §4, basket items: gives back on the server the places of an item removed from
 * the summary (the day ticket: every hold of the order, since its seats, passes and activity go
 * with it; a pass or an activity: its own hold; the hotel stay: its room-nights; a meal: its
 * sitting's covers).
 */
export async function releaseBasketItem({ item, service }: BasketItemRemoval): Promise<void> {
  const { order, booking } = useBookingStore.getState();
  if (!order.orderId) return;
  if (item.kind === 'ticket') await releaseOrderHolds(order.orderId, 'ALL');
  const stay = booking.bookingAccommodation;
  if (item.kind === 'accommodation' && stay?.roomsSolution) {
    await releaseRooms(order.orderId, stay, roomKindsOf(stay.roomsSolution.solution));
  }
  if (item.kind === 'complementary' && service) {
    const held = booking.complementaries.find(({ code }) => code === item.code);
    const startDate = held?.dates[0] ?? booking.startDate;
    if (!held || !startDate) return;
    const { removeLockedStock } = await request(RemoveLockedStockDocument, {
      lockedStockData: {
        orderId: order.orderId,
        service,
        code: item.code,
        startDate,
        duration: held.dates.length,
        quantity: held.quantity,
      },
    });
    expectSuccess(removeLockedStock);
  }
  if (item.kind === 'meal') {
    const lines = booking.restaurants.filter(({ eventId }) => eventId === item.eventId);
    const [first] = lines;
    if (!first) return;
    const { removeLockedStock } = await request(RemoveLockedStockDocument, {
      lockedStockData: {
        orderId: order.orderId,
        service: 'RESTAURANT',
        code: item.eventId,
        startDate: first.date,
        quantity: lines.reduce((covers, line) => covers + line.adults + line.children, 0),
      },
    });
    expectSuccess(removeLockedStock);
  }
}

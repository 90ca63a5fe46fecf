import { isChoiceStep, type Route } from '@sesame/domain/funnel/routes';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '../../lib/router.tsx';
import { useBookingStore } from './booking-store.ts';
import { moveToNewOrder } from './move-order.ts';

/**
 * booking-funnel.md §4, order flow: "a new order identifier is generated after a back/forward
 * browser navigation"; readings.md §13: the basket's holds move to it, so the visitor loses
 * nothing. Coming back (or forward) onto a choice step moves the stored order to a new one. The
 * page the visitor first opened is not such a navigation, even though the router calls it one too.
 */
export function useNewOrderOnHistoryNavigation(route: Route): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const openedAt = useRef(location);

  useEffect(() => {
    if (location === openedAt.current || navigationType !== 'POP' || !isChoiceStep(route)) return;
    const { order, booking } = useBookingStore.getState();
    if (order.orderId === null || booking.bookingPaid) return;
    void moveToNewOrder(order.orderId);
  }, [location, navigationType, route]);
}

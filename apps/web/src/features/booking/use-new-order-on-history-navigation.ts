import { isChoiceStep, type Route } from '@sesame/domain/funnel/routes';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useBookingStore } from './booking-store.ts';
import { releaseOrderHolds } from './release-order-holds.ts';

/**
 * booking-funnel.md §4, order flow: "a new order identifier is generated after a back/forward
 * browser navigation". Coming back (or forward) onto a choice step gives up the stored order and
 * releases its places, so the next hold opens a new order. The page the visitor first opened is
 * not such a navigation, even though the router calls it one too.
 */
export function useNewOrderOnHistoryNavigation(route: Route): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const openedAt = useRef(location);

  useEffect(() => {
    if (location === openedAt.current || navigationType !== 'POP' || !isChoiceStep(route)) return;
    const { order, booking, forgetOrder } = useBookingStore.getState();
    if (order.orderId === null || booking.bookingPaid) return;
    // Forgotten first, so that a hold taken meanwhile already goes to a new order.
    forgetOrder();
    // Places that could not be released now are freed when their hold expires.
    releaseOrderHolds(order.orderId).catch(() => {});
  }, [location, navigationType, route]);
}

import { allowedQuery, type Route } from '@sesame/domain/funnel/routes';
import type { Language } from '@sesame/domain/i18n/language';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import { type ReactNode, useEffect } from 'react';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { loadedLazily } from '../lib/loaded-lazily.tsx';
import { useQueryClient } from '../lib/query/index.ts';
import { Navigate, useLocation } from '../lib/router.tsx';
import { pathOf } from '../paths.ts';
import { hasLoadedRestaurantList, hasLoadedStays } from './loaded-lists.ts';

interface RouteGateProps {
  route: Route;
  language: Language;
  config: PlatformConfig;
  children: ReactNode;
}

/**
 * The domain's guard of every route but the start page, from which it never sends a visitor
 * (`guard('start', …)` is null): it loads with the table of those pages, whose chunk each of them
 * waits for anyway, and the start page loads without it.
 */
const Guard = loadedLazily<RouteGateProps>(async () => {
  const { guard } = await import('./pages.ts');
  return function RouteGuard({ route, language, config, children }) {
    const { search } = useLocation();
    const booking = useBookingStore((state) => state.booking);
    const funnel = useBookingStore((state) => state.funnel);
    const customer = useBookingStore((state) => state.customer);
    const orderId = useBookingStore((state) => state.order.orderId);
    const queryClient = useQueryClient();

    // The payment provider sends the visitor back before the order is confirmed: the
    // confirmation page confirms it, which marks the booking paid; until then the guard would
    // send them away.
    const returnsFromPayment =
      route === 'confirmation' &&
      !booking.bookingPaid &&
      orderId !== null &&
      new URLSearchParams(search).has('paymentId');
    const redirect = returnsFromPayment
      ? null
      : guard(route, {
          booking,
          funnel,
          config,
          customer,
          loadedLists: {
            accommodations: hasLoadedStays(queryClient),
            restaurants: hasLoadedRestaurantList(queryClient),
          },
        });
    if (redirect !== null && redirect !== route) {
      return <Navigate to={pathOf(redirect, language)} replace />;
    }
    return children;
  };
});

/** Loads the guard of the other pages than start (a visit that opens on one renders with it). */
export const loadGuard = Guard.load;

/**
 * booking-funnel.md §2, navigation guard, checked on every page: a visitor who may not see the
 * page is sent, replacing the history entry, where the domain's guard says; query parameters the
 * route does not accept are dropped from the address the same way.
 */
export function RouteGate({ route, language, config, children }: RouteGateProps) {
  const { pathname, search } = useLocation();
  const restarting = useBookingStore((state) => state.restarting);
  const endRestart = useBookingStore((state) => state.endRestart);

  // readings.md §14: after « I understand » the visitor goes to the start page with the defaults;
  // the reset booking must not make the page they leave send them anywhere else.
  useEffect(() => {
    if (restarting && route === 'start') endRestart();
  }, [restarting, route, endRestart]);

  if (restarting && route !== 'start') return <Navigate to={pathOf('start', language)} replace />;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams(allowedQuery(route, Object.fromEntries(params)));
  const page =
    kept.size === params.size ? (
      children
    ) : (
      <Navigate to={{ pathname, search: kept.size > 0 ? `?${kept}` : '' }} replace />
    );
  if (route === 'start') return page;
  return (
    <Guard.Component route={route} language={language} config={config}>
      {page}
    </Guard.Component>
  );
}

import { guard } from '@sesame/domain/funnel/guard';
import { allowedQuery, type Route } from '@sesame/domain/funnel/routes';
import type { Language } from '@sesame/domain/i18n/language';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { pathOf } from '../paths.ts';

interface RouteGateProps {
  route: Route;
  language: Language;
  config: PlatformConfig;
  children: ReactNode;
}

/**
 * booking-funnel.md §2, navigation guard, checked on every page: a visitor who may not see the
 * page is sent, replacing the history entry, where the domain's guard says. Query parameters the
 * route does not accept are then dropped from the address; the page renders once with them, so
 * that a one-time answer (the payment provider's `?error=`) can be read.
 */
export function RouteGate({ route, language, config, children }: RouteGateProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const booking = useBookingStore((state) => state.booking);
  const funnel = useBookingStore((state) => state.funnel);
  const customer = useBookingStore((state) => state.customer);
  const orderId = useBookingStore((state) => state.order.orderId);
  const params = new URLSearchParams(search);

  // The payment provider sends the visitor back before the order is confirmed: the confirmation
  // page confirms it, which marks the booking paid; until then the guard would send them away.
  const returnsFromPayment =
    route === 'confirmation' &&
    !booking.bookingPaid &&
    orderId !== null &&
    (params.has('paymentId') || booking.paymentClientAnswer !== null);
  const redirect = returnsFromPayment ? null : guard(route, { booking, funnel, config, customer });

  const kept = new URLSearchParams(allowedQuery(route, Object.fromEntries(params)));
  const dropsParams = kept.size !== params.size;
  const keptQuery = kept.toString();
  useEffect(() => {
    if (redirect === null && dropsParams) {
      navigate({ pathname, search: keptQuery ? `?${keptQuery}` : '' }, { replace: true });
    }
  }, [redirect, dropsParams, pathname, keptQuery, navigate]);

  if (redirect !== null && redirect !== route) {
    return <Navigate to={pathOf(redirect, language)} replace />;
  }
  return children;
}

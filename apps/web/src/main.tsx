import './styles/global.css';
import { routeOfPath } from '@sesame/domain/funnel/routes';
import { DEFAULT_LANGUAGE } from '@sesame/domain/i18n/language';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadPage } from './app/route-page.tsx';
import { loadBasketTimer } from './features/booking/basket-bar.tsx';
import { useBookingStore } from './features/booking/booking-store.ts';
import { fetchSavedBasket } from './features/booking/saved-basket-query.ts';
import { loadLargeFamilyFields } from './features/visitors/visitors-form.tsx';
import { onSessionEnd } from './lib/auth-session.ts';
import { setLanguageAtBoot } from './lib/i18n.ts';
import { platformQuery } from './lib/platform-query.ts';
import { createQueryClient } from './lib/query-client.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The platform configuration and the texts of the first render load side by side before it.
void queryClient.prefetchQuery(platformQuery());
// checkout-and-account.md §4: when the identity session ends, the customer is logged out.
onSessionEnd(() => useBookingStore.getState().logOut());

/**
 * What the first render waits for, but no longer than a moment: on a slow connection the shell
 * and its loading state show meanwhile.
 */
function forAMoment(loading: Promise<unknown>): Promise<unknown> {
  return Promise.race([loading, new Promise<void>((resolve) => setTimeout(resolve, 2000))]);
}

const opened = routeOfPath(window.location.pathname);
const language = opened?.language ?? DEFAULT_LANGUAGE;
// The page opened, its code and texts, load beside the shell's texts and the saved booking, and
// the first render waits for them too: it shows the page, not a spinner that React would then
// keep 300 ms.
const pageLoaded = opened ? forAMoment(preloadPage(opened.route, language)) : Promise.resolve();

/**
 * booking-funnel.md §7, `basket(id)`: a reload or a second tab of an order shows the booking
 * saved on it, taken before the first render so that no page saves the session's older one over
 * it. A slow answer does not hold the page back longer than a moment; it applies when it comes.
 */
function restoreOnLoad(): Promise<unknown> {
  const { order, booking } = useBookingStore.getState();
  const { orderId } = order;
  if (orderId === null || booking.bookingPaid) return Promise.resolve();
  // Loaded only when there is a booking to restore, the Paris date's time-zone rules too: a first
  // visit does not download them. The saved basket is asked for at once, beside the code that
  // compares it, not after it.
  const restored = Promise.all([
    import('./app/restore-saved-booking.ts'),
    import('@sesame/domain/dates/paris-today'),
    fetchSavedBasket(orderId),
  ])
    .then(([{ restoreSavedBooking }, { parisToday }, saved]) =>
      restoreSavedBooking(orderId, saved, {
        queryClient,
        language,
        today: parisToday(new Date()),
      }),
    )
    .catch(() => undefined);
  return forAMoment(restored);
}

/** A tab that holds places shows their timer from its first render. */
function loadTimerOnLoad(): Promise<unknown> {
  if (!useBookingStore.getState().timer.timerEnabled) return Promise.resolve();
  return forAMoment(loadBasketTimer(language).catch(() => undefined));
}

/** A group that holds a large family card shows its fields from the start page's first render. */
function loadFamilyFieldsOnLoad(): Promise<unknown> {
  const { group } = useBookingStore.getState().booking;
  if (opened?.route !== 'start' || !group.hasLargeFamilyCard) return Promise.resolve();
  return forAMoment(loadLargeFamilyFields(language).catch(() => undefined));
}

const firstRender = [
  setLanguageAtBoot(language),
  restoreOnLoad(),
  loadTimerOnLoad(),
  loadFamilyFieldsOnLoad(),
  pageLoaded,
];
// A transition: React renders the first screen in slices, yielding to the browser between them,
// rather than in one long task that would hold a first tap back (total blocking time).
void Promise.all(firstRender).then(() => {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
});

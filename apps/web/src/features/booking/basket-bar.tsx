import { isChoiceStep, type Route } from '@sesame/domain/funnel/routes';
import { stepOfRoute } from '@sesame/domain/funnel/stepper';
import type { Language } from '@sesame/domain/i18n/language';
import { totalPrice } from '@sesame/domain/pricing/total-price';
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { TotalAmount, TotalBarHostContext } from '../../components/ui/total-bar.tsx';
import { useFormatMoney } from '../../lib/format.tsx';
import { useTranslation, withItsTexts } from '../../lib/i18n.ts';
import { loadedLazily } from '../../lib/loaded-lazily.tsx';
import styles from './basket-bar.module.css';
import { useBookingStore } from './booking-store.ts';

/**
 * The timer's code and texts: a first visit's start page renders without them, and loads them once
 * shown; a tab that holds places loads them before its first render (main.tsx), so that the bar
 * does not change.
 */
const loadTimerCode = withItsTexts(() => import('./basket-timer.tsx'));
const Timer = loadedLazily((language?: Language) =>
  loadTimerCode(language).then((module) => module.BasketTimer),
);

export const loadBasketTimer = Timer.load;

interface BasketBarProps {
  language: Language;
  route: Route;
  /** The page, whose total bar (components/ui/total-bar) shows in this bar. */
  children: ReactNode;
}

/**
 * Issue 11 and readings.md §15: one bar that stays at the bottom of the screen while places are
 * held or the page has a total: the time left and its warning, the total, and the page's way on.
 * It sits in the flow after the page, so it never hides the page's end; on the funnel's pages its
 * place is kept from the first paint, so that nothing moves when it fills.
 */
export function BasketBar({ language, route, children }: BasketBarProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { timerEnabled, expiredDate, renewals } = useBookingStore((state) => state.timer);
  const booking = useBookingStore((state) => state.booking);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [pageTotals, setPageTotals] = useState(0);
  const register = useCallback(() => {
    setPageTotals((count) => count + 1);
    return () => setPageTotals((count) => count - 1);
  }, []);
  const host = useMemo(() => ({ target, register }), [target, register]);

  const isHolding = timerEnabled && expiredDate !== null && !booking.bookingPaid;
  // From the summary on, the total is the one the server priced.
  const total = isChoiceStep(route) ? totalPrice(booking) : booking.total;
  const state =
    isHolding || pageTotals > 0 ? 'shown' : stepOfRoute(route) !== null ? 'reserved' : 'none';

  // On the funnel's pages, ready before the first places are held.
  useEffect(() => {
    if (state !== 'none') void loadBasketTimer().catch(() => undefined);
  }, [state]);

  return (
    <TotalBarHostContext value={host}>
      {children}
      <section
        aria-label={state === 'shown' ? t('booking.bar.label') : undefined}
        className={`${styles.bar} ${styles[state]}`}
      >
        <div className={styles.inner}>
          {isHolding && (
            <Suspense fallback={null}>
              <Timer.Component
                language={language}
                expiredDate={expiredDate}
                renewals={renewals ?? 0}
              />
            </Suspense>
          )}
          {isHolding && pageTotals === 0 && total > 0 && (
            <TotalAmount label={t('booking.bar.total')} amount={formatMoney(total)} />
          )}
          <div ref={setTarget} className={styles.slot} />
        </div>
      </section>
    </TotalBarHostContext>
  );
}

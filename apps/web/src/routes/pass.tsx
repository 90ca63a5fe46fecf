import { payingVisitors } from '@sesame/domain/booking/visitors';
import { bookedProducts, isAlreadyBooked } from '@sesame/domain/completion/already-booked';
import { completionStepAfter } from '@sesame/domain/completion/completion-steps';
import { addDays } from '@sesame/domain/dates/calendar-days';
import { nextStep } from '@sesame/domain/funnel/next-step';
import { isStepShown } from '@sesame/domain/funnel/stepper';
import { totalPrice } from '@sesame/domain/pricing/total-price';
import { useId, useState } from 'react';
import { InfoTip } from '../components/content/info-tip.tsx';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { Recap } from '../components/ui/recap.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { TotalBar } from '../components/ui/total-bar.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { useHoldPass } from '../features/booking/hold-pass.ts';
import { AlreadyBookedList } from '../features/completion/already-booked-list.tsx';
import { NoPassCard, PassCard } from '../features/pass/pass-card.tsx';
import { passComplementary, passesQuery } from '../features/pass/passes-query.ts';
import { useParisToday } from '../lib/clock.tsx';
import { errorCode, useErrorMessage } from '../lib/error-message.ts';
import { useFormatMoney } from '../lib/format.tsx';
import { useFormatVisitDate } from '../lib/format-date.ts';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useQuery, useQueryClient } from '../lib/query/index.ts';
import { Navigate, useNavigate } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf, paths } from '../paths.ts';
import styles from './pass.module.css';

/** The value of the "no pass" choice. */
const NO_PASS = '';

/**
 * booking-funnel.md §2, pass: the Emotion Pass (PE) and the Grand Emotion Pass (PGE) for the days
 * of the visit. Choosing one holds it for the group and puts it in the basket; choosing no pass
 * gives it back. Continue follows the next-step table.
 */
export default function PassRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pass.documentTitle'));
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = usePlatformConfig();
  const errorMessage = useErrorMessage();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatVisitDate();
  const booking = useBookingStore((state) => state.booking);
  const today = useParisToday();
  const radioName = useId();
  const { group, offer, duration } = booking;
  // The guard sends a visitor without a start date to duration before this page shows.
  const startDate = booking.startDate ?? today;

  const passes = useQuery(
    passesQuery({ language, group, startDate, purchaseDate: today, duration }),
  );
  const holdPass = useHoldPass();
  const [requested, setRequested] = useState<string | null>(null);

  const next = () => {
    const { booking: current, funnel } = useBookingStore.getState();
    const step = current.isInCompletion
      ? completionStepAfter('pass', current, config)
      : nextStep('pass', current, funnel, config);
    return pathOf(step, language);
  };
  // A night show alone gives no park entry: the platform disables the pass for it.
  if (!isStepShown('pass', booking, config)) {
    return <Navigate to={next()} replace />;
  }

  // Completion mode: a pass the paid order has is shown as booked, not sold again.
  const oldLines = bookedProducts(booking);
  const offered = (passes.data ?? []).filter((pass) => !isAlreadyBooked(oldLines, pass.code));
  const passCodes = offered.map((pass) => pass.code);
  const held = booking.complementaries.find((c) => passCodes.includes(c.code))?.code ?? NO_PASS;
  const shown = requested ?? held;

  const choose = (code: string) => {
    const pass = offered.find((candidate) => candidate.code === code);
    setRequested(code);
    holdPass.mutate(
      {
        pass: pass ? passComplementary(pass, group) : null,
        passCodes,
        startDate,
        duration,
      },
      {
        onSettled: () => setRequested(null),
        // Availability changed under the visitor's eyes: show what is left now.
        onError: () => void queryClient.invalidateQueries({ queryKey: ['complementaryOffers'] }),
      },
    );
  };

  const refusedPass = holdPass.isError
    ? offered.find((pass) => pass.code === holdPass.variables.pass?.code)
    : undefined;
  const holdError =
    holdPass.isError &&
    (refusedPass && errorCode(holdPass.error) === 'SOLD_OUT'
      ? t('pass.soldOut', { pass: refusedPass.name })
      : errorMessage(holdPass.error));

  const lastDay = addDays(startDate, duration - 1);
  return (
    <Page title={t('pass.title')} lead={t('pass.lead')} width="wide">
      {offer && (
        <Recap
          rows={[
            {
              label: t('pass.recap.offer'),
              value: offer.name,
              ...(booking.isInCompletion
                ? {}
                : { change: { to: paths.offers(language), label: t('pass.recap.change') } }),
            },
            {
              label: t('pass.recap.visit'),
              value:
                duration > 1
                  ? t('pass.recap.days', { from: formatDate(startDate), to: formatDate(lastDay) })
                  : formatDate(startDate),
            },
          ]}
        />
      )}
      {booking.isInCompletion && <AlreadyBookedList oldLines={oldLines} />}
      {passes.isPending && (
        <div className={styles.status}>
          <Spinner label={t('pass.loading')} />
        </div>
      )}
      {passes.isError && <LoadFailure query={passes} />}
      {passes.isSuccess && offered.length === 0 && (
        <Alert tone="info">
          <p>{t('pass.noPasses')}</p>
        </Alert>
      )}
      {offered.length > 0 && (
        <fieldset className={styles.choices} aria-busy={holdPass.isPending || undefined}>
          <legend className={styles.legend}>{t('pass.legend')}</legend>
          <div className={styles.hint}>
            <InfoTip code="PASS" />
          </div>
          <div className={styles.options}>
            <NoPassCard
              name={radioName}
              isChecked={shown === NO_PASS}
              onChoose={() => choose(NO_PASS)}
            />
            {offered.map((pass) => (
              <PassCard
                key={pass.code}
                pass={pass}
                group={group}
                name={radioName}
                isChecked={shown === pass.code}
                onChoose={() => choose(pass.code)}
              />
            ))}
          </div>
        </fieldset>
      )}
      {holdError && <Alert tone="danger">{holdError}</Alert>}
      {(passes.isSuccess || passes.isError) && payingVisitors(group) > 0 && (
        <TotalBar
          label={t('pass.total')}
          amount={formatMoney(totalPrice(booking))}
          action={t('common.continue')}
          onAction={() => navigate(next())}
          isActionDisabled={holdPass.isPending}
          isPending={holdPass.isPending}
        />
      )}
    </Page>
  );
}

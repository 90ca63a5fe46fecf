import { nextStep } from '@sesame/domain/funnel/next-step';
import { isActivityStepShown } from '@sesame/domain/funnel/stepper';
import { totalPrice } from '@sesame/domain/pricing/total-price';
import { useState } from 'react';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { Recap } from '../components/ui/recap.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { TotalBar } from '../components/ui/total-bar.tsx';
import {
  type ActivitySlot,
  activityQuery,
  slotComplementary,
  slotKey,
} from '../features/activities/activity-query.ts';
import { NO_SLOT, SlotPicker } from '../features/activities/slot-picker.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { useHoldActivity } from '../features/booking/hold-activity.ts';
import { useParisToday } from '../lib/clock.tsx';
import { errorCode, useErrorMessage } from '../lib/error-message.ts';
import { useFormatMoney } from '../lib/format.tsx';
import { useFormatTimeOfDay, useFormatVisitDate } from '../lib/format-date.ts';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useQuery, useQueryClient } from '../lib/query/index.ts';
import { Navigate, useNavigate } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf, paths } from '../paths.ts';
import styles from './activities.module.css';

/**
 * booking-funnel.md §2, activities: La Posada de los Reyes Magos (catalogue.md §7.1). The slots of
 * the visit's days with the children's places left; choosing one holds it for the group's
 * children and puts it in the basket, choosing no slot gives it back. Shown only when the
 * Christmas activities are on, the offer is eligible and there is a child (readings.md §2);
 * continue follows the next-step table.
 */
export default function ActivitiesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('activities.documentTitle'));
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = usePlatformConfig();
  const errorMessage = useErrorMessage();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatVisitDate();
  const formatTime = useFormatTimeOfDay();
  const booking = useBookingStore((state) => state.booking);
  const today = useParisToday();
  const { group, offer, duration } = booking;
  // The guard sends a visitor without a start date to duration before this page shows.
  const startDate = booking.startDate ?? today;

  const activity = useQuery(
    activityQuery({ language, group, startDate, purchaseDate: today, duration }),
  );
  const holdActivity = useHoldActivity();
  const [requested, setRequested] = useState<string | null>(null);

  const next = () => {
    const { booking: current, funnel } = useBookingStore.getState();
    return pathOf(nextStep('activities', current, funnel, config), language);
  };
  if (!isActivityStepShown(booking, config)) {
    return <Navigate to={next()} replace />;
  }

  const offered = activity.data ?? null;
  const held = offered && booking.complementaries.find((c) => c.code === offered.code);
  const heldKey =
    held?.session && held.dates[0]
      ? slotKey({ date: held.dates[0], session: held.session })
      : NO_SLOT;
  const shown = requested ?? heldKey;

  const choose = (slot: ActivitySlot | null) => {
    if (!offered) return;
    setRequested(slot ? slotKey(slot) : NO_SLOT);
    holdActivity.mutate(
      { slot: slot && slotComplementary(offered, slot), code: offered.code },
      {
        onSettled: () => setRequested(null),
        // Places changed under the visitor's eyes: show what is left now.
        onError: () => void queryClient.invalidateQueries({ queryKey: ['activityOffer'] }),
      },
    );
  };

  const refusedSlot = holdActivity.isError ? holdActivity.variables.slot : null;
  const holdError =
    holdActivity.isError &&
    (refusedSlot?.session && errorCode(holdActivity.error) === 'SOLD_OUT'
      ? t('activities.soldOut', { time: formatTime(refusedSlot.session) })
      : errorMessage(holdActivity.error));
  const slotPrice = offered?.stock.find((slot) => slot.valid)?.totalPrice;

  return (
    <Page title={t('activities.title')} lead={t('activities.lead')} width="wide">
      {offer && (
        <Recap
          rows={[
            {
              label: t('activities.recap.offer'),
              value: offer.name,
              change: { to: paths.offers(language), label: t('activities.recap.change') },
            },
            { label: t('activities.recap.visit'), value: formatDate(startDate) },
            {
              label: t('activities.recap.children'),
              value: t('activities.recap.childrenCount', { count: group.children }),
            },
          ]}
        />
      )}
      {activity.isPending && (
        <div className={styles.status}>
          <Spinner label={t('activities.loading')} />
        </div>
      )}
      {activity.isError && <LoadFailure query={activity} />}
      {activity.isSuccess && (!offered || offered.stock.length === 0) && (
        <Alert tone="info">
          <p>{t('activities.noSlots')}</p>
        </Alert>
      )}
      {offered && offered.stock.length > 0 && (
        <>
          <div className={styles.about}>
            <h2 className={styles.name}>{offered.name}</h2>
            <p>{offered.description}</p>
            {slotPrice !== undefined && (
              <p className={styles.price}>
                {slotPrice === 0
                  ? t('activities.included')
                  : t('activities.price', {
                      price: formatMoney(slotPrice),
                      count: offered.places,
                    })}
              </p>
            )}
          </div>
          <SlotPicker
            activity={offered}
            chosen={shown}
            onChoose={choose}
            isBusy={holdActivity.isPending}
          />
        </>
      )}
      {holdError && <Alert tone="danger">{holdError}</Alert>}
      {(activity.isSuccess || activity.isError) && (
        <TotalBar
          label={t('activities.total')}
          amount={formatMoney(totalPrice(booking))}
          action={t('common.continue')}
          onAction={() => navigate(next())}
          isActionDisabled={holdActivity.isPending}
          isPending={holdActivity.isPending}
        />
      )}
    </Page>
  );
}

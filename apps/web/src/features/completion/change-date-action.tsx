import { offerProduct } from '@sesame/domain/completion/completion-preset';
import { firstDayToMoveTo } from '@sesame/domain/completion/date-change';
import { daysBetween } from '@sesame/domain/dates/calendar-days';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useParisToday } from '../../lib/clock.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useFormatVisitDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useMutation, useQuery, useQueryClient } from '../../lib/query/index.ts';
import { useLanguage } from '../../lib/use-language.ts';
import styles from './change-date.module.css';
import { ChangeDateCalendar } from './change-date-calendar.tsx';
import { changeDaysQuery, changeVisitDate, orderToCompleteQuery } from './completion-calls.ts';

/**
 * booking-funnel.md §9, flexible rate: on a paid order bought with it, the customer picks another
 * day (open, with places for the group, 72 hours ahead at least) and confirms; the server moves
 * the visit with everything booked for its days and draws the tickets again, or refuses naming
 * what cannot move (a meal's sitting full that day…). Nothing shows for an order without the
 * rate. The calendar opens on the visit's month and asks the days of the month it shows: the park
 * may be closed for months between now and the visit.
 */
export function ChangeDateAction({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const today = useParisToday();
  const formatDate = useFormatVisitDate();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const order = useQuery(orderToCompleteQuery(orderId)).data;
  const [isOpen, setOpen] = useState(false);
  const [focused, setFocused] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const minDate = firstDayToMoveTo(today);
  const offerCode = order ? offerProduct(order.products)?.code : undefined;
  const days = useQuery(
    changeDaysQuery(
      isOpen && focused && order && offerCode
        ? { offerCode, ...order.group, duration: order.duration, from: monthFrom(focused, minDate) }
        : null,
    ),
  );
  const change = useMutation({
    mutationFn: (startDate: string) => changeVisitDate(orderId, startDate),
    onSuccess: () => {
      setOpen(false);
      // The order, its lines and tickets changed: every view of it is read again.
      void queryClient.invalidateQueries();
    },
  });

  if (!order?.flexibleRate || !offerCode) return null;
  if (!order.lastDateChangeDay || daysBetween(today, order.lastDateChangeDay) < 0) {
    return <p className={styles.legend}>{t('completion.changeDate.closed')}</p>;
  }
  const open = () => {
    // The visit's month, past the first day to move to: the change closes 72 hours before it.
    setFocused(order.accessDate);
    setChosen(null);
    setConfirming(false);
    change.reset();
    setOpen(true);
  };

  return (
    <div className={styles.panel}>
      {change.isSuccess && (
        <Alert tone="success">
          {t('completion.changeDate.done', { date: formatDate(change.data) })}
        </Alert>
      )}
      <div>
        <Button variant="secondary" onClick={open}>
          {t('completion.changeDate.button')}
        </Button>
        <p className={styles.legend}>
          {t('completion.changeDate.until', { date: formatDate(order.lastDateChangeDay) })}
        </p>
      </div>
      <Dialog
        title={t('completion.changeDate.title')}
        isOpen={isOpen}
        onOpenChange={setOpen}
        actions={
          confirming && chosen ? (
            <>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                {t('completion.changeDate.back')}
              </Button>
              <Button onClick={() => change.mutate(chosen)} isPending={change.isPending}>
                {t('completion.changeDate.confirm')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="ghost" onClick={() => setOpen(false)}>
                {t('completion.changeDate.cancel')}
              </Button>
              <Button disabled={!chosen} onClick={() => setConfirming(true)}>
                {t('completion.changeDate.continue')}
              </Button>
            </>
          )
        }
      >
        {confirming && chosen ? (
          <p>
            {t('completion.changeDate.confirmText', {
              from: formatDate(order.accessDate),
              to: formatDate(chosen),
            })}
          </p>
        ) : (
          <>
            <p className={styles.legend}>{t('completion.changeDate.legend')}</p>
            {days.isFetching && <Spinner label={t('completion.changeDate.loading')} />}
            <ChangeDateCalendar
              language={language}
              days={days.data ?? []}
              currentDate={order.accessDate}
              minDate={minDate}
              focusedDate={focused ?? order.accessDate}
              onFocusChange={setFocused}
              value={chosen}
              onChange={(day) => {
                setChosen(day);
                // A refusal named what could not move to the day chosen before: not to this one.
                change.reset();
              }}
            />
          </>
        )}
        {days.isError && <LoadFailure query={days} />}
        {change.isError && <Alert tone="danger">{errorMessage(change.error)}</Alert>}
      </Dialog>
    </div>
  );
}

/** The first day of `day`'s month, or `minDate` when that month starts before it. */
function monthFrom(day: string, minDate: string): string {
  const monthStart = `${day.slice(0, 7)}-01`;
  return daysBetween(minDate, monthStart) > 0 ? monthStart : minDate;
}

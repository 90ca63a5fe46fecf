import { addDays } from '@sesame/domain/dates/calendar-days';
import type { Language } from '@sesame/domain/i18n/language';
import type { Cents } from '@sesame/domain/money/cents';
import type { VisitDatesInput } from '@sesame/domain/validation/visit-dates-schema';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useFormatMoney } from '../../lib/format.tsx';
import { useFormatVisitDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePricedCalendar } from './use-priced-calendar.ts';
import { VisitCalendar } from './visit-calendar.tsx';
import styles from './visit-dates-form.module.css';

const DURATIONS = ['1', '2', '3'] as const;

interface VisitDatesFormProps {
  language: Language;
  today: string;
  defaultValues: { duration: number; startDate: string | null };
  /** In track offer the offer is chosen first and fixes the visit's length. */
  fixedOffer: { name: string; duration: number } | null;
  /** Who and what the calendar is priced for. */
  calendarRequest: Omit<Parameters<typeof usePricedCalendar>[0], 'duration'>;
  isPending: boolean;
  /** Why the dates could not be taken (the places of the chosen offer, in track offer). */
  error: unknown;
  onSubmit: (dates: VisitDatesInput) => void;
}

/**
 * booking-funnel.md §2, duration: the visit's length and first day, on a calendar priced for the
 * group, with the chosen days and their price under it. Its controls offer only valid values (a
 * length of 1 to 3 days, a day the calendar offers) and the server checks both, so it needs no
 * form library nor schema on the way (decision 34).
 */
export function VisitDatesForm({
  language,
  today,
  defaultValues,
  fixedOffer,
  calendarRequest,
  isPending,
  error,
  onSubmit,
}: VisitDatesFormProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatVisitDate();
  const errorMessage = useErrorMessage();
  const [duration, setDuration] = useState(defaultValues.duration);
  const [date, setDate] = useState(defaultValues.startDate);
  // Kept apart from the loaded months, so the chosen day's price shows while browsing others.
  const [datePrice, setDatePrice] = useState<Cents | null>(null);
  const calendar = usePricedCalendar({ ...calendarRequest, duration }, today, date);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date) onSubmit({ duration, startDate: date });
  };
  const chosenPrice = datePrice ?? (date ? (calendar.days.get(date)?.price ?? null) : null);

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {fixedOffer ? (
        <p className={styles.fixed}>
          {t('duration.offerDuration', { count: fixedOffer.duration, offer: fixedOffer.name })}
        </p>
      ) : (
        <ChoiceGroup
          legend={t('duration.length.legend')}
          look="segmented"
          value={String(duration) as (typeof DURATIONS)[number]}
          onChange={(value) => {
            setDuration(Number(value));
            // Prices and availability depend on the length: the day is chosen again.
            setDate(null);
            setDatePrice(null);
          }}
          choices={DURATIONS.map((days) => ({
            value: days,
            label: t('duration.length.days', { count: Number(days) }),
          }))}
        />
      )}
      {calendar.error && <Alert tone="danger">{errorMessage(calendar.error)}</Alert>}
      <VisitCalendar
        language={language}
        days={calendar.days}
        minDate={today}
        value={date}
        onChange={(day) => {
          setDate(day);
          setDatePrice(calendar.days.get(day)?.price ?? null);
        }}
        focusedMonth={calendar.focusedMonth}
        onFocusChange={calendar.setFocusedMonth}
        duration={duration}
        isLoading={calendar.isLoading}
      />
      <div className={styles.choice} aria-live="polite">
        {date ? (
          <>
            <p className={styles.dates}>
              {duration > 1
                ? t('duration.selection.range', {
                    from: formatDate(date),
                    to: formatDate(addDays(date, duration - 1)),
                  })
                : formatDate(date)}
            </p>
            {chosenPrice !== null && (
              <p className={styles.from}>
                {t('duration.selection.from', { price: formatMoney(chosenPrice) })}
              </p>
            )}
          </>
        ) : (
          <p className={styles.from}>{t('duration.selection.none')}</p>
        )}
      </div>
      {error !== null && <Alert tone="danger">{errorMessage(error)}</Alert>}
      <Button type="submit" fullWidth disabled={!date} isPending={isPending}>
        {t('common.continue')}
      </Button>
    </form>
  );
}

import { addDays } from '@sesame/domain/dates/calendar-days';
import { isFamilyCardValidForVisit } from '@sesame/domain/pricing/family-card';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useFormatVisitDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useBookingStore } from './booking-store.ts';

interface Visit {
  startDate: string;
  duration: number;
}

/**
 * booking-funnel.md §5: a large family card that has expired at the visit date offers the visitor
 * a choice — another date, or continuing without the discount. `whenCardHolds(visit, go)` goes on
 * at once when there is no card or it is valid for the whole visit; otherwise `dialog` asks first.
 * Choosing another date closes it and leaves the visitor on the calendar; continuing drops the
 * card (no FAMILY price, coupons allowed again) and then goes on.
 */
export function useExpiredCardChoice(): {
  whenCardHolds: (visit: Visit, go: () => unknown) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const formatDate = useFormatVisitDate();
  const [pending, setPending] = useState<{ lastDay: string; go: () => unknown } | null>(null);

  const whenCardHolds = (visit: Visit, go: () => unknown) => {
    const { group } = useBookingStore.getState().booking;
    if (
      !group.hasLargeFamilyCard ||
      isFamilyCardValidForVisit(group.largeFamilyCardValidity, visit)
    )
      void go();
    else setPending({ lastDay: addDays(visit.startDate, visit.duration - 1), go });
  };

  const continueWithoutDiscount = () => {
    if (!pending) return;
    useBookingStore.getState().dropLargeFamilyCard();
    setPending(null);
    void pending.go();
  };

  const dialog = (
    <Dialog
      isOpen={pending !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) setPending(null);
      }}
      title={t('start.largeFamily.expired.title')}
      actions={
        <>
          <Button variant="secondary" onClick={() => setPending(null)}>
            {t('start.largeFamily.expired.otherDate')}
          </Button>
          <Button onClick={continueWithoutDiscount}>
            {t('start.largeFamily.expired.withoutDiscount')}
          </Button>
        </>
      }
    >
      <p>
        {pending &&
          t('start.largeFamily.expired.text', { date: formatDate(pending.lastDay, 'long') })}
      </p>
    </Dialog>
  );

  return { whenCardHolds, dialog };
}

import type { Language } from '@sesame/domain/i18n/language';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate } from '../../lib/router.tsx';
import { paths } from '../../paths.ts';
import { useBookingStore } from './booking-store.ts';
import { releaseOrderHolds } from './release-order-holds.ts';

/**
 * booking-funnel.md §4: the selection expired. The only action releases the order's held places,
 * disables the timer, resets the booking and goes back to the first page.
 */
export default function ExpiredSelectionDialog({ language }: { language: Language }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orderId = useBookingStore((state) => state.order.orderId);
  const resetBooking = useBookingStore((state) => state.resetBooking);
  const [isPending, setPending] = useState(false);

  const restart = async () => {
    setPending(true);
    // The holds have expired already; releasing them is tidiness, so a failure does not block.
    if (orderId) await releaseOrderHolds(orderId).catch(() => undefined);
    resetBooking();
    navigate(paths.start(language), { replace: true });
  };

  return (
    <Dialog
      isOpen
      isBlocking
      title={t('booking.expired.title')}
      actions={
        <Button onClick={() => void restart()} isPending={isPending}>
          {t('booking.expired.understood')}
        </Button>
      }
    >
      <p>{t('booking.expired.text')}</p>
    </Dialog>
  );
}

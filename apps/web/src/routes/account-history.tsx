import { OrderHistory } from '../features/account/order-history.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { useTranslation } from '../lib/i18n.ts';
import { AccountShell } from './account-shell.tsx';

/** checkout-and-account.md §2 mon-compte/historique: the order history. */
export default function AccountHistoryRoute() {
  const { t } = useTranslation();
  const email = useBookingStore((state) => state.customer?.email ?? '');
  return (
    <AccountShell route="mon-compte/historique" title={t('account.history.title')}>
      <OrderHistory email={email} />
    </AccountShell>
  );
}

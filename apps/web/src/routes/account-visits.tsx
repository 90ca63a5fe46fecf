import { useState } from 'react';
import { AccountVisits } from '../features/account/account-visits.tsx';
import { useClock } from '../lib/clock.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { AccountShell } from './account-shell.tsx';

/** checkout-and-account.md §2 mon-compte: the account home, the customer's visits. */
export default function AccountVisitsRoute() {
  const { t } = useTranslation();
  const clock = useClock();
  const [now] = useState(clock);
  return (
    <AccountShell route="mon-compte" title={t('account.visits.title')}>
      <AccountVisits now={now} />
    </AccountShell>
  );
}

import { useState } from 'react';
import { Alert } from '../components/ui/alert.tsx';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { myOrderQuery, myOrdersQuery } from '../features/account/account-queries.ts';
import { OrderDetail } from '../features/account/order-detail.tsx';
import { visitOfOrder } from '../features/account/visits.ts';
import { useEnterCompletion } from '../features/booking/enter-completion.ts';
import { AddExtrasButton } from '../features/completion/add-extras-button.tsx';
import { ChangeDateAction } from '../features/completion/change-date-action.tsx';
import { useClock } from '../lib/clock.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { useQuery } from '../lib/query/index.ts';
import { Link, useSearchParams } from '../lib/router.tsx';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf } from '../paths.ts';
import { AccountShell } from './account-shell.tsx';

/**
 * checkout-and-account.md §2 mon-compte/resadetail: one order of the customer (`?id=`), through
 * myOrderNew (§7); an id that is not theirs finds nothing.
 */
export default function AccountOrderRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const clock = useClock();
  const [now] = useState(clock);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const order = useQuery({ ...myOrderQuery(id), enabled: id !== '' });
  const orders = useQuery(myOrdersQuery());
  const enterCompletion = useEnterCompletion();

  const content = (() => {
    if (id !== '' && order.isPending) return <Spinner label={t('account.orders.loading')} />;
    if (order.isError) {
      return <LoadFailure query={order} message={t('account.orders.loadError')} />;
    }
    if (!order.data) {
      return (
        <Alert tone="info" title={t('account.detail.notFound')}>
          <Link to={pathOf('mon-compte', language)}>{t('account.detail.backToVisits')}</Link>
        </Alert>
      );
    }
    return (
      <OrderDetail
        order={order.data}
        visit={visitOfOrder(orders.data ?? [order.data], order.data, now)}
        changeActions={
          <>
            <AddExtrasButton orderId={order.data.id} onEnter={enterCompletion} />
            <ChangeDateAction orderId={order.data.id} />
          </>
        }
      />
    );
  })();

  return (
    <AccountShell
      route="mon-compte/resadetail"
      title={
        order.data
          ? t('account.detail.title', { number: order.data.shortOrderId })
          : t('account.detail.titleUnknown')
      }
    >
      {content}
    </AccountShell>
  );
}

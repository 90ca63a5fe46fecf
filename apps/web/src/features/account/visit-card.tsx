import type { Cents } from '@sesame/domain/money/cents';
import { Card } from '../../components/ui/card.tsx';
import { useFormatMoney } from '../../lib/format.tsx';
import { useFormatVisitDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { pathOf } from '../../paths.ts';
import { Tag, type TagColour } from './tag.tsx';
import styles from './visit-card.module.css';
import type { Visit } from './visits.ts';

export type VisitKind = 'next' | 'future' | 'past';

const TAG: Record<VisitKind, TagColour> = { next: 'yellow', future: 'primary', past: 'secondary' };

/**
 * checkout-and-account.md §2, the visit-details view: one visit of the account (its orders merged
 * by gtsId, §4), its day, group, amount and a link to each order's detail.
 */
export function VisitCard({ visit, kind }: { visit: Visit; kind: VisitKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatDate = useFormatVisitDate();
  const formatMoney = useFormatMoney();
  const [first] = visit.orders;
  const cancelled = visit.orders.every((order) => order.status === 'cancelled');
  const titleId = `visit-${visit.ticket.orderId}`;
  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h3 id={titleId} className={styles.date}>
          {formatDate(visit.accessDate)}
        </h3>
        {cancelled ? (
          <Tag colour="black" label={t('account.visits.tags.cancelled')} />
        ) : (
          <Tag colour={TAG[kind]} label={t(`account.visits.tags.${kind}`)} />
        )}
      </div>
      {first && (
        <p className={styles.group}>
          {t('account.visits.group', {
            adults: first.group.adults,
            children: first.group.children,
          })}
        </p>
      )}
      <p className={styles.products}>
        {unique(
          visit.orders.flatMap((order) => order.products.map((product) => product.name)),
        ).join(' · ')}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('account.visits.orderNumbers', { count: visit.orders.length })}</dt>
          <dd>{visit.ticket.ticketingId.split(',').join(', ')}</dd>
        </div>
        <div>
          <dt>{t('account.visits.amount')}</dt>
          <dd>{formatMoney(visit.ticket.amount as Cents)}</dd>
        </div>
      </dl>
      <ul className={styles.links}>
        {visit.orders.map((order) => (
          <li key={order.id}>
            <Link
              className={styles.link}
              to={`${pathOf('mon-compte/resadetail', language)}?id=${order.id}`}
            >
              {t('account.visits.details', { number: order.shortOrderId })}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

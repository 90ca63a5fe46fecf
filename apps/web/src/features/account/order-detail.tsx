import { type Cents, cents } from '@sesame/domain/money/cents';
import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useFormatMoney } from '../../lib/format.tsx';
import { useFormatTimeOfDay, useFormatVisitDate } from '../../lib/format-date.ts';
import { useGroupText } from '../../lib/group-text.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { externalLinks } from '../../paths.ts';
import type { AccountOrder } from './account-queries.ts';
import styles from './order-detail.module.css';
import { OrderFiles } from './order-files.tsx';
import { Tag } from './tag.tsx';
import type { Visit } from './visits.ts';

interface OrderDetailProps {
  order: AccountOrder;
  /** The visit the order belongs to, merged with the other orders of the same gtsId (§4). */
  visit: Visit | null;
  /**
   * What the customer may do to an order they can still change: add extras, and change a
   * flexible ticket's date (completion mode, `features/completion`). Shown only when the order
   * is not read-only.
   */
  changeActions?: ReactNode;
}

/**
 * checkout-and-account.md §2 mon-compte/resadetail, §3 Order: the products with their dates,
 * session times, group and prices; the visit's merged tickets; the files. An order changed by the
 * park is read-only, with the message to contact the support teams (§4).
 */
export function OrderDetail({ order, visit, changeActions }: OrderDetailProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatDate = useFormatVisitDate();
  const formatTime = useFormatTimeOfDay();
  const formatMoney = useFormatMoney();
  const groupText = useGroupText();
  const money = (amount: number) => formatMoney(cents(amount));
  const others = visit ? visit.orders.filter((other) => other.id !== order.id) : [];

  return (
    <div className={styles.detail}>
      <Card className={styles.summary} aria-labelledby="order-summary-title">
        <div className={styles.head}>
          <h2 id="order-summary-title">{formatDate(order.accessDate)}</h2>
          <Tag
            colour={order.status === 'paid' ? 'primary' : 'black'}
            label={t(`account.status.${order.status === 'paid' ? 'paid' : 'cancelled'}`)}
          />
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('account.detail.number')}</dt>
            <dd>{order.shortOrderId}</dd>
          </div>
          <div>
            <dt>{t('account.detail.dates')}</dt>
            <dd>
              {order.accessEndDate === order.accessDate
                ? formatDate(order.accessDate, 'short')
                : t('account.detail.range', {
                    from: formatDate(order.accessDate, 'short'),
                    to: formatDate(order.accessEndDate, 'short'),
                  })}
            </dd>
          </div>
          <div>
            <dt>{t('account.detail.group')}</dt>
            <dd>
              {groupText({
                adults: order.group.adults,
                children: order.group.children,
                babies: order.babies,
              })}
            </dd>
          </div>
          <div>
            <dt>{t('account.detail.total')}</dt>
            <dd>{money(order.totalPrice)}</dd>
          </div>
        </dl>
      </Card>

      {order.readOnlyReason === 'CHANGED_BY_PARK' && (
        <Alert tone="info" title={t('account.detail.readOnly.title')}>
          {t('account.detail.readOnly.changedByPark')}{' '}
          <a href={externalLinks(language).contact}>{t('account.detail.readOnly.contact')}</a>
        </Alert>
      )}

      <section className={styles.section} aria-labelledby="order-products-title">
        <h2 id="order-products-title">{t('account.detail.products')}</h2>
        <ul className={styles.products}>
          {order.products.map((product, index) => (
            // A product may come twice (the same pass on two days): its position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list comes whole from the server
            <li key={`${product.code}-${index}`} className={styles.product}>
              <div className={styles.productMain}>
                <span className={styles.productName}>{product.name}</span>
                <span className={styles.productMeta}>
                  {[
                    product.dates.accessDate && formatDate(product.dates.accessDate, 'short'),
                    product.dates.sessionTime &&
                      t('account.detail.session', { time: formatTime(product.dates.sessionTime) }),
                    groupText({
                      adults: product.group.adults,
                      children: product.group.children,
                      babies: 0,
                    }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                {(product.prices.adultPrice > 0 || product.prices.childPrice > 0) && (
                  <span className={styles.productMeta}>
                    {t('account.detail.unitPrices', {
                      adult: money(product.prices.adultPrice),
                      child: money(product.prices.childPrice),
                    })}
                  </span>
                )}
              </div>
              <span className={styles.price}>{money(product.price)}</span>
            </li>
          ))}
        </ul>
      </section>

      {visit && others.length > 0 && (
        <section className={styles.section} aria-labelledby="order-visit-title">
          <h2 id="order-visit-title">{t('account.detail.visit.title')}</h2>
          <p>
            {t('account.detail.visit.orders', {
              numbers: visit.ticket.ticketingId.split(',').join(', '),
              amount: formatMoney(visit.ticket.amount as Cents),
            })}
          </p>
          {visit.ticket.catering.length > 0 && (
            <ul className={styles.plain}>
              {visit.ticket.catering.map((sitting) => (
                <li key={`${sitting.date}-${sitting.serviceTime}`}>
                  {t('account.detail.visit.meal', {
                    date: formatDate(sitting.date, 'short'),
                    time: formatTime(sitting.serviceTime),
                  })}
                </li>
              ))}
            </ul>
          )}
          {visit.ticket.accommodation && (
            <p>
              {t('account.detail.visit.stay', {
                hotel: visit.ticket.accommodation.name,
                date: formatDate(visit.ticket.accommodation.startDate, 'short'),
                count: visit.ticket.accommodation.nights,
              })}
            </p>
          )}
          {visit.ticket.options.length > 0 && (
            <ul className={styles.plain}>
              {visit.ticket.options.map((option) => (
                <li key={option.type}>
                  {t('account.detail.visit.option', {
                    code: option.type,
                    dates: option.dates.map((date) => formatDate(date, 'short')).join(', '),
                  })}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {order.readOnlyReason === null && changeActions && (
        <section className={styles.section} aria-labelledby="order-actions-title">
          <h2 id="order-actions-title">{t('account.detail.actions')}</h2>
          <div className={styles.actions}>{changeActions}</div>
        </section>
      )}

      <section className={styles.section} aria-labelledby="order-files-title">
        <h2 id="order-files-title">{t('account.detail.files')}</h2>
        <OrderFiles orderId={order.id} />
      </section>
    </div>
  );
}

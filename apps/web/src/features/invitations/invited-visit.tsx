import { Card } from '../../components/ui/card.tsx';
import { useFormatVisitDate } from '../../lib/format-date.ts';
import type { InvitedVisitQuery } from '../../lib/generated/graphql.ts';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './invitations.module.css';

type Visit = NonNullable<InvitedVisitQuery['invitedVisit']>;

/**
 * checkout-and-account.md §1, invitations: what an invited traveller sees, their visit (days,
 * hotel, their room) and their tickets to download; nothing else of the order.
 */
export function InvitedVisit({ visit }: { visit: Visit }) {
  const { t } = useTranslation();
  const formatDate = useFormatVisitDate();
  return (
    <>
      <Card aria-labelledby="visit-title">
        <h2 id="visit-title" className={styles.roomTitle}>
          {t('invitations.visit.stayTitle')}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('invitations.visit.dates')}</dt>
            <dd>
              {t('invitations.visit.fromTo', {
                from: formatDate(visit.startDate),
                to: formatDate(visit.endDate),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('invitations.visit.hotel')}</dt>
            <dd>{t('invitations.visit.nights', { hotel: visit.hotel, count: visit.nights })}</dd>
          </div>
          <div>
            <dt>{t('invitations.visit.room')}</dt>
            <dd>{visit.room}</dd>
          </div>
        </dl>
      </Card>
      <Card aria-labelledby="tickets-title">
        <h2 id="tickets-title" className={styles.roomTitle}>
          {t('invitations.visit.tickets')}
        </h2>
        {visit.tickets.length === 0 ? (
          <p className={styles.note}>{t('invitations.visit.noTickets')}</p>
        ) : (
          <>
            <ul className={styles.tickets}>
              {visit.tickets.map((ticket) => (
                <li key={ticket.number}>
                  {ticket.label}
                  {ticket.date && ` · ${formatDate(ticket.date, 'short')}`} ·{' '}
                  {t(`invitations.participants.${ticket.visitor === 'child' ? 'child' : 'adult'}`)}
                </li>
              ))}
            </ul>
            {visit.ticketsUrl && (
              <a className={styles.download} href={visit.ticketsUrl} download>
                {t('invitations.visit.download')}
              </a>
            )}
          </>
        )}
      </Card>
    </>
  );
}

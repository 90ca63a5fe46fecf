import type { InvitationStatus } from '@sesame/domain/invitations/invitation-status';
import { MAIN_CONTACT, roomSleeps } from '@sesame/domain/invitations/room-contacts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import type { OrderContacts } from './contacts-query.ts';
import styles from './invitations.module.css';

const STATUS_TONES: Record<InvitationStatus, BadgeTone> = {
  NOT_SENT: 'neutral',
  SENT: 'success',
  FAILED: 'danger',
};

interface RoomContactsProps {
  contacts: OrderContacts;
  /** The main contact's name, as they identified to pay. */
  mainContactName: string;
  /** When given, each occupant may be moved to another room. */
  onMove?: (occupantId: string, solutionIndex: number) => void;
  isMoving?: boolean;
}

/**
 * checkout-and-account.md §3, room allocation and repartition entries: each room of the stay,
 * whom it was booked for, and who sleeps in it, the main contact ("you") and the travellers
 * invited with their invitation's status (§4: not sent, sent, failed).
 */
export function RoomContacts({ contacts, mainContactName, onMove, isMoving }: RoomContactsProps) {
  const { t } = useTranslation();
  const travellers = new Map(contacts.travellers.map((traveller) => [traveller.id, traveller]));
  const roomName = (solutionIndex: number, title: string) =>
    t('invitations.rooms.name', { number: solutionIndex + 1, title });

  return (
    <div className={styles.rooms}>
      {contacts.rooms.map((room) => {
        const entry = contacts.repartition.find((e) => e.solutionIndex === room.solutionIndex);
        const headingId = `room-${room.solutionIndex}`;
        return (
          <Card key={room.solutionIndex} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.roomTitle}>
              {roomName(room.solutionIndex, room.title)}
            </h2>
            <p className={styles.note}>
              {t('invitations.rooms.bookedFor', { count: roomSleeps(room) })}
            </p>
            {entry && entry.occupants.length > 0 ? (
              <ul className={styles.occupants}>
                {entry.occupants.map((occupant) => {
                  const traveller = travellers.get(occupant.id);
                  const name =
                    occupant.id === MAIN_CONTACT
                      ? t('invitations.rooms.you', { name: mainContactName })
                      : `${traveller?.firstName} ${traveller?.lastName}`;
                  return (
                    <li key={occupant.id} className={styles.occupant}>
                      <div className={styles.who}>
                        <span className={styles.name}>{name}</span>
                        {traveller && (
                          <span className={styles.details}>
                            {t(`invitations.participants.${traveller.participant}`)} ·{' '}
                            {traveller.email}
                          </span>
                        )}
                      </div>
                      {traveller && (
                        <Badge tone={STATUS_TONES[traveller.status]}>
                          {t(`invitations.status.${traveller.status}`)}
                        </Badge>
                      )}
                      {onMove && contacts.rooms.length > 1 && (
                        <label className={styles.move}>
                          <span className={styles.moveLabel}>
                            {t('invitations.rooms.moveLabel', { name })}
                          </span>
                          <select
                            value={room.solutionIndex}
                            disabled={isMoving}
                            onChange={(event) => onMove(occupant.id, Number(event.target.value))}
                          >
                            {contacts.rooms.map((option) => (
                              <option key={option.solutionIndex} value={option.solutionIndex}>
                                {roomName(option.solutionIndex, option.title)}
                              </option>
                            ))}
                          </select>
                        </label>
                      )}
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className={styles.note}>{t('invitations.rooms.empty')}</p>
            )}
          </Card>
        );
      })}
    </div>
  );
}

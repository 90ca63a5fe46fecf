import type { InvitationStatus } from '@sesame/domain/invitations/invitation-status';
import { MAIN_CONTACT, roomSleeps } from '@sesame/domain/invitations/room-contacts';
import { useEffect, useRef, useState } from 'react';
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
  // WCAG 2.4.3: a moved occupant's select is drawn again in their new room's card, disabled
  // meanwhile, and focus is lost with it (an arrow key on a closed select moves them at once);
  // once the move is over, focus comes back to their select where it now is.
  const selects = useRef(new Map<string, HTMLSelectElement>());
  const [moved, setMoved] = useState<string | null>(null);
  useEffect(() => {
    if (moved === null || isMoving) return;
    setMoved(null);
    const focused = document.activeElement;
    if (focused === null || focused === document.body) selects.current.get(moved)?.focus();
  }, [moved, isMoving]);

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
                            ref={(select) => {
                              if (select) selects.current.set(occupant.id, select);
                              else selects.current.delete(occupant.id);
                            }}
                            value={room.solutionIndex}
                            disabled={isMoving}
                            onChange={(event) => {
                              setMoved(occupant.id);
                              onMove(occupant.id, Number(event.target.value));
                            }}
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

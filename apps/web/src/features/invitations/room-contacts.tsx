import type { InvitationStatus } from '@sesame/domain/invitations/invitation-status';
import { MAIN_CONTACT, roomSleeps } from '@sesame/domain/invitations/room-contacts';
import { useEffect, useRef, useState } from 'react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useTranslation } from '../../lib/i18n.ts';
import type { OrderContacts } from './contacts-query.ts';
import styles from './invitations.module.css';
import { OccupantMove } from './occupant-move.tsx';

const STATUS_TONES: Record<InvitationStatus, BadgeTone> = {
  NOT_SENT: 'neutral',
  SENT: 'success',
  FAILED: 'danger',
};

interface RoomContactsProps {
  contacts: OrderContacts;
  /** The main contact's name, as they identified to pay. */
  mainContactName: string;
  /** When given, each occupant may be moved to another room; rejects when they could not be. */
  onMove?: (occupantId: string, solutionIndex: number) => Promise<unknown>;
}

/** The last move asked for, while it is saved and once it is over. */
type Move =
  | { occupantId: string; status: 'pending' | 'moved' }
  | { occupantId: string; status: 'failed'; error: unknown };

/**
 * checkout-and-account.md §3, room allocation and repartition entries: each room of the stay,
 * whom it was booked for, and who sleeps in it, the main contact ("you") and the travellers
 * invited with their invitation's status (§4: not sent, sent, failed).
 */
export function RoomContacts({ contacts, mainContactName, onMove }: RoomContactsProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const travellers = new Map(contacts.travellers.map((traveller) => [traveller.id, traveller]));
  const roomName = (solutionIndex: number, title: string) =>
    t('invitations.rooms.name', { number: solutionIndex + 1, title });
  const roomNames = contacts.rooms.map((room) => ({
    solutionIndex: room.solutionIndex,
    name: roomName(room.solutionIndex, room.title),
  }));
  const [move, setMove] = useState<Move | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // WCAG 2.4.3: a moved occupant's row is drawn again in their new room's card, and focus, on
  // the button just pressed, falls to the page with it; it comes back to their select there,
  // once the answer that moves the row has rendered (a transition, decision 46).
  const selects = useRef(new Map<string, HTMLSelectElement>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the row moves with `contacts`.
  useEffect(() => {
    if (move?.status !== 'moved') return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body)
      selects.current.get(move.occupantId)?.focus();
  }, [move, contacts]);

  const moveOccupant = async (occupantId: string, name: string, solutionIndex: number) => {
    if (!onMove) return;
    setMove({ occupantId, status: 'pending' });
    setAnnouncement('');
    try {
      await onMove(occupantId, solutionIndex);
    } catch (error) {
      setMove({ occupantId, status: 'failed', error });
      return;
    }
    setMove({ occupantId, status: 'moved' });
    setAnnouncement(t('invitations.rooms.moved', { name, number: solutionIndex + 1 }));
  };

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
                  const ownName =
                    occupant.id === MAIN_CONTACT
                      ? mainContactName
                      : `${traveller?.firstName} ${traveller?.lastName}`;
                  const name =
                    occupant.id === MAIN_CONTACT
                      ? t('invitations.rooms.you', { name: ownName })
                      : ownName;
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
                        <OccupantMove
                          name={ownName}
                          rooms={roomNames}
                          room={room.solutionIndex}
                          selectRef={(select) => {
                            if (select) selects.current.set(occupant.id, select);
                            else selects.current.delete(occupant.id);
                          }}
                          isPending={move?.occupantId === occupant.id && move.status === 'pending'}
                          isBlocked={move?.status === 'pending'}
                          error={
                            move?.occupantId === occupant.id && move.status === 'failed'
                              ? errorMessage(move.error)
                              : undefined
                          }
                          onMove={(solutionIndex) =>
                            moveOccupant(occupant.id, ownName, solutionIndex)
                          }
                        />
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
      {onMove && (
        <p role="status" className={styles.announcement}>
          {announcement}
        </p>
      )}
    </div>
  );
}

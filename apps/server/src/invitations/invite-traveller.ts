import { randomUUID } from 'node:crypto';
import type { Language } from '@sesame/domain/i18n/language';
import type { InvitedTraveller } from '@sesame/domain/invitations/invited-traveller-schema';
import { type PlacementProblem, placementProblem } from '@sesame/domain/invitations/room-contacts';
import { nextTicketRank } from '@sesame/domain/invitations/traveller-tickets';
import { inTransaction, limitLockWait } from '../db/executor.ts';
import type { Services } from '../http/services.ts';
import { newSecretToken } from '../identity/secret-tokens.ts';
import { isLockContention } from '../orders/lock-contention.ts';
import { insertTraveller, invitationEventKey } from './invitations-repo.ts';
import { type ContactsRequest, stayOccupants } from './order-contacts.ts';

export type InviteResult =
  | { success: true }
  | { success: false; code: 'ORDER_NOT_FOUND' | 'BUSY' | PlacementProblem };

/** The page an invited traveller's link opens (apps/web), the secret in the fragment. */
export function invitationLink(origin: string, language: Language, token: string): string {
  return `${origin}/${language}/invitation#token=${token}`;
}

const samePerson = (a: InvitedTraveller, b: InvitedTraveller) =>
  [a.email, a.firstName, a.lastName].join('\u0000').toLowerCase() ===
  [b.email, b.firstName, b.lastName].join('\u0000').toLowerCase();

/**
 * checkout-and-account.md §1 and §3, inviting a fellow traveller: the main contact of a paid
 * park-hotel stay places them in a room of the stay (§5: one the stay has, which sleeps one more,
 * the group having one more of their age) and their e-mail is queued in the same transaction as
 * the invitation (decision 22), with the link to their visit; its secret is stored as its SHA-256.
 * The same traveller invited again changes nothing and queues nothing.
 */
export async function inviteTraveller(
  services: Pick<Services, 'db' | 'mail'>,
  request: ContactsRequest & { traveller: InvitedTraveller; origin: string },
): Promise<InviteResult> {
  try {
    return await inTransaction(services.db, async (tx): Promise<InviteResult> => {
      await limitLockWait(tx);
      const found = await stayOccupants(services.db, tx, request, true);
      if (!found) return { success: false, code: 'ORDER_NOT_FOUND' };
      const { order, stay, travellers, occupants } = found;
      const { traveller } = request;
      if (travellers.some((invited) => samePerson(invited, traveller))) return { success: true };

      const id = randomUUID();
      const problem = placementProblem(stay.rooms, stay.group, occupants, {
        id,
        participant: traveller.participant,
        solutionIndex: traveller.solutionIndex,
      });
      if (problem) return { success: false, code: problem };

      const { token, hash } = newSecretToken();
      const ticketRank = nextTicketRank(
        traveller.participant,
        travellers.filter((t) => t.participant === traveller.participant).map((t) => t.ticketRank),
      );
      await insertTraveller(tx, {
        ...traveller,
        id,
        orderId: order.id,
        ticketRank,
        tokenHash: hash,
      });
      const room = stay.rooms.find((r) => r.solutionIndex === traveller.solutionIndex);
      await services.mail.queue(tx, {
        eventKey: invitationEventKey(id),
        to: traveller.email,
        language: request.language,
        template: 'invitation',
        data: {
          firstName: traveller.firstName,
          invitedBy: `${order.firstName} ${order.lastName}`,
          hotel: stay.hotel,
          room: room?.title ?? '',
          startDate: stay.startDate,
          endDate: stay.endDate,
          invitationUrl: invitationLink(request.origin, request.language, token),
        },
      });
      return { success: true };
    });
  } catch (error) {
    if (isLockContention(error)) return { success: false, code: 'BUSY' };
    throw error;
  }
}

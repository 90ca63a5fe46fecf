import type { Language } from '@sesame/domain/i18n/language';
import { travellerTickets } from '@sesame/domain/invitations/traveller-tickets';
import type { Database } from '../db/client.ts';
import { type TicketRow, ticketsOfOrder } from '../documents/documents-repo.ts';
import { hashSecretToken } from '../identity/secret-tokens.ts';
import { bookedStay } from './booked-stay.ts';
import { type InvitationRow, invitationByTokenHash } from './invitations-repo.ts';

/** 32 random bytes in base64url (identity/secret-tokens.ts). */
const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Where an invited traveller downloads their tickets (invitation-routes.ts). */
export const invitationTicketsPath = (token: string) => `/api/invitations/${token}/tickets.pdf`;

/** The invitation a link's secret opens, with the traveller's tickets; null for any other text. */
export async function openInvitation(
  db: Database,
  token: string,
): Promise<(InvitationRow & { tickets: TicketRow[]; ticketCount: number }) | null> {
  if (!INVITATION_TOKEN.test(token)) return null;
  const invitation = await invitationByTokenHash(db, hashSecretToken(token));
  if (!invitation) return null;
  const { participant, ticketRank } = invitation.traveller;
  const all = await ticketsOfOrder(db, invitation.orderId);
  const tickets = travellerTickets(all, participant, ticketRank);
  return { ...invitation, tickets, ticketCount: all.length };
}

/**
 * checkout-and-account.md §1, invitations: what an invited traveller's link shows, their visit (the
 * days, the hotel and their room) and their tickets; nothing else of the order (no price, no
 * buyer, no other traveller). Null for a link that opens nothing, or once the order was refunded.
 */
export async function invitedVisit(db: Database, token: string, language: Language) {
  const invitation = await openInvitation(db, token);
  if (!invitation) return null;
  const stay = await bookedStay(db, invitation, language);
  if (!stay) return null;
  const { traveller, tickets } = invitation;
  const room = stay.rooms.find((r) => r.solutionIndex === traveller.solutionIndex);
  return {
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    hotel: stay.hotel,
    startDate: stay.startDate,
    endDate: stay.endDate,
    nights: stay.nights,
    room: room?.title ?? '',
    tickets: tickets.map(({ number, label, date, visitor }) => ({ number, label, date, visitor })),
    ticketsUrl: tickets.length > 0 ? invitationTicketsPath(token) : null,
  };
}

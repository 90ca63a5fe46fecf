import type { Language } from '@sesame/domain/i18n/language';
import {
  type InvitationStatus,
  invitationStatus,
} from '@sesame/domain/invitations/invitation-status';
import {
  MAIN_CONTACT,
  type Occupant,
  repartitionOf,
  travellersLeft,
} from '@sesame/domain/invitations/room-contacts';
import type { Database } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';
import { type BookedStay, bookedStay } from './booked-stay.ts';
import {
  type ContactsOrder,
  mainContactOrder,
  mainContactRoom,
  type TravellerRow,
  travellersOfOrder,
} from './invitations-repo.ts';

export interface ContactsRequest {
  orderId: string;
  customerId: string;
  platform: string;
  language: Language;
}

/** The order, its stay and who sleeps where, as one transaction or the database reads them. */
export interface StayOccupants {
  order: ContactsOrder;
  stay: BookedStay;
  travellers: TravellerRow[];
  /** The main contact first, then every invited traveller. */
  occupants: Occupant[];
}

/**
 * The main contact's paid park-hotel stay and its occupants; null when the customer is not the
 * order's main contact, the order is not paid or has no park-hotel stay. `lock` takes the order's
 * lock first, so that the changes of one order are made one after the other.
 */
export async function stayOccupants(
  db: Database,
  executor: Executor,
  request: ContactsRequest,
  lock = false,
): Promise<StayOccupants | null> {
  const order = await mainContactOrder(executor, { ...request, lock });
  if (!order) return null;
  const stay = await bookedStay(db, order, request.language);
  if (!stay) return null;
  const travellers = await travellersOfOrder(executor, order.id);
  const mainRoom = (await mainContactRoom(executor, order.id)) ?? 0;
  return {
    order,
    stay,
    travellers,
    occupants: [
      { id: MAIN_CONTACT, participant: 'adult', solutionIndex: mainRoom },
      ...travellers.map(({ id, participant, solutionIndex }) => ({
        id,
        participant,
        solutionIndex,
      })),
    ],
  };
}

const statusOf = (traveller: TravellerRow): InvitationStatus =>
  invitationStatus({ sent: traveller.mailSent, lastError: traveller.mailError });

/**
 * checkout-and-account.md §2, distribution contacts: the rooms of the stay (room allocation
 * entries), the invited travellers with their invitation's status, the occupants of each room
 * (repartition entries) and who is left to invite. Only for the order's main contact.
 */
export async function orderContacts(db: Database, request: ContactsRequest) {
  const found = await stayOccupants(db, db, request);
  if (!found) return null;
  const { order, stay, travellers, occupants } = found;
  const statuses = new Map(travellers.map((traveller) => [traveller.id, statusOf(traveller)]));
  return {
    orderId: order.id,
    shortOrderId: order.shortId,
    hotel: stay.hotel,
    startDate: stay.startDate,
    nights: stay.nights,
    rooms: stay.rooms,
    mainContactRoom: occupants[0]?.solutionIndex ?? 0,
    travellers: travellers.map((traveller) => ({
      id: traveller.id,
      lastName: traveller.lastName,
      firstName: traveller.firstName,
      email: traveller.email,
      participant: traveller.participant,
      solutionIndex: traveller.solutionIndex,
      status: statuses.get(traveller.id) ?? 'NOT_SENT',
    })),
    repartition: repartitionOf(
      stay.rooms,
      occupants.map((occupant) => ({
        ...occupant,
        invitationSent: statuses.get(occupant.id) === 'SENT',
      })),
    ),
    travellersLeft: travellersLeft(stay.group, occupants),
  };
}

export type OrderContacts = NonNullable<Awaited<ReturnType<typeof orderContacts>>>;

import { roomOccupants } from '../accommodation/distribution.ts';
import type { Group, RepartitionEntry } from '../booking/booking.ts';
import type { AgeBand } from '../booking/visitors.ts';

/**
 * checkout-and-account.md §3, room allocation entry: one room of the booked stay (its index in the
 * stay's solution) and whom it was booked for, its children's ages giving children and babies.
 */
export interface RoomAllocation {
  solutionIndex: number;
  roomTypeCode: string;
  adults: number;
  children: number;
  babies: number;
}

/** Who sleeps where: the main contact ("you") or an invited traveller, by id. */
export interface Occupant {
  id: string;
  participant: AgeBand;
  solutionIndex: number;
}

/** The occupant id of the order's main contact, the paying customer (§3, participants: you). */
export const MAIN_CONTACT = 'main-contact';

/** Why a traveller cannot be placed in a room (checkout-and-account.md §5, rooms; ours). */
export type PlacementProblem = 'ROOM_NOT_FOUND' | 'ROOM_FULL' | 'NO_TRAVELLER_LEFT';

/** The rooms of a stay as its basket booked them: `ages` one per child, under-3s being babies. */
export function roomAllocations(
  rooms: ReadonlyArray<{ roomTypeCode: string; adults: number; ages: readonly number[] }>,
): RoomAllocation[] {
  return rooms.map((room, solutionIndex) => ({
    solutionIndex,
    roomTypeCode: room.roomTypeCode,
    ...roomOccupants({ adults: room.adults, children: room.ages.length, ages: room.ages }),
  }));
}

/** How many people a room was booked for: it sleeps no more (a baby's cot included). */
export function roomSleeps(room: RoomAllocation): number {
  return room.adults + room.children + room.babies;
}

/**
 * The travellers of each age band the main contact may still invite: the group booked, less those
 * invited; the main contact, an adult, is one of the adults (§3, participants).
 */
export function travellersLeft(
  group: Pick<Group, 'adults' | 'children' | 'babies'>,
  occupants: readonly Occupant[],
): Record<AgeBand, number> {
  const invited = (band: AgeBand) =>
    occupants.filter((o) => o.id !== MAIN_CONTACT && o.participant === band).length;
  return {
    adult: Math.max(0, group.adults - 1 - invited('adult')),
    child: Math.max(0, group.children - invited('child')),
    baby: Math.max(0, group.babies - invited('baby')),
  };
}

/**
 * checkout-and-account.md §3 and §5: whether `candidate` may sleep in its room, the others staying
 * where they are: the room is one of the stay's, it sleeps one more, and (for a new traveller) the
 * group booked has one more of that age to invite. Null when it may.
 */
export function placementProblem(
  rooms: readonly RoomAllocation[],
  group: Pick<Group, 'adults' | 'children' | 'babies'>,
  occupants: readonly Occupant[],
  candidate: Occupant,
): PlacementProblem | null {
  const room = rooms.find((r) => r.solutionIndex === candidate.solutionIndex);
  if (!room) return 'ROOM_NOT_FOUND';
  const others = occupants.filter((o) => o.id !== candidate.id);
  const isNew = others.length === occupants.length;
  if (
    isNew &&
    candidate.id !== MAIN_CONTACT &&
    travellersLeft(group, others)[candidate.participant] < 1
  )
    return 'NO_TRAVELLER_LEFT';
  const inRoom = others.filter((o) => o.solutionIndex === room.solutionIndex).length;
  return inRoom + 1 > roomSleeps(room) ? 'ROOM_FULL' : null;
}

/**
 * checkout-and-account.md §3, repartition entries: the occupants of each room by solutionIndex,
 * in the order given; an invited traveller's invitationSent is whether their e-mail went out, the
 * main contact's always true (they are the one inviting).
 */
export function repartitionOf(
  rooms: readonly RoomAllocation[],
  occupants: ReadonlyArray<Occupant & { invitationSent: boolean }>,
): RepartitionEntry[] {
  return rooms.map((room) => ({
    solutionIndex: room.solutionIndex,
    occupants: occupants
      .filter((o) => o.solutionIndex === room.solutionIndex)
      .map((o) => ({ id: o.id, invitationSent: o.id === MAIN_CONTACT || o.invitationSent })),
  }));
}

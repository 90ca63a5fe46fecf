import { countedOccupants, type RoomDistribution, roomOccupants } from './distribution.ts';

/** A kind of room (catalogue.md §7.6): what one room sleeps. */
export interface RoomKind {
  code: string;
  /** People a room sleeps, a cot aside. */
  maxOccupancy: number;
  maxAdults: number;
  minAdults: number;
  /** Children 3 to 13, and babies beyond the cot. */
  maxChildren: number;
  /** One cot for an under-3, who then does not count (catalogue.md §7.6). */
  cot: boolean;
}

/** Whether one room of this kind sleeps the room of a distribution. */
export function roomFits(kind: RoomKind, room: RoomDistribution): boolean {
  const { adults } = roomOccupants(room);
  const people = countedOccupants(room, kind.cot);
  return (
    people <= kind.maxOccupancy &&
    adults >= kind.minAdults &&
    adults <= kind.maxAdults &&
    people - adults <= kind.maxChildren
  );
}

/** A room kind as a search has it: its rooms free every night, its price for one room. */
export interface OfferedRoomKind extends RoomKind {
  /** The fewest rooms of the kind free over the nights of the stay. */
  available: number;
  /** One room for the whole stay, to choose the cheapest kind for a room of a mixed solution. */
  stayPrice: number;
}

/** One kind of a solution and the rooms of the distribution (indexes) it sleeps. */
export interface FittedKind {
  code: string;
  rooms: number[];
}

/** A way to sleep every room of a distribution: each room given a kind with rooms free. */
export type FittedSolution = FittedKind[];

function byKind(choice: readonly string[]): FittedSolution {
  const kinds = new Map<string, number[]>();
  choice.forEach((code, room) => {
    kinds.set(code, [...(kinds.get(code) ?? []), room]);
  });
  return [...kinds].map(([code, rooms]) => ({ code, rooms }));
}

/**
 * The solutions for a distribution (booking-funnel.md §3, rooms): every room of one kind, for each
 * kind that sleeps every room and has as many rooms free; then, when it differs, the cheapest
 * kind that fits each room, the fullest rooms choosing first. No solution uses more rooms of a
 * kind than are free.
 */
export function fitRooms(
  kinds: readonly OfferedRoomKind[],
  distribution: readonly RoomDistribution[],
): FittedSolution[] {
  if (distribution.length === 0) return [];
  const uniform = kinds
    .filter((kind) => kind.available >= distribution.length)
    .filter((kind) => distribution.every((room) => roomFits(kind, room)))
    .map((kind) => distribution.map(() => kind.code));

  const left = new Map(kinds.map((kind) => [kind.code, kind.available]));
  const cheapest = [...kinds].sort((a, b) => a.stayPrice - b.stayPrice);
  const fullestFirst = distribution
    .map((room, index) => ({ room, index }))
    .sort((a, b) => countedOccupants(b.room) - countedOccupants(a.room) || a.index - b.index);
  const mixed: string[] = [];
  for (const { room, index } of fullestFirst) {
    const kind = cheapest.find((k) => (left.get(k.code) ?? 0) > 0 && roomFits(k, room));
    if (!kind) return uniform.map(byKind);
    left.set(kind.code, (left.get(kind.code) ?? 0) - 1);
    mixed[index] = kind.code;
  }
  const same = (choice: string[]) => choice.every((code, room) => code === mixed[room]);
  return [...uniform, ...(uniform.some(same) ? [] : [mixed])].map(byKind);
}

import type { Group } from '../booking/booking.ts';
import { CHILD_MIN_AGE } from '../booking/visitors.ts';

/**
 * One room of a distribution (booking-funnel.md §3, accommodation state): its adults, and its
 * children under 14 by age. `children` counts every entry of `ages`, babies included.
 */
export interface RoomDistribution {
  adults: number;
  children: number;
  ages: readonly number[];
}

/** booking-funnel.md §9: default rooms 1, with one adult. */
export const DEFAULT_ROOMS = 1;
/** booking-funnel.md §9: the age a child gets in a distribution until the visitor changes it. */
export const DEFAULT_CHILD_AGE = 11;
/** booking-funnel.md §9: the age a baby gets in a distribution. */
export const DEFAULT_BABY_AGE = 1;
/** booking-funnel.md §5 and §9: recommended maximum of 5 people per room. */
export const RECOMMENDED_MAX_PER_ROOM = 5;
/** The largest room of the catalogue sleeps 6 (catalogue.md §7.6, Tribune Suite): no room takes more. */
export const MAX_ROOM_OCCUPANCY = 6;
/** The most rooms of one online booking (a rule of ours: a group of 40 places, 4 a room). */
export const MAX_ROOMS = 10;
/** Children are under 14 (booking-funnel.md §9). */
export const MAX_CHILD_AGE = 13;
/** booking-funnel.md §9: up to three distribution levels are tried. */
export const MAX_DISTRIBUTION_LEVELS = 3;

/** Who sleeps in a room, by age band: under-3s are babies. */
export interface RoomOccupants {
  adults: number;
  children: number;
  babies: number;
}

export function roomOccupants(room: RoomDistribution): RoomOccupants {
  const babies = room.ages.filter((age) => age < CHILD_MIN_AGE).length;
  return { adults: room.adults, children: room.ages.length - babies, babies };
}

/**
 * catalogue.md §7.6: the people a room's occupancy counts. One baby sleeps in the room's cot and
 * does not count; a second baby has no cot and takes a place.
 */
export function countedOccupants(room: RoomDistribution, hasCot = true): number {
  const { adults, children, babies } = roomOccupants(room);
  return adults + children + Math.max(0, babies - (hasCot ? 1 : 0));
}

/** Whether a room is above the recommended 5 people (booking-funnel.md §5): a warning, not an error. */
export function aboveRecommendation(room: RoomDistribution): boolean {
  return countedOccupants(room) > RECOMMENDED_MAX_PER_ROOM;
}

/** booking-funnel.md §9: a room added to a distribution starts with one adult. */
export function newRoom(): RoomDistribution {
  return { adults: 1, children: 0, ages: [] };
}

/**
 * The group spread over `rooms` rooms, every visitor placed (booking-funnel.md §5): adults first,
 * one to each room in turn, then children (age 11) and babies (age 1) to the emptiest room.
 * Fewer rooms than asked when there are fewer adults: every room needs one.
 */
export function spreadGroup(
  group: Pick<Group, 'adults' | 'children' | 'babies'>,
  rooms: number,
): RoomDistribution[] {
  const count = Math.max(1, Math.min(rooms, group.adults));
  const spread = Array.from({ length: count }, () => ({ adults: 0, ages: [] as number[] }));
  for (let i = 0; i < group.adults; i++) (spread[i % count] as { adults: number }).adults++;
  const young = [
    ...Array<number>(group.children).fill(DEFAULT_CHILD_AGE),
    ...Array<number>(group.babies).fill(DEFAULT_BABY_AGE),
  ];
  for (const age of young) {
    const emptiest = spread.reduce((best, room) =>
      room.adults + room.ages.length < best.adults + best.ages.length ? room : best,
    );
    emptiest.ages.push(age);
  }
  return spread.map((room) => ({ ...room, children: room.ages.length }));
}

/**
 * booking-funnel.md §7 and §9: the distributions the accommodation search tries in order, up to
 * three: the fewest rooms the recommendation of 5 allows, then one more room, then two more.
 */
export function distributionLevels(
  group: Pick<Group, 'adults' | 'children' | 'babies'>,
): RoomDistribution[][] {
  const people = group.adults + group.children;
  const fewest = Math.max(DEFAULT_ROOMS, Math.ceil(people / RECOMMENDED_MAX_PER_ROOM));
  const levels: RoomDistribution[][] = [];
  for (let rooms = fewest; levels.length < MAX_DISTRIBUTION_LEVELS; rooms++) {
    if (rooms > Math.max(1, group.adults) || rooms > MAX_ROOMS) break;
    levels.push(spreadGroup(group, rooms));
  }
  return levels;
}

/** What is wrong with a distribution, room numbers counted from 1. */
export type DistributionProblem =
  | { kind: 'noRoom' }
  | { kind: 'tooManyRooms'; max: number }
  | { kind: 'count'; room: number; field: 'adults' | 'children' }
  | { kind: 'agesCount'; room: number; children: number }
  | { kind: 'age'; room: number; age: number }
  | { kind: 'noAdult'; room: number }
  | { kind: 'overfull'; room: number; people: number; max: number }
  | { kind: 'unplaced'; band: 'adults' | 'children' | 'babies'; group: number; placed: number };

const isCount = (value: number) => Number.isInteger(value) && value >= 0;

/** What is wrong with one room (the `index`-th, from 0), whatever the group. */
export function roomProblems(room: RoomDistribution, index: number): DistributionProblem[] {
  const number = index + 1;
  const problems: DistributionProblem[] = [];
  if (!isCount(room.adults)) problems.push({ kind: 'count', room: number, field: 'adults' });
  if (!isCount(room.children)) problems.push({ kind: 'count', room: number, field: 'children' });
  else if (room.children !== room.ages.length)
    problems.push({ kind: 'agesCount', room: number, children: room.children });
  for (const age of room.ages) {
    if (!Number.isInteger(age) || age < 0 || age > MAX_CHILD_AGE)
      problems.push({ kind: 'age', room: number, age });
  }
  if (problems.length > 0) return problems;
  if (room.adults === 0) problems.push({ kind: 'noAdult', room: number });
  const people = countedOccupants(room);
  if (people > MAX_ROOM_OCCUPANCY)
    problems.push({ kind: 'overfull', room: number, people, max: MAX_ROOM_OCCUPANCY });
  return problems;
}

/**
 * booking-funnel.md §5: every room well formed (an adult in each, ages 0 to 13, no more than the
 * largest room sleeps) and every visitor of the group placed exactly once. Empty when valid.
 */
export function distributionProblems(
  rooms: readonly RoomDistribution[],
  group: Pick<Group, 'adults' | 'children' | 'babies'>,
): DistributionProblem[] {
  if (rooms.length === 0) return [{ kind: 'noRoom' }];
  if (rooms.length > MAX_ROOMS) return [{ kind: 'tooManyRooms', max: MAX_ROOMS }];
  const problems = rooms.flatMap(roomProblems);
  if (problems.some((problem) => problem.kind !== 'noAdult' && problem.kind !== 'overfull'))
    return problems;
  const placed = rooms.map(roomOccupants).reduce(
    (sum, room) => ({
      adults: sum.adults + room.adults,
      children: sum.children + room.children,
      babies: sum.babies + room.babies,
    }),
    { adults: 0, children: 0, babies: 0 },
  );
  for (const band of ['adults', 'children', 'babies'] as const) {
    if (placed[band] !== group[band])
      problems.push({ kind: 'unplaced', band, group: group[band], placed: placed[band] });
  }
  return problems;
}

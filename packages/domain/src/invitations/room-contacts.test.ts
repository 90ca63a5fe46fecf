import { describe, expect, it } from 'vitest';
import {
  MAIN_CONTACT,
  type Occupant,
  placementProblem,
  repartitionOf,
  roomAllocations,
  roomSleeps,
  travellersLeft,
} from './room-contacts.ts';

/** The family of two rooms: an adult with two children (8 and 11), an adult with a baby (1). */
const rooms = roomAllocations([
  { roomTypeCode: 'H-FR-CAS-FAMILY', adults: 1, ages: [8, 11] },
  { roomTypeCode: 'H-FR-CAS-DOUBLE', adults: 1, ages: [1] },
]);
const group = { adults: 2, children: 2, babies: 1 };
const you: Occupant = { id: MAIN_CONTACT, participant: 'adult', solutionIndex: 0 };
const partner: Occupant = { id: 'i-1', participant: 'adult', solutionIndex: 1 };
const child = (id: string, solutionIndex = 0): Occupant => ({
  id,
  participant: 'child',
  solutionIndex,
});

describe('roomAllocations (checkout-and-account.md §3, room allocation entry)', () => {
  it('numbers the stay’s rooms and counts under-3s as babies', () => {
    expect(rooms).toEqual([
      { solutionIndex: 0, roomTypeCode: 'H-FR-CAS-FAMILY', adults: 1, children: 2, babies: 0 },
      { solutionIndex: 1, roomTypeCode: 'H-FR-CAS-DOUBLE', adults: 1, children: 0, babies: 1 },
    ]);
    expect(rooms.map(roomSleeps)).toEqual([3, 2]);
  });
});

describe('travellersLeft', () => {
  it.each<[string, Occupant[], Record<string, number>]>([
    ['nobody invited: every adult but the main contact', [you], { adult: 1, child: 2, baby: 1 }],
    ['the partner invited', [you, partner], { adult: 0, child: 2, baby: 1 }],
    ['a child invited', [you, child('i-2')], { adult: 1, child: 1, baby: 1 }],
    ['the main contact not placed yet', [], { adult: 1, child: 2, baby: 1 }],
  ])('%s', (_case, occupants, left) => {
    expect(travellersLeft(group, occupants)).toEqual(left);
  });
});

// One row per case of the rule: the room exists, it sleeps one more, the group has one more.
describe('placementProblem (checkout-and-account.md §3 and §5)', () => {
  it.each<[string, Occupant[], Occupant, string | null]>([
    ['the partner in the second room', [you], partner, null],
    ['a child with the main contact', [you, partner], child('i-2'), null],
    ['a room the stay does not have', [you], { ...partner, solutionIndex: 2 }, 'ROOM_NOT_FOUND'],
    ['a negative room', [you], { ...partner, solutionIndex: -1 }, 'ROOM_NOT_FOUND'],
    [
      'a fourth person in a room booked for three',
      [you, child('i-2'), child('i-3')],
      { ...partner, solutionIndex: 0 },
      'ROOM_FULL',
    ],
    [
      'a third child when two were booked',
      [you, child('i-2', 1), child('i-3', 1)],
      child('i-4'),
      'NO_TRAVELLER_LEFT',
    ],
    ['a second adult invited', [you, partner], { ...partner, id: 'i-5' }, 'NO_TRAVELLER_LEFT'],
    ['the partner moved to the first room', [you, partner], { ...partner, solutionIndex: 0 }, null],
    [
      'the partner moved into a full room',
      [you, partner, child('i-2'), child('i-3')],
      { ...partner, solutionIndex: 0 },
      'ROOM_FULL',
    ],
    [
      'the main contact moved to the second room',
      [you, partner],
      { ...you, solutionIndex: 1 },
      null,
    ],
    [
      'the main contact placed in a full room',
      [partner, { ...child('i-2'), solutionIndex: 1 }],
      { ...you, solutionIndex: 1 },
      'ROOM_FULL',
    ],
  ])('%s → %s', (_case, occupants, candidate, problem) => {
    expect(placementProblem(rooms, group, occupants, candidate)).toBe(problem);
  });
});

describe('repartitionOf (checkout-and-account.md §3, repartition entry)', () => {
  it('lists each room’s occupants by solutionIndex, the main contact as sent', () => {
    expect(
      repartitionOf(rooms, [
        { ...you, invitationSent: false },
        { ...partner, invitationSent: true },
        { ...child('i-2'), invitationSent: false },
      ]),
    ).toEqual([
      {
        solutionIndex: 0,
        occupants: [
          { id: MAIN_CONTACT, invitationSent: true },
          { id: 'i-2', invitationSent: false },
        ],
      },
      { solutionIndex: 1, occupants: [{ id: 'i-1', invitationSent: true }] },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { RoomDistribution } from './distribution.ts';
import { fitRooms, type OfferedRoomKind, type RoomKind, roomFits } from './room-fit.ts';

const room = (adults: number, ...ages: number[]): RoomDistribution => ({
  adults,
  children: ages.length,
  ages,
});

// catalogue.md §7.6, Le Castellum.
const family: RoomKind = {
  code: 'FAMILY',
  maxOccupancy: 5,
  maxAdults: 4,
  minAdults: 1,
  maxChildren: 4,
  cot: true,
};
const double: RoomKind = {
  code: 'DOUBLE',
  maxOccupancy: 2,
  maxAdults: 2,
  minAdults: 1,
  maxChildren: 1,
  cot: true,
};
const suite: RoomKind = {
  code: 'SUITE',
  maxOccupancy: 6,
  maxAdults: 6,
  minAdults: 1,
  maxChildren: 5,
  cot: true,
};

describe('roomFits (catalogue.md §7.6)', () => {
  it.each([
    ['family: 2 adults 3 children', family, room(2, 4, 8, 12), true],
    ['family: 2 adults 3 children and a baby in the cot', family, room(2, 4, 8, 12, 1), true],
    ['family: 6 people', family, room(2, 4, 5, 8, 12), false],
    ['family: 5 adults (max 4 adults)', family, room(5), false],
    ['double: 2 adults and a baby in the cot', double, room(2, 1), true],
    ['double: 2 adults and a child', double, room(2, 5), false],
    ['double: 2 adults and two babies (one cot)', double, room(2, 0, 1), false],
    ['suite: 6 adults', suite, room(6), true],
  ])('%s → %s', (_label, kind, distribution, expected) => {
    expect(roomFits(kind, distribution)).toBe(expected);
  });
});

const offered = (kind: RoomKind, available: number, stayPrice: number): OfferedRoomKind => ({
  ...kind,
  available,
  stayPrice,
});

describe('fitRooms: the solutions for a distribution', () => {
  const kinds = [offered(family, 90, 16900), offered(double, 20, 13900), offered(suite, 10, 27900)];

  it.each([
    [
      '2 adults: double, family, suite each for the room',
      kinds,
      [room(2)],
      [
        [{ code: 'FAMILY', rooms: [0] }],
        [{ code: 'DOUBLE', rooms: [0] }],
        [{ code: 'SUITE', rooms: [0] }],
      ],
    ],
    [
      'a family room and a couple: uniform kinds, then the cheapest mix',
      kinds,
      [room(2, 8, 10), room(2)],
      [
        [{ code: 'FAMILY', rooms: [0, 1] }],
        [{ code: 'SUITE', rooms: [0, 1] }],
        [
          { code: 'FAMILY', rooms: [0] },
          { code: 'DOUBLE', rooms: [1] },
        ],
      ],
    ],
    [
      'one family room left: the mix takes it for the fullest room',
      [offered(family, 1, 16900), offered(double, 20, 13900)],
      [room(2), room(2, 8, 10)],
      [
        [
          { code: 'DOUBLE', rooms: [0] },
          { code: 'FAMILY', rooms: [1] },
        ],
      ],
    ],
    ['no kind sleeps 6 with only family rooms', [offered(family, 90, 1)], [room(6)], []],
    ['sold out', [offered(family, 0, 1)], [room(2)], []],
  ])('%s', (_label, offer, distribution, expected) => {
    expect(fitRooms(offer, distribution)).toEqual(expected);
  });
});

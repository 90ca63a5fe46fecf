import { describe, expect, it } from 'vitest';
import { assignRooms, type HotelRoomType } from './assign-rooms.ts';

const type = (
  roomTypeCode: string,
  maxOccupancy: number,
  maxAdults: number,
  maxChildren: number,
): HotelRoomType => ({
  roomTypeCode,
  title: roomTypeCode,
  maxOccupancy,
  numberMaxOfAdults: maxAdults,
  numberMinOfAdults: 1,
  numberMaxOfChildren: maxChildren,
  cot: true,
});

// catalogue.md §7.6, Le Castellum.
const castellum = [type('FAMILY', 5, 4, 4), type('DOUBLE', 2, 2, 1), type('SUITE', 6, 6, 5)];
const withBaby = { adults: 1, children: 2, ages: [11, 1] };
const withChild = { adults: 1, children: 1, ages: [11] };
const bigFamily = { adults: 2, children: 3, ages: [11, 8, 5] };

describe('assignRooms', () => {
  it.each([
    [
      'every room of one kind',
      [{ roomTypeCode: 'DOUBLE', quantity: 2 }],
      [withBaby, withChild],
      ['DOUBLE', 'DOUBLE'],
    ],
    [
      'a mixed solution: the room that only the larger kind sleeps gets it',
      [
        { roomTypeCode: 'DOUBLE', quantity: 1 },
        { roomTypeCode: 'FAMILY', quantity: 1 },
      ],
      [bigFamily, withChild],
      ['FAMILY', 'DOUBLE'],
    ],
    [
      'the first kind tried may not fit: the next is',
      [
        { roomTypeCode: 'DOUBLE', quantity: 1 },
        { roomTypeCode: 'SUITE', quantity: 1 },
      ],
      [withChild, bigFamily],
      ['DOUBLE', 'SUITE'],
    ],
  ])('%s', (_label, solution, distribution, kinds) => {
    const rooms = assignRooms(solution, castellum, distribution);
    expect(rooms?.map((room) => room.roomTypeCode)).toEqual(kinds);
  });

  it('keeps who sleeps in each room, babies told apart by age', () => {
    expect(assignRooms([{ roomTypeCode: 'DOUBLE', quantity: 1 }], castellum, [withBaby])).toEqual([
      { roomTypeCode: 'DOUBLE', title: 'DOUBLE', adults: 1, children: 1, babies: 1, ages: [11, 1] },
    ]);
  });

  it.each([
    [
      'too few rooms for the distribution',
      [{ roomTypeCode: 'FAMILY', quantity: 1 }],
      [withChild, withChild],
    ],
    [
      'more rooms than the distribution has',
      [{ roomTypeCode: 'FAMILY', quantity: 3 }],
      [withChild],
    ],
    ['a kind that sleeps none of them', [{ roomTypeCode: 'DOUBLE', quantity: 1 }], [bigFamily]],
    ['a kind the hotel does not have', [{ roomTypeCode: 'ATTIC', quantity: 1 }], [withChild]],
  ])('null for %s', (_label, solution, distribution) => {
    expect(assignRooms(solution, castellum, distribution)).toBeNull();
  });
});

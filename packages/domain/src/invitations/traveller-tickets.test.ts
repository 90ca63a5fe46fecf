import { describe, expect, it } from 'vitest';
import { orderTickets } from '../documents/order-tickets.ts';
import { nextTicketRank, travellerTickets } from './traveller-tickets.ts';

// A 2-day package for 2 adults and 2 children: a line a day, adults' tickets first; a pass line.
const tickets = orderTickets([
  {
    kind: 'package',
    code: 'FR-PK1',
    label: 'Day 1',
    date: '2027-06-12',
    adults: 2,
    children: 2,
    quantity: 4,
  },
  {
    kind: 'package',
    code: 'FR-PK1',
    label: 'Day 2',
    date: '2027-06-13',
    adults: 2,
    children: 2,
    quantity: 4,
  },
  {
    kind: 'pass',
    code: 'PE',
    label: 'Pass',
    date: '2027-06-12',
    adults: 2,
    children: 0,
    quantity: 2,
  },
  {
    kind: 'hotel',
    code: 'H-FR-CAS-FAMILY',
    label: 'Room',
    date: '2027-06-12',
    adults: 2,
    children: 2,
    quantity: 1,
  },
]);
const numbers = (participant: 'adult' | 'child' | 'baby', rank: number) =>
  travellerTickets(tickets, participant, rank).map((ticket) => ticket.number);

describe('travellerTickets', () => {
  it.each<[string, 'adult' | 'child' | 'baby', number, number[]]>([
    ['the main contact, first adult', 'adult', 1, [1, 5, 9]],
    ['the second adult', 'adult', 2, [2, 6, 10]],
    ['the first child: no pass bought for children', 'child', 1, [3, 7]],
    ['the second child', 'child', 2, [4, 8]],
    ['a third child the order does not have', 'child', 3, []],
    ['a baby, who goes free with no ticket', 'baby', 1, []],
  ])('%s', (_case, participant, rank, expected) => {
    expect(numbers(participant, rank)).toEqual(expected);
  });
});

describe('nextTicketRank', () => {
  it.each<[string, 'adult' | 'child', number[], number]>([
    ['the first adult invited is the second adult', 'adult', [], 2],
    ['then the third', 'adult', [2], 3],
    ['a freed rank is taken again', 'adult', [3], 2],
    ['the first child', 'child', [], 1],
    ['the next child', 'child', [1, 2], 3],
  ])('%s', (_case, participant, taken, rank) => {
    expect(nextTicketRank(participant, taken)).toBe(rank);
  });
});

import { describe, expect, it } from 'vitest';
import {
  aboveRecommendation,
  countedOccupants,
  DEFAULT_BABY_AGE,
  DEFAULT_CHILD_AGE,
  distributionLevels,
  distributionProblems,
  newRoom,
  type RoomDistribution,
  spreadGroup,
} from './distribution.ts';
import { distributionProblemText } from './distribution-messages.ts';

const room = (adults: number, ...ages: number[]): RoomDistribution => ({
  adults,
  children: ages.length,
  ages,
});
const group = (adults: number, children = 0, babies = 0) => ({ adults, children, babies });

describe('booking-funnel.md §9 defaults', () => {
  it('a new room has one adult; a child is 11 and a baby 1 until changed', () => {
    expect(newRoom()).toEqual(room(1));
    expect(spreadGroup(group(1, 1, 1), 1)).toEqual([room(1, DEFAULT_CHILD_AGE, DEFAULT_BABY_AGE)]);
  });
});

describe('countedOccupants (catalogue.md §7.6: one cot per room, the baby in it not counted)', () => {
  it.each([
    ['2 adults', room(2), 2],
    ['2 adults, a baby in the cot', room(2, 1), 2],
    ['2 adults, two babies: the second has no cot', room(2, 0, 2), 3],
    ['2 adults, a child of 3', room(2, 3), 3],
  ])('%s → %i', (_label, distribution, expected) => {
    expect(countedOccupants(distribution)).toBe(expected);
  });

  it('a room above 5 is above the recommendation (a warning, booking-funnel.md §5)', () => {
    expect(aboveRecommendation(room(2, 5, 6, 7))).toBe(false);
    expect(aboveRecommendation(room(2, 5, 6, 7, 8))).toBe(true);
  });
});

describe('spreadGroup: every visitor placed, an adult in each room', () => {
  it.each([
    [
      '2 adults, 2 children and a baby in 2 rooms',
      group(2, 2, 1),
      2,
      [room(1, 11, 1), room(1, 11)],
    ],
    ['2 adults in 1 room', group(2), 1, [room(2)]],
    ['more rooms than adults: one room per adult', group(1, 2), 3, [room(1, 11, 11)]],
    ['5 adults in 2 rooms', group(5), 2, [room(3), room(2)]],
  ])('%s', (_label, visitors, rooms, expected) => {
    expect(spreadGroup(visitors, rooms)).toEqual(expected);
  });
});

describe('distributionLevels (booking-funnel.md §7: up to three, tried in order)', () => {
  it.each([
    ['2 adults: 1, 2 rooms', group(2), [1, 2]],
    ['4 adults 3 children: 2, 3, 4 rooms', group(4, 3), [2, 3, 4]],
    ['1 adult and a child: 1 room only', group(1, 1), [1]],
  ])('%s', (_label, visitors, rooms) => {
    expect(distributionLevels(visitors).map((level) => level.length)).toEqual(rooms);
  });
});

describe('distributionProblems (booking-funnel.md §5)', () => {
  it.each<[string, RoomDistribution[], ReturnType<typeof group>, unknown[]]>([
    ['valid: 2 rooms placing everyone', [room(1, 11, 1), room(1, 11)], group(2, 2, 1), []],
    ['no room', [], group(2), [{ kind: 'noRoom' }]],
    [
      '9 people in one room',
      [room(9)],
      group(9),
      [{ kind: 'overfull', room: 1, people: 9, max: 6 }],
    ],
    ['a child of 40', [room(1, 40)], group(1, 1), [{ kind: 'age', room: 1, age: 40 }]],
    ['a negative count', [room(-1)], group(1), [{ kind: 'count', room: 1, field: 'adults' }]],
    [
      'ages missing',
      [{ adults: 1, children: 2, ages: [5] }],
      group(1, 2),
      [{ kind: 'agesCount', room: 1, children: 2 }],
    ],
    ['a room without adult', [room(2), room(0, 8)], group(2, 1), [{ kind: 'noAdult', room: 2 }]],
    [
      'a child left out',
      [room(2, 8)],
      group(2, 2),
      [{ kind: 'unplaced', band: 'children', group: 2, placed: 1 }],
    ],
    [
      'a baby counted as a child',
      [room(2, 5)],
      group(2, 0, 1),
      [
        { kind: 'unplaced', band: 'children', group: 0, placed: 1 },
        { kind: 'unplaced', band: 'babies', group: 1, placed: 0 },
      ],
    ],
    ['six in the suite: above the recommendation but allowed', [room(6)], group(6), []],
    [
      '11 rooms',
      Array.from({ length: 11 }, () => room(1)),
      group(11),
      [{ kind: 'tooManyRooms', max: 10 }],
    ],
  ])('%s', (_label, rooms, visitors, expected) => {
    expect(distributionProblems(rooms, visitors)).toEqual(expected);
  });
});

describe('distributionProblemText names what is wrong, in each language', () => {
  it.each([
    ['fr', 'Chambre 1 : 9 personnes, mais une chambre en accueille au plus 6'],
    ['en', 'Room 1: 9 people, but a room sleeps at most 6'],
    ['es', 'Habitación 1: 9 personas, pero una habitación aloja como máximo 6'],
  ] as const)('%s', (language, start) => {
    const text = distributionProblemText(
      { kind: 'overfull', room: 1, people: 9, max: 6 },
      language,
    );
    expect(text.startsWith(start)).toBe(true);
  });

  it('a child of 40 and a missing adult', () => {
    expect(distributionProblemText({ kind: 'age', room: 2, age: 40 }, 'en')).toContain(
      '(40 given)',
    );
    expect(
      distributionProblemText({ kind: 'unplaced', band: 'adults', group: 3, placed: 2 }, 'fr'),
    ).toBe(
      '2 adultes sur 3 sont placés dans les chambres : chaque visiteur doit être placé une fois.',
    );
  });
});

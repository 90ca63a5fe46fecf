import { describe, expect, it } from 'vitest';
import { coversBySitting, type MealLine, mealLinesRefusal, sittingFits } from './meal-lines.ts';

const DINNER_FROM = '17:00';

function line(id: string, eventId: string, fields: Partial<MealLine> = {}): MealLine {
  const [, code = '', date = '', time = ''] =
    /^(.+)-(\d{4}-\d{2}-\d{2})-(\d{2}:\d{2})$/.exec(eventId) ?? [];
  return {
    id,
    eventId,
    code,
    date,
    time,
    adults: 2,
    children: 1,
    menuAdultCode: 'FESTIN',
    menuChildCode: 'PETITS',
    ...fields,
  };
}

const dinner = 'R-FR-BAN-2027-06-12-18:30';
const lunch = 'R-FR-BAN-2027-06-12-11:45';
const otherLunch = 'R-FR-ROT-2027-06-12-12:45';
const nextDayLunch = 'R-FR-BAN-2027-06-13-11:45';
const family = { adults: 2, children: 1 };
const twoDays = { group: family, startDate: '2027-06-12', duration: 2 };
const oneDay = { ...twoDays, duration: 1 };

describe('mealLinesRefusal (booking-funnel.md §3 and §4, restaurant lines of a basket)', () => {
  it.each([
    ['no meal', [], oneDay, null],
    ['a dinner for the family', [line('a', dinner)], oneDay, null],
    ['lunch and dinner the same day', [line('a', lunch), line('b', dinner)], oneDay, null],
    [
      'two lines share a sitting with other menus',
      [
        line('a', dinner, { adults: 1, children: 0, menuChildCode: null }),
        line('b', dinner, { adults: 1, menuAdultCode: 'AUTRE' }),
      ],
      oneDay,
      null,
    ],
    [
      'a child takes an adult menu',
      [line('a', dinner, { adults: 3, children: 0, menuChildCode: null })],
      oneDay,
      null,
    ],
    ['a meal on the second day of the visit', [line('a', nextDayLunch)], twoDays, null],
    [
      'fewer menus than visitors',
      [line('a', dinner, { adults: 1, children: 0, menuChildCode: null })],
      oneDay,
      null,
    ],
    // More menus than visitors at one meal
    ['4 menus for 3 visitors', [line('a', dinner, { adults: 3 })], oneDay, 'TOO_MANY_MENUS'],
    [
      '2 child menus for 1 child',
      [line('a', dinner, { adults: 1, children: 2 })],
      oneDay,
      'TOO_MANY_MENUS',
    ],
    [
      'a lunch at two restaurants for the whole family',
      [line('a', lunch), line('b', otherLunch)],
      oneDay,
      'TOO_MANY_MENUS',
    ],
    // Lines that do not hold together
    ['the same id twice', [line('a', lunch), line('a', dinner)], oneDay, 'RESTAURANT_LINE_INVALID'],
    [
      'a sitting of another date',
      [line('a', dinner, { date: '2027-06-13' })],
      twoDays,
      'RESTAURANT_LINE_INVALID',
    ],
    [
      'a sitting of another time',
      [line('a', dinner, { time: '19:45' })],
      oneDay,
      'RESTAURANT_LINE_INVALID',
    ],
    [
      'a sitting of another restaurant',
      [line('a', dinner, { code: 'R-FR-ROT' })],
      oneDay,
      'RESTAURANT_LINE_INVALID',
    ],
    ['a day outside the visit', [line('a', nextDayLunch)], oneDay, 'RESTAURANT_LINE_INVALID'],
    [
      'a day before the visit',
      [line('a', 'R-FR-BAN-2027-06-11-11:45')],
      oneDay,
      'RESTAURANT_LINE_INVALID',
    ],
    [
      'an eventId naming no sitting',
      [line('a', 'dinner', { code: 'R-FR-BAN', date: '2027-06-12', time: '18:30' })],
      oneDay,
      'RESTAURANT_LINE_INVALID',
    ],
    [
      'no menu at all',
      [line('a', dinner, { adults: 0, children: 0 })],
      oneDay,
      'RESTAURANT_LINE_INVALID',
    ],
    [
      'adult menus without a menu',
      [line('a', dinner, { menuAdultCode: null })],
      oneDay,
      'RESTAURANT_LINE_INVALID',
    ],
    [
      'a child menu chosen for no child',
      [line('a', dinner, { children: 0 })],
      oneDay,
      'RESTAURANT_LINE_INVALID',
    ],
  ] as const)('%s: %s', (_case, lines, visit, refusal) => {
    expect(mealLinesRefusal(lines, visit, DINNER_FROM)).toBe(refusal);
  });

  it('counts a sitting after the threshold as a dinner, so lunch and dinner are two meals', () => {
    const late = 'R-FR-BAN-2027-06-12-16:45';
    const lines = [line('a', lunch), line('b', late)];
    expect(mealLinesRefusal(lines, oneDay, DINNER_FROM)).toBe('TOO_MANY_MENUS');
    expect(mealLinesRefusal(lines, oneDay, '16:30')).toBeNull();
  });
});

describe('coversBySitting (babies take no cover)', () => {
  it('adds the menus of every line of a sitting', () => {
    const lines = [
      line('a', dinner, { adults: 1, children: 0, menuChildCode: null }),
      line('b', dinner, { adults: 1, children: 1 }),
      line('c', nextDayLunch, { adults: 2, children: 0, menuChildCode: null }),
    ];
    expect(coversBySitting(lines)).toEqual(
      new Map([
        [dinner, 3],
        [nextDayLunch, 2],
      ]),
    );
  });
});

describe('sittingFits (booking-funnel.md §5: stock of at least adults plus children)', () => {
  it.each([
    ['4 covers left for 2 adults and 2 children', 4, { adults: 2, children: 2 }, true],
    ['3 covers left for 2 adults and 2 children', 3, { adults: 2, children: 2 }, false],
    ['babies take none: 2 covers for 2 adults', 2, { adults: 2, children: 0 }, true],
    ['a full sitting', 0, { adults: 1, children: 0 }, false],
    ['no group given: a cover left', 1, { adults: 0, children: 0 }, true],
    ['no group given: none left', 0, { adults: 0, children: 0 }, false],
  ])('%s', (_case, left, group, fits) => {
    expect(sittingFits(left, group)).toBe(fits);
  });
});

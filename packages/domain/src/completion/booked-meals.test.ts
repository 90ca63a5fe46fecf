import { describe, expect, it } from 'vitest';
import { defaultBooking } from '../booking/default-booking.ts';
import type { MealLine } from '../restaurants/meal-lines.ts';
import {
  type BookedMenus,
  bookedMenus,
  extraMealsRefusal,
  mealTakers,
  visitorsWithoutMenu,
} from './booked-meals.ts';
import type { OrderProduct } from './order-to-complete.ts';

const DINNER_FROM = '17:00';
const DAY = '2027-06-12';
const family = { adults: 2, children: 1 };
const menus = (time: string, adults: number, children: number, date = DAY): BookedMenus => ({
  date,
  time,
  adults,
  children,
});
const dinner = { date: DAY, mealType: 'dinner' } as const;

describe('bookedMenus: the menus of a visit’s restaurant lines', () => {
  it('reads the sitting from each line’s eventId, and leaves out codes that name none', () => {
    expect(
      bookedMenus([
        { code: `R-FR-BAN-${DAY}-19:30`, adults: 2, children: 0 },
        { code: `R-FR-BAN-${DAY}-19:30`, adults: 0, children: 1 },
        { code: 'PE', adults: 2, children: 1 },
      ]),
    ).toEqual([menus('19:30', 2, 0), menus('19:30', 0, 1)]);
  });
});

describe('visitorsWithoutMenu (checkout-and-account.md §4, a menu per visitor at a meal)', () => {
  it.each([
    // case, booked, left
    ['nothing booked', [], { adults: 2, children: 1 }],
    [
      'the whole family dines',
      [menus('19:30', 2, 0), menus('19:30', 0, 1)],
      { adults: 0, children: 0 },
    ],
    ['two adult menus: the child is left', [menus('19:30', 2, 0)], { adults: 0, children: 1 }],
    ['the child dined: two adults left', [menus('19:30', 0, 1)], { adults: 2, children: 0 }],
    ['one adult menu', [menus('20:00', 1, 0)], { adults: 1, children: 1 }],
    ['a child took an adult menu', [menus('19:30', 3, 0)], { adults: 0, children: 0 }],
    ['a lunch is another meal', [menus('12:30', 2, 1)], { adults: 2, children: 1 }],
    [
      'another day is another meal',
      [menus('19:30', 2, 1, '2027-06-13')],
      { adults: 2, children: 1 },
    ],
    [
      'more than the group (never less than nobody)',
      [menus('19:30', 5, 0)],
      { adults: 0, children: 0 },
    ],
  ])('%s', (_, booked, left) => {
    expect(visitorsWithoutMenu(family, booked, dinner, DINNER_FROM)).toEqual(left);
  });

  it('tells lunch from dinner by the platform’s threshold', () => {
    const booked = [menus('17:15', 2, 1)];
    expect(visitorsWithoutMenu(family, booked, dinner, '17:00')).toEqual({
      adults: 0,
      children: 0,
    });
    expect(visitorsWithoutMenu(family, booked, dinner, '17:30')).toEqual({
      adults: 2,
      children: 1,
    });
  });
});

function line(time: string, adults: number, children: number, date = DAY): MealLine {
  const eventId = `R-FR-ROT-${date}-${time}`;
  return {
    id: `${eventId}#0`,
    eventId,
    code: 'R-FR-ROT',
    date,
    time,
    adults,
    children,
    menuAdultCode: adults > 0 ? 'ROTI' : null,
    menuChildCode: children > 0 ? 'PETIT' : null,
  };
}

describe('extraMealsRefusal (checkout-and-account.md §4, the meals a completion adds)', () => {
  it.each([
    // case, booked, new lines, refusal
    ['a dinner for the family, nothing booked', [], [line('19:30', 2, 1)], null],
    ['a dinner when a lunch is booked', [menus('12:30', 2, 1)], [line('19:30', 2, 1)], null],
    [
      'the child’s dinner when the adults dine',
      [menus('19:30', 2, 0)],
      [line('20:00', 0, 1)],
      null,
    ],
    ['the child takes an adult menu', [menus('19:30', 2, 0)], [line('20:00', 1, 0)], null],
    [
      'a second dinner for the family',
      [menus('19:30', 2, 1)],
      [line('20:00', 2, 1)],
      'TOO_MANY_MENUS',
    ],
    [
      'one more menu than visitors left',
      [menus('19:30', 2, 0)],
      [line('20:00', 2, 0)],
      'TOO_MANY_MENUS',
    ],
    [
      'a child menu nobody can take',
      [menus('19:30', 1, 1)],
      [line('20:00', 0, 1)],
      'TOO_MANY_MENUS',
    ],
    [
      'two lines of one meal counted together',
      [menus('19:30', 1, 0)],
      [line('20:00', 1, 0), line('20:00', 1, 0)],
      null,
    ],
    [
      'two lines of one meal over the visitors left',
      [menus('19:30', 1, 0)],
      [line('20:00', 2, 0), line('20:15', 1, 0)],
      'TOO_MANY_MENUS',
    ],
    [
      'each day has its own meals',
      [menus('19:30', 2, 1)],
      [line('19:30', 2, 1, '2027-06-13')],
      null,
    ],
  ])('%s: %s', (_, booked, lines, refusal) => {
    expect(extraMealsRefusal(lines, booked, family, DINNER_FROM)).toBe(refusal);
  });
});

describe('mealTakers (checkout-and-account.md §4, the restaurant step of a completion)', () => {
  const mealLine = (type: string, time: string, group: OrderProduct['group']): OrderProduct => ({
    type,
    code: `R-FR-BAN-${DAY}-${time}`,
    name: 'Le Banquet des Bardes',
    quantity: group.adults + group.children,
    price: 3900,
    dates: { accessDate: DAY, accessEndDate: DAY, sessionTime: time },
    group,
  });
  const booking = (oldBasket: OrderProduct[] | null) => ({
    group: { ...defaultBooking().group, ...family, babies: 1 },
    oldBasket,
  });
  const ticket: OrderProduct = { ...mealLine('OFFER', '10:00', family), code: 'FR-D1' };

  it.each([
    // case, old bookings, left at dinner
    ['not in completion', null, { adults: 2, children: 1 }],
    ['a paid order without meals', [ticket], { adults: 2, children: 1 }],
    [
      'a paid dinner for the adults',
      [ticket, mealLine('DINER', '19:30', { adults: 2, children: 0 })],
      { adults: 0, children: 1 },
    ],
    [
      'a paid dinner for everyone',
      [
        ticket,
        mealLine('DINER', '19:30', { adults: 2, children: 0 }),
        mealLine('DINER', '19:30', { adults: 0, children: 1 }),
      ],
      { adults: 0, children: 0 },
    ],
    [
      'a paid lunch',
      [ticket, mealLine('LUNCH', '12:30', { adults: 2, children: 1 })],
      { adults: 2, children: 1 },
    ],
  ])('%s', (_, oldBasket, left) => {
    expect(mealTakers(booking(oldBasket), dinner, DINNER_FROM)).toEqual(left);
  });
});

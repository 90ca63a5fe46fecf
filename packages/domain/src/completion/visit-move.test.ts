import { describe, expect, it } from 'vitest';
import type { MealLine } from '../restaurants/meal-lines.ts';
import { type BasketInput, basketSchema } from '../validation/basket-schema.ts';
import {
  MOVING_KINDS,
  type MoveObstacle,
  type MovingKind,
  movedLines,
  movedMeal,
  moveRefusal,
  moveVisitBasket,
  movingItems,
  movingKindOfLine,
} from './visit-move.ts';

const dinner: MealLine = {
  id: 'meal-1',
  eventId: 'R-FR-BAN-2027-04-03-19:45',
  code: 'R-FR-BAN',
  date: '2027-04-03',
  time: '19:45',
  adults: 2,
  children: 1,
  menuAdultCode: 'BAN-ADULT',
  menuChildCode: 'BAN-CHILD',
};

/** A two-day visit of 3 April 2027 for 3 adults and a child, with all a visit books. */
const visit: BasketInput = basketSchema.parse({
  language: 'fr',
  group: { adults: 3, children: 1, babies: 0 },
  startDate: '2027-04-03',
  duration: 2,
  offerCode: 'FR-D2',
  seating: 'LVL2',
  eventDate: '2027-04-04',
  complementaries: [
    { code: 'PE', dates: ['2027-04-03', '2027-04-04'], session: null, quantity: 4 },
    { code: 'POSADA', dates: ['2027-04-04'], session: '17:30', quantity: 1 },
  ],
  flexibleRate: true,
  insurance: false,
  sendingMethod: 'email',
  isDonation: false,
  donationValue: 0,
  coupons: null,
  accommodation: {
    code: 'H-FR-CAS',
    startDate: '2027-04-03',
    nights: 1,
    breakfast: true,
    rooms: [
      { roomTypeCode: 'CAS-FAMILY', adults: 2, children: 1, ages: [8] },
      { roomTypeCode: 'CAS-FAMILY', adults: 1, children: 0, ages: [] },
    ],
  },
  restaurants: [
    dinner,
    {
      ...dinner,
      id: 'meal-2',
      eventId: 'R-FR-ROT-2027-04-04-12:00',
      code: 'R-FR-ROT',
      date: '2027-04-04',
      time: '12:00',
    },
  ],
  restaurantAllergies: false,
  restaurantAllergyNote: null,
});

describe('a meal moved with its visit (catalogue.md §7.2 FLEX, §7.7)', () => {
  it.each([
    // meal day, old start, new start, new day, new eventId
    ['2027-04-03', '2027-04-03', '2027-04-10', '2027-04-10', 'R-FR-BAN-2027-04-10-19:45'],
    ['2027-04-04', '2027-04-03', '2027-04-10', '2027-04-11', 'R-FR-BAN-2027-04-11-19:45'],
    ['2027-04-03', '2027-04-03', '2027-03-31', '2027-03-31', 'R-FR-BAN-2027-03-31-19:45'],
    ['2027-12-31', '2027-12-31', '2028-01-01', '2028-01-01', 'R-FR-BAN-2028-01-01-19:45'],
  ])(
    'a dinner of %s, the visit moving from %s to %s, is on %s at %s',
    (day, from, to, date, eventId) => {
      const meal = { ...dinner, date: day, eventId: `R-FR-BAN-${day}-19:45` };
      expect(movedMeal(meal, from, to)).toEqual({ ...meal, date, eventId });
    },
  );
});

describe('a visit basket on its new days', () => {
  it('moves every day-bound field by the same number of days, and nothing else', () => {
    expect(moveVisitBasket(visit, '2027-04-10')).toEqual({
      ...visit,
      startDate: '2027-04-10',
      eventDate: '2027-04-11',
      complementaries: [
        { code: 'PE', dates: ['2027-04-10', '2027-04-11'], session: null, quantity: 4 },
        { code: 'POSADA', dates: ['2027-04-11'], session: '17:30', quantity: 1 },
      ],
      accommodation: { ...visit.accommodation, startDate: '2027-04-10' },
      restaurants: [
        { ...dinner, date: '2027-04-10', eventId: 'R-FR-BAN-2027-04-10-19:45' },
        {
          ...dinner,
          id: 'meal-2',
          eventId: 'R-FR-ROT-2027-04-11-12:00',
          code: 'R-FR-ROT',
          date: '2027-04-11',
          time: '12:00',
        },
      ],
    });
  });

  it('keeps a basket without show, stay or meals as it is, the start aside', () => {
    const plain = { ...visit, eventDate: null, accommodation: null, restaurants: undefined };
    expect(moveVisitBasket(plain, '2027-04-02')).toEqual({
      ...plain,
      startDate: '2027-04-02',
      complementaries: [
        { code: 'PE', dates: ['2027-04-02', '2027-04-03'], session: null, quantity: 4 },
        { code: 'POSADA', dates: ['2027-04-03'], session: '17:30', quantity: 1 },
      ],
    });
  });
});

describe('what a visit takes on its days, in the order a date change checks it', () => {
  it('lists the tickets, each pass day, the activity slot, each room kind, each sitting', () => {
    const items = movingItems(visit).map(
      ({ kind, service, code, startDate, duration, session }) => [
        kind,
        service,
        code,
        startDate,
        duration,
        session,
      ],
    );
    expect(items).toEqual([
      ['ticket', 'TICKET', 'FR-D2', '2027-04-03', 2, null],
      ['pass', 'PASS', 'PE', '2027-04-03', 1, null],
      ['pass', 'PASS', 'PE', '2027-04-04', 1, null],
      ['activity', 'ACTIVITY', 'POSADA', '2027-04-04', 1, '17:30'],
      ['room', 'ACCOMMODATION', 'CAS-FAMILY', '2027-04-03', 1, null],
      ['meal', 'RESTAURANT', 'R-FR-BAN-2027-04-03-19:45', '2027-04-03', 1, null],
      ['meal', 'RESTAURANT', 'R-FR-ROT-2027-04-04-12:00', '2027-04-04', 1, null],
    ]);
    expect(movingItems(visit)[0]).toMatchObject({ seating: 'LVL2', eventDate: '2027-04-04' });
  });

  it('asks once for a sitting of two menus (an adult line and a child line)', () => {
    const twoLines = { ...visit, restaurants: [dinner, { ...dinner, id: 'meal-3' }] };
    expect(movingItems(twoLines).filter((item) => item.kind === 'meal')).toHaveLength(1);
  });
});

describe('the refusal naming what cannot move (booking-funnel.md §9, catalogue.md §7.2, §7.7)', () => {
  const rows: Array<[MovingKind, MoveObstacle, string]> = [
    ['ticket', 'notSold', 'DATE_CHANGE_DAY_INVALID'],
    ['ticket', 'full', 'SOLD_OUT'],
    ['ticket', 'bookingClosed', 'DATE_CHANGE_DAY_INVALID'],
    ['show', 'notSold', 'DATE_CHANGE_DAY_INVALID'],
    ['show', 'full', 'DATE_CHANGE_SHOW_FULL'],
    ['show', 'bookingClosed', 'DATE_CHANGE_DAY_INVALID'],
    ['pass', 'notSold', 'DATE_CHANGE_PASS_UNAVAILABLE'],
    ['pass', 'full', 'DATE_CHANGE_PASS_UNAVAILABLE'],
    ['pass', 'bookingClosed', 'DATE_CHANGE_PASS_UNAVAILABLE'],
    ['activity', 'notSold', 'DATE_CHANGE_ACTIVITY_UNAVAILABLE'],
    ['activity', 'full', 'DATE_CHANGE_ACTIVITY_UNAVAILABLE'],
    ['activity', 'bookingClosed', 'DATE_CHANGE_ACTIVITY_UNAVAILABLE'],
    ['room', 'notSold', 'DATE_CHANGE_ROOM_UNAVAILABLE'],
    ['room', 'full', 'DATE_CHANGE_ROOM_UNAVAILABLE'],
    ['room', 'bookingClosed', 'DATE_CHANGE_ROOM_UNAVAILABLE'],
    ['meal', 'notSold', 'DATE_CHANGE_MEAL_NOT_SERVED'],
    ['meal', 'full', 'DATE_CHANGE_MEAL_FULL'],
    ['meal', 'bookingClosed', 'DATE_CHANGE_MEAL_CLOSED'],
  ];

  it.each(rows)('%s, %s: %s', (kind, obstacle, code) => {
    expect(moveRefusal(kind, obstacle)).toBe(code);
  });

  it('has a row for every kind and obstacle', () => {
    expect(new Set(rows.map(([kind]) => kind))).toEqual(new Set(MOVING_KINDS));
    expect(rows).toHaveLength(MOVING_KINDS.length * 3);
  });

  it.each([
    ['restaurant', 'meal'],
    ['pass', 'pass'],
    ['activity', 'activity'],
    ['hotel', 'room'],
    ['showSeat', 'show'],
    ['dayAndShow', 'ticket'],
    ['ticket', 'ticket'],
    ['package', 'ticket'],
  ])('an order line of kind %s is a %s', (lineKind, kind) => {
    expect(movingKindOfLine(lineKind)).toBe(kind);
  });
});

describe("an order's lines on the new days, prices untouched", () => {
  const stored = [
    { id: 1, kind: 'ticket', code: 'FR-D1', label: 'Parc 1 jour', date: '2027-04-03' },
    { id: 2, kind: 'pass', code: 'PE', label: 'Pass Émotion', date: '2027-04-03' },
    {
      id: 3,
      kind: 'restaurant',
      code: 'R-FR-BAN-2027-04-03-19:45',
      label: 'Dîner samedi 3 avril 19:45 · Menu adulte',
      date: '2027-04-03',
    },
    {
      id: 4,
      kind: 'restaurant',
      code: 'R-FR-BAN-2027-04-03-19:45',
      label: 'Dîner samedi 3 avril 19:45 · Menu enfant',
      date: '2027-04-03',
    },
    { id: 5, kind: 'flexibleRate', code: 'FLEX', label: 'Tarif flexible', date: null },
  ];
  const priced = [
    { kind: 'ticket', code: 'FR-D1', label: 'Parc 1 jour' },
    { kind: 'pass', code: 'PE', label: 'Pass Émotion' },
    {
      kind: 'restaurant',
      code: 'R-FR-BAN-2027-04-10-19:45',
      label: 'Dîner samedi 10 avril 19:45 · Menu adulte',
    },
    {
      kind: 'restaurant',
      code: 'R-FR-BAN-2027-04-10-19:45',
      label: 'Dîner samedi 10 avril 19:45 · Menu enfant',
    },
  ];

  it('moves each dated line, a meal to its sitting on the new day, with its new label', () => {
    expect(movedLines(stored, priced, '2027-04-03', '2027-04-10')).toEqual([
      { id: 1, kind: 'ticket', code: 'FR-D1', label: 'Parc 1 jour', date: '2027-04-10' },
      { id: 2, kind: 'pass', code: 'PE', label: 'Pass Émotion', date: '2027-04-10' },
      {
        id: 3,
        kind: 'restaurant',
        code: 'R-FR-BAN-2027-04-10-19:45',
        label: 'Dîner samedi 10 avril 19:45 · Menu adulte',
        date: '2027-04-10',
      },
      {
        id: 4,
        kind: 'restaurant',
        code: 'R-FR-BAN-2027-04-10-19:45',
        label: 'Dîner samedi 10 avril 19:45 · Menu enfant',
        date: '2027-04-10',
      },
      { id: 5, kind: 'flexibleRate', code: 'FLEX', label: 'Tarif flexible', date: null },
    ]);
  });

  it('keeps the label of a line the new pricing does not have', () => {
    const [, , adult] = movedLines(stored, priced.slice(0, 2), '2027-04-03', '2027-04-10');
    expect(adult).toMatchObject({
      code: 'R-FR-BAN-2027-04-10-19:45',
      label: 'Dîner samedi 3 avril 19:45 · Menu adulte',
      date: '2027-04-10',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { type Cents, cents } from '../money/cents.ts';
import {
  breakfastPrice,
  nightlyPriceLines,
  nightTier,
  type RoomRates,
  roomsPrice,
  type StayNight,
} from './night-price.ts';

const night = (date: string, tier: StayNight['tier'], showSaturday = false): StayNight => ({
  date,
  tier,
  showSaturday,
});

// catalogue.md §7.6: Le Castellum's family room 169 / 199 / 239, breakfast 18 / 10.
const castellumFamily: RoomRates = {
  roomPerNight: { L: cents(16900), M: cents(19900), H: cents(23900) },
  breakfastAdult: cents(1800),
  breakfastChild: cents(1000),
  breakfastIncluded: false,
};
// Hotel Mirador de la Vega: breakfast included.
const vegaDouble: RoomRates = {
  roomPerNight: { L: cents(8500), M: cents(9500), H: cents(11500) },
  breakfastAdult: cents(0),
  breakfastChild: cents(0),
  breakfastIncluded: true,
};

describe('nightTier (catalogue.md §7.6: night-show Saturdays at tier H)', () => {
  it.each([
    ['a low weekday', night('2027-05-05', 'L'), 'L'],
    ['a mid Saturday with the show', night('2027-06-12', 'M', true), 'H'],
    ['a Christmas day stays P', night('2026-12-26', 'P', true), 'P'],
  ])('%s → %s', (_label, stayNight, tier) => {
    expect(nightTier(stayNight)).toBe(tier);
  });
});

describe('nightlyPriceLines (booking-funnel.md §3, price lines)', () => {
  it('one line a night, each at its tier, for the rooms of the kind', () => {
    const lines = nightlyPriceLines(
      'H-FR-CAS-FAMILY',
      [night('2027-06-11', 'M'), night('2027-06-12', 'M', true)],
      castellumFamily,
      2,
    );
    expect(lines).toEqual([
      {
        roomTypeCode: 'H-FR-CAS-FAMILY',
        date: '2027-06-11',
        priceRoom: 19900,
        unitBreakfastAdultPrice: 1800,
        unitBreakfastChildPrice: 1000,
        quantity: 2,
      },
      {
        roomTypeCode: 'H-FR-CAS-FAMILY',
        date: '2027-06-12',
        priceRoom: 23900,
        unitBreakfastAdultPrice: 1800,
        unitBreakfastChildPrice: 1000,
        quantity: 2,
      },
    ]);
    expect(roomsPrice(lines ?? [])).toBe(2 * 19900 + 2 * 23900);
  });

  it('breakfast included: its unit prices are 0', () => {
    const lines = nightlyPriceLines('H-ES-VEG-DOUBLE', [night('2027-05-05', 'L')], vegaDouble, 1);
    expect(lines?.[0]).toMatchObject({
      priceRoom: 8500,
      unitBreakfastAdultPrice: 0,
      unitBreakfastChildPrice: 0,
    });
  });

  it('a night whose tier has no price cannot be sold', () => {
    expect(nightlyPriceLines('X', [night('2026-12-26', 'P')], castellumFamily, 1)).toBeNull();
  });
});

describe('breakfastPrice: adults and children 3–13 each night, under-3s free', () => {
  const lines =
    nightlyPriceLines(
      'F',
      [night('2027-05-05', 'L'), night('2027-05-06', 'L')],
      castellumFamily,
      2,
    ) ?? [];
  it.each<[string, Parameters<typeof breakfastPrice>[1], number]>([
    [
      '2 adults, 2 children and a baby in 2 rooms, 2 nights',
      [
        { adults: 1, children: 2, ages: [11, 1] },
        { adults: 1, children: 1, ages: [8] },
      ],
      2 * (2 * 1800 + 2 * 1000),
    ],
    ['one adult, 2 nights', [{ adults: 1, children: 0, ages: [] }], 2 * 1800],
  ])('%s → %i', (_label, occupants, expected) => {
    expect(breakfastPrice(lines, occupants)).toBe(expected as Cents);
  });
});

import { cents } from '@sesame/domain/money/cents';
import { describe, expect, it } from 'vitest';
import { bookedStay, perNightPrice, solutionPrice } from './booked-stay.ts';
import { castellumDetail } from './stay-fixtures.ts';

const solution = { price: cents(35800), breakfastPrice: cents(5600), breakfastIncluded: false };

describe('solutionPrice (booking-funnel.md §4: accommodation in the total)', () => {
  it.each([
    ['rooms only', solution, false, null, 35800],
    ['rooms and breakfast', solution, true, null, 41400],
    [
      'breakfast included by the hotel costs nothing more',
      { ...solution, breakfastIncluded: true },
      true,
      null,
      35800,
    ],
    ['a package adds its tickets', solution, false, cents(16600), 52400],
  ] as const)('%s', (_label, chosen, breakfast, tickets, expected) => {
    expect(solutionPrice(chosen, breakfast, tickets)).toBe(expected);
  });
});

describe('perNightPrice', () => {
  it.each([
    ['one night is the whole price', 35800, 1, 35800],
    ['several nights share it, rounded to the cent', 51700, 3, 17233],
  ] as const)('%s', (_label, price, nights, expected) => {
    expect(perNightPrice(cents(price), nights)).toBe(expected);
  });
});

describe('bookedStay', () => {
  it('keeps the hotel, its nights, each room with its occupants and the price', () => {
    const detail = castellumDetail();
    const chosen = detail.solutions[1];
    if (!chosen) throw new Error('fixture');
    expect(bookedStay(detail, chosen, true)).toEqual({
      code: 'H-FR-CAS',
      title: 'Le Castellum',
      providerType: 'INTERNE',
      price: 41400,
      roomsSolution: {
        index: 1,
        source: 'INTERNE',
        price: 41400,
        solution: chosen.rooms,
        startDate: '2027-06-12',
        nights: 1,
        breakfast: true,
        breakfastIncluded: false,
      },
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { BookingAccommodation } from '../booking/booking.ts';
import { cents } from '../money/cents.ts';
import { hasParkRooms } from './park-stay.ts';

const room = {
  roomTypeCode: 'FAMILY',
  title: 'Family',
  adults: 2,
  children: 0,
  babies: 0,
  ages: [],
};
const stay = (providerType: string, solution: (typeof room)[] | null): BookingAccommodation => ({
  code: 'H-FR-CAS',
  title: 'Le Castellum',
  providerType,
  price: cents(16900),
  roomsSolution: solution && {
    index: 0,
    source: 'internal',
    price: cents(16900),
    solution,
    startDate: '2027-06-12',
    nights: 1,
    breakfast: false,
    breakfastIncluded: false,
  },
});

// checkout-and-account.md §9: provider type INTERNE triggers room distribution.
describe('hasParkRooms', () => {
  it.each<[string, BookingAccommodation | null, boolean]>([
    ['a park hotel with a room', stay('INTERNE', [room]), true],
    ['a park hotel with no room solution', stay('INTERNE', null), false],
    ['a park hotel with an empty solution', stay('INTERNE', []), false],
    ['a partner hotel', stay('PARTENAIRE', [room]), false],
    ['no hotel', null, false],
  ])('%s → %s', (_case, bookingAccommodation, expected) => {
    expect(hasParkRooms({ bookingAccommodation })).toBe(expected);
  });
});

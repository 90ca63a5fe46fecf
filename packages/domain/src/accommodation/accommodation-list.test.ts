import { describe, expect, it } from 'vitest';
import { type Cents, cents } from '../money/cents.ts';
import {
  type AccommodationFilters,
  distanceRangeOf,
  filterAccommodations,
  isAccommodationListed,
  type ListedAccommodation,
  priceFilterError,
  sortAccommodations,
} from './accommodation-list.ts';

const hotel = (code: string, fields: Partial<ListedAccommodation> = {}): ListedAccommodation => ({
  code,
  price: cents(10000),
  distance: 0,
  stars: 3,
  hotelType: 'THEMED',
  mainServices: [],
  secondaryServices: [],
  rooms: [{ solution: [{ stock: [{ eventId: `${code}-N1` }] }] }],
  ...fields,
});

// catalogue.md §7.6.
const castellum = hotel('H-FR-CAS', {
  price: cents(16900),
  stars: 3,
  mainServices: [{ code: 'POOL' }],
});
const moulin = hotel('H-FR-REL', {
  price: cents(7900),
  distance: 9,
  stars: 2,
  hotelType: 'PARTNER',
  secondaryServices: [{ code: 'PARKING' }],
});
const hospederia = hotel('H-ES-HOS', { price: cents(14900), stars: 4 });
const vega = hotel('H-ES-VEG', { price: cents(8500), distance: 14, hotelType: 'PARTNER' });
const all = [castellum, moulin, hospederia, vega];
const codes = (list: ListedAccommodation[]) => list.map((h) => h.code);

describe('isAccommodationListed (booking-funnel.md §5)', () => {
  it.each([
    ['every stock entry carries an eventId', castellum, true],
    [
      'a night without eventId',
      hotel('X', { rooms: [{ solution: [{ stock: [{ eventId: 'a' }, { eventId: null }] }] }] }),
      false,
    ],
    [
      'a solution without stock entries',
      hotel('X', { rooms: [{ solution: [{ stock: [] }] }] }),
      false,
    ],
    [
      'one of two solutions lacks an eventId',
      hotel('X', { rooms: [...castellum.rooms, { solution: [{ stock: [{ eventId: null }] }] }] }),
      false,
    ],
    ['no solution for the distribution', hotel('X', { rooms: [] }), false],
  ])('%s → %s', (_label, accommodation, listed) => {
    expect(isAccommodationListed(accommodation)).toBe(listed);
  });
});

describe('distanceRangeOf', () => {
  it.each([
    [0, 'ON_SITE'],
    [9, 'UNDER_10_KM'],
    [14, 'UNDER_20_KM'],
    [25, 'OVER_20_KM'],
  ] as const)('%i km → %s', (km, range) => expect(distanceRangeOf(km)).toBe(range));
});

describe('priceFilterError (readings.md §9)', () => {
  it.each<[Cents | null, Cents | null, string | null]>([
    [cents(5000), cents(10000), null],
    [cents(10000), cents(10000), null],
    [cents(15000), cents(10000), 'minAboveMax'],
    [null, cents(10000), null],
  ])('min %s max %s → %s', (min, max, error) => expect(priceFilterError(min, max)).toBe(error));
});

describe('filterAccommodations (booking-funnel.md §2: star, type, distance, service, price)', () => {
  it.each<[string, AccommodationFilters, string[]]>([
    ['no filter', {}, ['H-FR-CAS', 'H-FR-REL', 'H-ES-HOS', 'H-ES-VEG']],
    ['3 or 4 stars', { stars: [3, 4] }, ['H-FR-CAS', 'H-ES-HOS', 'H-ES-VEG']],
    ['partner hotels', { types: ['PARTNER'] }, ['H-FR-REL', 'H-ES-VEG']],
    ['on site', { distances: ['ON_SITE'] }, ['H-FR-CAS', 'H-ES-HOS']],
    ['a secondary service', { services: ['PARKING'] }, ['H-FR-REL']],
    ['80 € to 150 €', { minPrice: cents(8000), maxPrice: cents(15000) }, ['H-ES-HOS', 'H-ES-VEG']],
    [
      'minimum above maximum: the price filter is ignored',
      { minPrice: cents(20000), maxPrice: cents(1000) },
      ['H-FR-CAS', 'H-FR-REL', 'H-ES-HOS', 'H-ES-VEG'],
    ],
  ])('%s', (_label, filters, expected) => {
    expect(codes(filterAccommodations(all, filters))).toEqual(expected);
  });
});

describe('sortAccommodations (price, distance, stars)', () => {
  it.each<['price' | 'distance' | 'stars', string[]]>([
    ['price', ['H-FR-REL', 'H-ES-VEG', 'H-ES-HOS', 'H-FR-CAS']],
    ['distance', ['H-FR-CAS', 'H-ES-HOS', 'H-FR-REL', 'H-ES-VEG']],
    ['stars', ['H-ES-HOS', 'H-FR-CAS', 'H-ES-VEG', 'H-FR-REL']],
  ])('%s', (sort, expected) => expect(codes(sortAccommodations(all, sort))).toEqual(expected));
});

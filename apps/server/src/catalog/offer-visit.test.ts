import { platformConfig } from '@sesame/domain/testing/fixtures';
import { describe, expect, it } from 'vitest';
import type { OfferRow } from './catalog-repo.ts';
import { indexCatalogue } from './catalogue.ts';
import { planVisit, visitPlacesLeft } from './offer-visit.ts';

const offer = (code: string, kind: string, durationDays = 1, tags = ['OFFER']): OfferRow => ({
  code,
  kind,
  tags,
  durationDays,
  nights: 0,
  names: { en: code },
  descriptions: {},
  media: null,
});

// Friday 11 and Saturday 12 June open (a show on the Saturday), Sunday 13 closed, Monday 14 open.
const catalogue = indexCatalogue({
  config: platformConfig(),
  days: ['2027-06-11', '2027-06-12', '2027-06-14'].map((date) => ({
    date,
    season: date === '2027-06-12' ? 'M' : 'L',
    opensAt: '10:00',
    closesAt: '19:00',
  })),
  sessions: [{ date: '2027-06-12', startsAt: '22:30', durationMinutes: 100 }],
  offers: [
    offer('D1', 'ticket'),
    offer('D2', 'ticket', 2),
    offer('NS', 'nightShow', 1, ['OFFER', 'NIGHT_SHOW']),
    offer('D1NS', 'dayAndShow', 1, ['OFFER', 'NIGHT_SHOW']),
  ],
  prices: [
    ...['L', 'M'].map((season) => ({
      offerCode: 'D1',
      season,
      seating: '',
      adultCents: 4900,
      childCents: 3700,
    })),
    ...['L', 'M'].map((season) => ({
      offerCode: 'D2',
      season,
      seating: '',
      adultCents: 8600,
      childCents: 6500,
    })),
    ...['LVL1', 'LVL2'].flatMap((seating) =>
      ['NS', 'D1NS'].map((offerCode) => ({
        offerCode,
        season: 'M',
        seating,
        adultCents: 3300,
        childCents: 2100,
      })),
    ),
  ],
  stock: [
    { id: 1, product: 'PARK', date: '2027-06-11', session: '', category: '', capacity: 100 },
    { id: 2, product: 'PARK', date: '2027-06-12', session: '', category: '', capacity: 100 },
    { id: 3, product: 'PARK', date: '2027-06-14', session: '', category: '', capacity: 100 },
    {
      id: 4,
      product: 'SHOW',
      date: '2027-06-12',
      session: '22:30',
      category: 'LVL1',
      capacity: 50,
    },
    {
      id: 5,
      product: 'SHOW',
      date: '2027-06-12',
      session: '22:30',
      category: 'LVL2',
      capacity: 20,
    },
  ],
});
const product = (code: string) =>
  catalogue.offers.find((candidate) => candidate.code === code) as OfferRow;
const ids = (visit: ReturnType<typeof planVisit>) =>
  visit && [...visit.parkStock, ...(visit.seatStock ? [visit.seatStock] : [])].map((row) => row.id);

describe('planVisit', () => {
  it('takes the park row of each day of a 2-day ticket', () => {
    const visit = planVisit(catalogue, product('D2'), '2027-06-11');
    expect(visit?.dates).toEqual(['2027-06-11', '2027-06-12']);
    expect(ids(visit)).toEqual([1, 2]);
  });

  it('prices the whole visit by the season of its first day', () => {
    expect(planVisit(catalogue, product('D2'), '2027-06-11')?.season).toBe('L');
  });

  it('cannot sell a visit that runs into a closed day', () => {
    expect(planVisit(catalogue, product('D2'), '2027-06-12')).toBeNull();
    expect(planVisit(catalogue, product('D1'), '2027-06-13')).toBeNull();
  });

  it('cannot sell an offer without a price for the season', () => {
    expect(planVisit(catalogue, product('NS'), '2027-06-14')).toBeNull();
  });

  it('seats a show-only ticket without a park place, Bronze unless asked otherwise', () => {
    expect(ids(planVisit(catalogue, product('NS'), '2027-06-12'))).toEqual([4]);
    expect(ids(planVisit(catalogue, product('NS'), '2027-06-12', { seating: 'LVL2' }))).toEqual([
      5,
    ]);
  });

  it('takes the park day and a seat for a day + show ticket', () => {
    expect(ids(planVisit(catalogue, product('D1NS'), '2027-06-12'))).toEqual([2, 4]);
  });

  it('cannot seat a show offer on an evening without session or in a missing category', () => {
    expect(
      planVisit(catalogue, product('D1NS'), '2027-06-12', { showDate: '2027-06-11' }),
    ).toBeNull();
    expect(planVisit(catalogue, product('D1NS'), '2027-06-12', { seating: 'LVL3' })).toBeNull();
  });
});

describe('visitPlacesLeft', () => {
  it('is the fewest places of any row the visit needs', () => {
    const visit = planVisit(catalogue, product('D1NS'), '2027-06-12');
    if (!visit) throw new Error('The visit should be possible');
    expect(visitPlacesLeft(visit, (row) => row.capacity)).toBe(50);
    expect(visitPlacesLeft(visit, (row) => (row.id === 2 ? 3 : row.capacity))).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { makeOffer, platformConfig } from '../testing/fixtures.ts';
import type { Offer } from './offer.ts';
import { filterOffers, type OfferFilterContext } from './offer-filter.ts';

const fr = platformConfig({ disabledOffers: ['FR-OLD'], disabledPackageOffers: ['FR-NS'] });
const es = platformConfig({ code: 'es', country: 'es' });
const base: OfferFilterContext = {
  track: null,
  isPackage: false,
  groupSize: 2,
  hasLargeFamilyCard: false,
  config: fr,
};
const lowStock = (code: string, places: number) =>
  makeOffer({ code, stock: makeOffer().stock.map((s) => ({ ...s, availableStock: places })) });

const codes = (offers: Offer[]) =>
  offers.map((o) => `${o.code}${o.pricingCode.endsWith('-FAMILY') ? '*' : ''}`);

describe('filterOffers (booking-funnel.md §5)', () => {
  it.each<[string, Offer[], Partial<OfferFilterContext>, string[]]>([
    [
      'unavailable offers are dropped',
      [makeOffer(), makeOffer({ code: 'FR-D2', available: false })],
      {},
      ['FR-D1'],
    ],
    [
      'track offer: an offer needs a code',
      [makeOffer(), makeOffer({ code: '' })],
      { track: 'offer' },
      ['FR-D1'],
    ],
    [
      'track date: an offer without code is not filtered by this rule',
      [makeOffer({ code: '' })],
      { track: 'date' },
      [''],
    ],
    [
      'tagged OFFER on the disabled list: excluded',
      [makeOffer(), makeOffer({ code: 'FR-OLD' })],
      {},
      ['FR-D1'],
    ],
    [
      'tagged OFFER on the package list: excluded for a package',
      [makeOffer(), makeOffer({ code: 'FR-NS' })],
      { isPackage: true },
      ['FR-D1'],
    ],
    [
      'tagged OFFER on the package list: kept otherwise',
      [makeOffer({ code: 'FR-NS' })],
      {},
      ['FR-NS'],
    ],
    [
      'not tagged OFFER: dropped when the park country is fr',
      [
        makeOffer(),
        makeOffer({ code: 'PROMO', tag: 'PROMO' }),
        makeOffer({ code: 'NOTAG', tag: null }),
      ],
      {},
      ['FR-D1'],
    ],
    [
      'not tagged OFFER: kept when the park country is es',
      [makeOffer({ code: 'ES-XMAS', tag: 'NAVIDAD' })],
      { config: es },
      ['ES-XMAS'],
    ],
    [
      'track date: tagged offers need stock for the whole group',
      [lowStock('FR-D1', 4), lowStock('FR-D2', 3)],
      { track: 'date', groupSize: 4 },
      ['FR-D1'],
    ],
    [
      'track offer: stock is not checked here',
      [lowStock('FR-D2', 3)],
      { track: 'offer', groupSize: 4 },
      ['FR-D2'],
    ],
    [
      'large family card: an offer with a FAMILY variant is kept only in that variant',
      [makeOffer(), makeOffer({ pricingCode: 'FR-D1-FAMILY' }), makeOffer({ code: 'FR-NS' })],
      { hasLargeFamilyCard: true },
      ['FR-D1*', 'FR-NS'],
    ],
    [
      'no card: FAMILY variants are not offered',
      [makeOffer(), makeOffer({ pricingCode: 'FR-D1-FAMILY' })],
      {},
      ['FR-D1'],
    ],
  ])('%s', (_label, offers, ctx, expected) => {
    expect(codes(filterOffers(offers, { ...base, ...ctx }))).toEqual(expected);
  });
});

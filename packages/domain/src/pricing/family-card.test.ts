import { describe, expect, it } from 'vitest';
import type { FamilyCardCategory } from '../booking/large-family-card.ts';
import { cents } from '../money/cents.ts';
import type { PlatformCode } from '../platform/platform.ts';
import {
  type FamilyCard,
  familyCardPercent,
  familyPricingCode,
  familyUnitPrice,
  isFamilyCardValidForVisit,
  isFamilyPricingCode,
  visitPricingCode,
} from './family-card.ts';

describe('familyCardPercent (catalogue.md §7.3 FAMCARD)', () => {
  it.each<[PlatformCode, FamilyCardCategory | null, number]>([
    ['fr', null, 10],
    ['fr', 'general', 10],
    ['fr', 'especial', 10],
    ['es', 'general', 10],
    ['es', 'especial', 20],
    ['es', null, 10],
  ])('%s, %s: %i %%', (platform, category, expected) => {
    expect(familyCardPercent(platform, category)).toBe(expected);
  });
});

describe('familyUnitPrice (catalogue.md §7.3 FAMCARD)', () => {
  it.each<[string, number, PlatformCode, FamilyCardCategory | null, number]>([
    ['fr FR-D1 tier M adult: 56 € → 50.40 €', 5600, 'fr', null, 5040],
    ['fr FR-D1NS Bronze tier L child: 54 € → 48.60 €', 5400, 'fr', null, 4860],
    ['es General ES-D1 tier M adult: 48 € → 43.20 €', 4800, 'es', 'general', 4320],
    ['es Especial ES-D1 tier M adult: 48 € → 38.40 €', 4800, 'es', 'especial', 3840],
    ['rounded half up: 90 % of 49.05 € is 44.145 €', 4905, 'fr', null, 4415],
    ['rounded down: 90 % of 0.33 € is 0.297 €', 33, 'fr', null, 30],
    ['a free place stays free', 0, 'es', 'especial', 0],
  ])('%s', (_label, price, platform, category, expected) => {
    expect(familyUnitPrice(cents(price), platform, category)).toBe(expected);
  });
});

describe('familyPricingCode (docs/spec-readings.md, large family pricing variant)', () => {
  it.each<[string, PlatformCode, FamilyCardCategory | null, string]>([
    ['FR-D1', 'fr', null, 'FR-D1-FAMILY'],
    ['FR-D1NS', 'fr', 'especial', 'FR-D1NS-FAMILY'],
    ['ES-D1', 'es', 'general', 'ES-D1-GENERAL-FAMILY'],
    ['ES-NS', 'es', 'especial', 'ES-NS-ESPECIAL-FAMILY'],
    ['ES-D2', 'es', null, 'ES-D2-GENERAL-FAMILY'],
  ])('%s on %s, %s: %s', (code, platform, category, expected) => {
    expect(familyPricingCode(code, platform, category)).toBe(expected);
    expect(isFamilyPricingCode(expected)).toBe(true);
  });

  it('tells a plain pricing code apart', () => {
    expect(isFamilyPricingCode('FR-D1')).toBe(false);
    expect(isFamilyPricingCode('FAMILY-FR-D1')).toBe(false);
  });
});

describe('isFamilyCardValidForVisit (booking-funnel.md §5: expired at the visit date)', () => {
  it.each([
    ['expires after the visit', '2027-12-31', '2027-06-12', 1, true],
    ['expires on the visit day', '2027-06-12', '2027-06-12', 1, true],
    ['expired the day before', '2027-06-11', '2027-06-12', 1, false],
    ['expired a year before', '2026-06-12', '2027-06-12', 1, false],
    ['3 days, expires on the last day', '2027-06-14', '2027-06-12', 3, true],
    ['3 days, expires on the second day', '2027-06-13', '2027-06-12', 3, false],
    ['2 days across a month end', '2027-07-01', '2027-06-30', 2, true],
  ])('%s', (_label, validity, startDate, duration, expected) => {
    expect(isFamilyCardValidForVisit(validity, { startDate, duration })).toBe(expected);
  });
});

describe('visitPricingCode (catalogue.md §7.3 FAMCARD: only with a card valid at the visit)', () => {
  const visit = { startDate: '2027-06-12', duration: 1 };
  it.each<[string, PlatformCode, FamilyCard | null, string]>([
    ['no card: the offer’s own price', 'fr', null, 'FR-D1'],
    ['a valid French card', 'fr', { validity: '2028-01-01', category: null }, 'FR-D1-FAMILY'],
    ['an expired French card', 'fr', { validity: '2027-06-11', category: null }, 'FR-D1'],
    [
      'a valid General título',
      'es',
      { validity: '2027-06-12', category: 'general' },
      'ES-D1-GENERAL-FAMILY',
    ],
    [
      'a valid Especial título',
      'es',
      { validity: '2030-01-01', category: 'especial' },
      'ES-D1-ESPECIAL-FAMILY',
    ],
    ['an expired Especial título', 'es', { validity: '2027-01-01', category: 'especial' }, 'ES-D1'],
  ])('%s', (_label, platform, card, expected) => {
    const code = platform === 'es' ? 'ES-D1' : 'FR-D1';
    expect(visitPricingCode(code, platform, card, visit)).toBe(expected);
  });
});

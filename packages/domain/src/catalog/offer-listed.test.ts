import { describe, expect, it } from 'vitest';
import { platformConfig } from '../testing/fixtures.ts';
import { isOfferListed } from './offer-listed.ts';

const fr = platformConfig({ disabledOffers: ['FR-PK1'], disabledPackageOffers: ['FR-NS'] });
const es = platformConfig({
  code: 'es',
  country: 'es',
  disabledOffers: ['ES-PK1', 'ES-XMAS'],
  disabledPackageOffers: ['ES-NS'],
});

describe('isOfferListed (booking-funnel.md §5)', () => {
  it.each([
    ['a tagged offer', fr, 'FR-D1', ['OFFER'], false, true],
    ['a tagged offer on the disabled list', fr, 'FR-PK1', ['OFFER'], false, false],
    ['a tagged offer on the package list, outside a package', fr, 'FR-NS', ['OFFER'], false, true],
    ['a tagged offer on the package list, in a package', fr, 'FR-NS', ['OFFER'], true, false],
    ['an untagged offer outside Spain', fr, 'FR-XMAS', ['CHRISTMAS'], false, false],
    ['an untagged offer in Spain', es, 'ES-XMAS-2', ['CHRISTMAS'], false, true],
    [
      'an untagged offer in Spain, whatever the disabled lists say',
      es,
      'ES-XMAS',
      ['CHRISTMAS'],
      false,
      true,
    ],
    ['an offer without tag in Spain', es, 'ES-OTHER', [null], false, true],
  ])('%s: %s %s', (_case, config, code, tags, isPackage, listed) => {
    expect(isOfferListed({ code, tags }, { config, isPackage })).toBe(listed);
  });
});

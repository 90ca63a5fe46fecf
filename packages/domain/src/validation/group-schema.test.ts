import { describe, expect, it } from 'vitest';
import { DEFAULT_GROUP } from '../booking/default-booking.ts';
import { groupCountsSchema, groupSchema } from './group-schema.ts';
import { MAX_GROUP_PLACES, MAX_PER_AGE_BAND } from './limits.ts';

/** The first error of each field, as `path: key`. */
function errors(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

const withCard = {
  ...DEFAULT_GROUP,
  hasLargeFamilyCard: true,
  largeFamilyCardNumber: '75-2024-001234',
  largeFamilyCardValidity: '2028-12-31',
};

describe('groupSchema (booking-funnel.md §5, start page)', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['the default group', {}, []],
    ['children only', { adults: 0, children: 2 }, []],
    ['nobody', { adults: 0 }, ['adults: validation.atLeastOneVisitor']],
    ['babies only', { adults: 0, babies: 2 }, ['adults: validation.atLeastOneVisitor']],
    ['negative adults', { adults: -1, children: 1 }, ['adults: validation.min']],
    ['21 adults', { adults: 21 }, ['adults: validation.max']],
    ['20 adults, 20 children, 20 babies', { adults: 20, children: 20, babies: 20 }, []],
    ['a fraction of a child', { children: 1.5 }, ['children: validation.format']],
    ['missing adults', { adults: undefined }, ['adults: validation.required']],
    [
      'disabled adults above adults',
      { hasPsh: true, disabledAdults: 3 },
      ['disabledAdults: validation.disabledAboveGroup'],
    ],
    [
      'disabled children above children',
      { hasPsh: true, disabledChildren: 1 },
      ['disabledChildren: validation.disabledAboveGroup'],
    ],
    ['disabled within the group', { hasPsh: true, disabledAdults: 2 }, []],
    ['card with number and validity', withCard, []],
    [
      'card without number',
      { ...withCard, largeFamilyCardNumber: ' ' },
      ['largeFamilyCardNumber: validation.required'],
    ],
    [
      'card number of bad format',
      { ...withCard, largeFamilyCardNumber: '12' },
      ['largeFamilyCardNumber: validation.familyCardNumber'],
    ],
    [
      'card number of one repeated digit',
      { ...withCard, largeFamilyCardNumber: '1111 1111' },
      ['largeFamilyCardNumber: validation.familyCardNumber'],
    ],
    [
      'card without validity',
      { ...withCard, largeFamilyCardValidity: '' },
      ['largeFamilyCardValidity: validation.required'],
    ],
    [
      'card with an impossible validity',
      { ...withCard, largeFamilyCardValidity: '2028-02-30' },
      ['largeFamilyCardValidity: validation.date'],
    ],
    [
      'card with a validity after 2100',
      { ...withCard, largeFamilyCardValidity: '2101-01-01' },
      ['largeFamilyCardValidity: validation.date'],
    ],
    [
      'no card: card fields are not checked',
      { largeFamilyCardNumber: '1', largeFamilyCardValidity: 'x' },
      [],
    ],
    ['a French card needs no community nor category', { ...withCard, largeFamilyCardArea: '' }, []],
  ])('%s', (_label, overrides, expected) => {
    expect(errors(groupSchema('fr').safeParse({ ...DEFAULT_GROUP, ...overrides }))).toEqual(
      expected,
    );
  });
});

describe('groupSchema on the Spanish platform (catalogue.md §6.1)', () => {
  const withTitulo = {
    ...withCard,
    largeFamilyCardArea: 'MD',
    largeFamilyCardCategory: 'especial',
  };
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a título with its community and category', withTitulo, []],
    [
      'a título without community nor category',
      { ...withTitulo, largeFamilyCardArea: '', largeFamilyCardCategory: '' },
      [
        'largeFamilyCardArea: validation.familyCardCommunity',
        'largeFamilyCardCategory: validation.familyCardCategory',
      ],
    ],
    [
      'an unknown community',
      { ...withTitulo, largeFamilyCardArea: 'Madrid' },
      ['largeFamilyCardArea: validation.familyCardCommunity'],
    ],
    [
      'an unknown category',
      { ...withTitulo, largeFamilyCardCategory: 'G' },
      ['largeFamilyCardCategory: validation.familyCardCategory'],
    ],
    [
      'a bad number and no expiry',
      { ...withTitulo, largeFamilyCardNumber: '0000', largeFamilyCardValidity: '' },
      [
        'largeFamilyCardNumber: validation.familyCardNumber',
        'largeFamilyCardValidity: validation.required',
      ],
    ],
  ])('%s', (_label, overrides, expected) => {
    expect(errors(groupSchema('es').safeParse({ ...DEFAULT_GROUP, ...overrides }))).toEqual(
      expected,
    );
  });
});

describe('MAX_GROUP_PLACES', () => {
  it('is the places of the largest group: adults and children, babies take none', () => {
    const largest = {
      adults: MAX_PER_AGE_BAND,
      children: MAX_PER_AGE_BAND,
      babies: MAX_PER_AGE_BAND,
    };
    expect(groupCountsSchema.safeParse(largest).success).toBe(true);
    expect(MAX_GROUP_PLACES).toBe(largest.adults + largest.children);
  });
});

describe('groupCountsSchema (a basket group from the API)', () => {
  it('fills optional flags and counts that the API left out or sent as null', () => {
    expect(groupCountsSchema.parse({ adults: 2, children: 1, babies: 0, hasPsh: null })).toEqual({
      adults: 2,
      children: 1,
      babies: 0,
      hasLargeFamilyCard: false,
      largeFamilyCardNumber: '',
      largeFamilyCardValidity: '',
      largeFamilyCardArea: '',
      largeFamilyCardCategory: '',
      hasPsh: false,
      disabledAdults: 0,
      disabledChildren: 0,
    });
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['nobody', { adults: 0, children: 0, babies: 1 }, ['adults: validation.atLeastOneVisitor']],
    [
      'too many disabled',
      { adults: 1, children: 0, babies: 0, disabledAdults: 2 },
      ['disabledAdults: validation.disabledAboveGroup'],
    ],
  ])('%s', (_label, input, expected) => {
    expect(errors(groupCountsSchema.safeParse(input))).toEqual(expected);
  });
});

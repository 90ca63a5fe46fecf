import { describe, expect, it } from 'vitest';
import { isFamilyCardValidOn, isValidLargeFamilyCardNumber } from '../booking/large-family-card.ts';
import {
  esFamilyCardSchema,
  familyCardOfGroup,
  familyCardSchema,
  frFamilyCardSchema,
} from './family-card-schema.ts';
import { VALIDATION_MESSAGE_KEYS } from './validation-messages.ts';

function errors(result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

const frCard = { number: '75-2024-001234', validity: '2028-12-31' };
const esCard = {
  number: 'TF/28/000457',
  validity: '2028-12-31',
  community: 'MD',
  category: 'general',
};

describe('frFamilyCardSchema (booking-funnel.md §5, catalogue.md §6.2)', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a card with number and expiry', {}, []],
    ['a number with spaces around it', { number: '  75-2024-001234 ' }, []],
    ['no number', { number: '' }, ['number: validation.required']],
    ['a blank number', { number: '   ' }, ['number: validation.required']],
    ['a missing number', { number: undefined }, ['number: validation.required']],
    ['a number too short', { number: '123' }, ['number: validation.familyCardNumber']],
    [
      'a number of 26 characters',
      { number: `A${'1'.repeat(25)}` },
      ['number: validation.familyCardNumber'],
    ],
    ['a number with a symbol', { number: '12#45' }, ['number: validation.familyCardNumber']],
    [
      'a number of one repeated digit',
      { number: '7777-7777' },
      ['number: validation.familyCardNumber'],
    ],
    ['no expiry', { validity: '' }, ['validity: validation.required']],
    ['an impossible expiry', { validity: '2028-02-30' }, ['validity: validation.date']],
  ])('%s', (_label, overrides, expected) => {
    expect(errors(frFamilyCardSchema.safeParse({ ...frCard, ...overrides }))).toEqual(expected);
  });
});

describe('esFamilyCardSchema (booking-funnel.md §5, catalogue.md §6.1)', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a General título of Madrid', {}, []],
    ['an Especial título of Ceuta', { community: 'CE', category: 'especial' }, []],
    ['no community', { community: undefined }, ['community: validation.familyCardCommunity']],
    ['an unknown community', { community: 'XX' }, ['community: validation.familyCardCommunity']],
    ['no category', { category: '' }, ['category: validation.familyCardCategory']],
    ['an unknown category', { category: 'G' }, ['category: validation.familyCardCategory']],
    ['a number of zeros', { number: '0000000' }, ['number: validation.familyCardNumber']],
    ['no expiry', { validity: undefined }, ['validity: validation.required']],
  ])('%s', (_label, overrides, expected) => {
    expect(errors(esFamilyCardSchema.safeParse({ ...esCard, ...overrides }))).toEqual(expected);
  });
});

describe('familyCardSchema', () => {
  it('asks the community and category on the Spanish platform only', () => {
    expect(familyCardSchema('fr').safeParse(frCard).success).toBe(true);
    expect(familyCardSchema('es').safeParse(frCard).success).toBe(false);
  });

  it('only gives message keys the web catalogues translate', () => {
    const bad = { number: '1', validity: 'x', community: 1, category: 2 };
    const messages = esFamilyCardSchema.safeParse(bad).error?.issues.map((i) => i.message) ?? [];
    expect(messages).toHaveLength(4);
    for (const message of messages) expect(VALIDATION_MESSAGE_KEYS).toContain(message);
  });
});

describe('isFamilyCardValidOn (booking-funnel.md §5: expired at the visit date)', () => {
  it.each([
    ['a visit before the expiry', '2027-12-31', '2027-06-12', true],
    ['a visit on the expiry day', '2027-06-12', '2027-06-12', true],
    ['a visit the day after', '2027-06-11', '2027-06-12', false],
    ['a visit a year after', '2026-06-12', '2027-06-12', false],
  ])('%s', (_label, validity, visitDate, expected) => {
    expect(isFamilyCardValidOn(validity, visitDate)).toBe(expected);
  });
});

describe('isValidLargeFamilyCardNumber', () => {
  it.each([
    ['75-2024-001234', true],
    ['TF/28/000457', true],
    ['m-123456', true],
    ['AB12', true],
    ['123', false],
    ['-1234', false],
    ['1234567890123456789012345X', false],
    ['0000000', false],
    ['7777-7777', false],
    ['12#45', false],
  ])('%j: %s', (value, expected) => {
    expect(isValidLargeFamilyCardNumber(value)).toBe(expected);
  });
});

describe('familyCardOfGroup', () => {
  it('reads the card from the group fields, the community from the card area', () => {
    expect(
      familyCardOfGroup({
        largeFamilyCardNumber: 'TF/28/000457',
        largeFamilyCardValidity: '2028-12-31',
        largeFamilyCardArea: 'MD',
        largeFamilyCardCategory: 'general',
      }),
    ).toEqual(esCard);
  });
});

import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, callingCodeOf, isCountryCode, toE164, toNational } from './phone-number.ts';

describe('toE164 (catalogue.md §6.4, checkout-and-account.md §3 primaryPhone)', () => {
  it.each<[string, 'FR' | 'ES' | 'GP' | 'MC', string | null]>([
    // France: 0 + 9 digits nationally, +33 + 9 digits in E.164.
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['0612345678', 'FR', '+33612345678'],
    ['06-12-34-56-78', 'FR', '+33612345678'],
    ['06.12.34.56.78', 'FR', '+33612345678'],
    ['+33 6 12 34 56 78', 'FR', '+33612345678'],
    ['01 99 00 12 34', 'FR', '+33199001234'],
    ['06 12 34 56 7', 'FR', null],
    ['06 12 34 56 789', 'FR', null],
    ['123', 'FR', null],
    ['abc', 'FR', null],
    ['', 'FR', null],
    // Spain: +34 and 9 digits.
    ['612 345 678', 'ES', '+34612345678'],
    ['912 345 678', 'ES', '+34912345678'],
    ['+34 612 345 678', 'ES', '+34612345678'],
    ['12 345 678', 'ES', null],
    // A number of another dialling code than the one chosen.
    ['+34 612 345 678', 'FR', null],
    // Overseas departments have their own codes.
    ['0690 12 34 56', 'GP', '+590690123456'],
    ['06 12 34 56 78', 'MC', '+377612345678'],
    ['99 99 12 34', 'MC', '+37799991234'],
  ])('%s in %s → %s', (phone, country, expected) => {
    expect(toE164(phone, country)).toBe(expected);
  });
});

describe('the country codes', () => {
  it('are the ISO codes the phone metadata knows', () => {
    expect(COUNTRY_CODES).toContain('FR');
    expect(COUNTRY_CODES).toContain('ES');
    expect(COUNTRY_CODES.length).toBeGreaterThan(200);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it.each([
    ['FR', true],
    ['ES', true],
    ['fr', false],
    ['XX', false],
    ['', false],
  ])('%s is a country code: %s', (code, expected) => {
    expect(isCountryCode(code)).toBe(expected);
  });

  it.each([
    ['FR', '33'],
    ['ES', '34'],
    ['GP', '590'],
  ] as const)('%s dials %s', (country, code) => {
    expect(callingCodeOf(country)).toBe(code);
  });
});

describe('toNational', () => {
  it.each([
    ['+33612345678', '06 12 34 56 78'],
    ['+34612345678', '612 34 56 78'],
    ['not a number', 'not a number'],
  ])('%s → %s', (e164, national) => {
    expect(toNational(e164)).toBe(national);
  });
});

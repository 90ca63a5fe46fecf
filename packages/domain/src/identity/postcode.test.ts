import { describe, expect, it } from 'vitest';
import { isValidPostcode } from './postcode.ts';

describe('isValidPostcode (catalogue.md §6.4)', () => {
  it.each<[string, string, boolean, string]>([
    ['75002', 'FR', true, 'Paris'],
    ['01000', 'FR', true, 'the first département'],
    ['95000', 'FR', true, 'the last metropolitan département'],
    ['20000', 'FR', true, 'Corsica (2A)'],
    ['20200', 'FR', true, 'Corsica (2B)'],
    ['97100', 'FR', true, 'Guadeloupe'],
    ['97600', 'FR', true, 'Mayotte'],
    ['98000', 'FR', true, 'Monaco, by the French post'],
    ['00100', 'FR', false, 'département 00'],
    ['96000', 'FR', false, 'département 96'],
    ['97700', 'FR', false, 'beyond the overseas ranges'],
    ['98100', 'FR', false, 'beyond Monaco'],
    ['7500', 'FR', false, '4 digits'],
    ['750021', 'FR', false, '6 digits'],
    ['75O02', 'FR', false, 'a letter O for a zero'],
    [' 75002 ', 'FR', true, 'spaces around'],
    ['98000', 'MC', true, 'Monaco'],
    ['75002', 'MC', false, 'a French postcode in Monaco'],
    ['28013', 'ES', true, 'Madrid'],
    ['45001', 'ES', true, 'Toledo'],
    ['01001', 'ES', true, 'Álava, province 01'],
    ['52001', 'ES', true, 'Melilla, province 52'],
    ['53001', 'ES', false, 'province 53'],
    ['00001', 'ES', false, 'province 00'],
    ['2801', 'ES', false, '4 digits'],
    ['SW1A 1AA', 'GB', true, 'London'],
    ['10115', 'DE', true, 'Berlin'],
    ['1000', 'BE', true, 'Brussels'],
    ['H3Z 2Y7', 'CA', true, 'Montreal'],
    ['1', 'DE', false, 'one character'],
    ['12345678901', 'DE', false, 'eleven characters'],
    ['-1000', 'BE', false, 'starting with a hyphen'],
    ['10 00!', 'BE', false, 'punctuation'],
    ['', 'GB', false, 'empty'],
  ])('%s in %s is %s (%s)', (postcode, country, valid) => {
    expect(isValidPostcode(postcode, country)).toBe(valid);
  });
});

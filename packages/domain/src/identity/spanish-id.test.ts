import { describe, expect, it } from 'vitest';
import { isValidSpanishId, normaliseSpanishId } from './spanish-id.ts';

describe('isValidSpanishId (catalogue.md §6.3)', () => {
  it.each<[string, string, boolean]>([
    // Every valid vector of the catalogue.
    ['12345678Z', 'DNI', true],
    ['00000000T', 'DNI of zeros', true],
    ['54362315K', 'DNI', true],
    ['87654321X', 'DNI', true],
    ['X2482300W', 'NIE, the python-stdnum doctest', true],
    ['Y1234567X', 'NIE', true],
    ['Z7654321H', 'NIE', true],
    // NIF K, L, M: the letter of the 7 digits.
    ['K1234567L', 'NIF of a minor', true],
    ['L0000000T', 'NIF of a non-resident', true],
    ['M7654321J', 'NIF of a foreigner without NIE', true],
    // Normalised first: spaces, dots, hyphens and lower case.
    ['12.345.678-z', 'DNI written with dots and a hyphen', true],
    [' x 2482300 w ', 'NIE with spaces, in lower case', true],
    // Failing ones.
    ['X2482300A', 'NIE whose checksum fails (the catalogue’s own)', false],
    ['12345678A', 'DNI with a wrong letter', false],
    ['Y1234567Z', 'NIE with a wrong letter', false],
    ['K1234567T', 'NIF K with a wrong letter', false],
    ['1234567Z', 'DNI of 7 digits', false],
    ['123456789Z', 'DNI of 9 digits', false],
    ['X12345678Z', 'NIE of 8 digits', false],
    ['W1234567X', 'an unknown prefix', false],
    ['A58818501', 'a company CIF (another algorithm)', false],
    ['12345678', 'no letter', false],
    ['12345678Ñ', 'a letter outside the table', false],
    ['', 'empty', false],
  ])('%s (%s) is %s', (id, _label, valid) => {
    expect(isValidSpanishId(id)).toBe(valid);
  });
});

describe('normaliseSpanishId (catalogue.md §6.3)', () => {
  it.each([
    ['12.345.678-z', '12345678Z'],
    [' x 2482300 w ', 'X2482300W'],
    ['k-1234567-l', 'K1234567L'],
  ])('%s → %s', (raw, normalised) => {
    expect(normaliseSpanishId(raw)).toBe(normalised);
  });
});

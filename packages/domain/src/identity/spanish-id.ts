const CHECK_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** NIE prefixes stand for a leading digit; NIF K, L and M prefixes stand for none. */
const PREFIX_DIGITS: Record<string, string> = { X: '0', Y: '1', Z: '2', K: '', L: '', M: '' };

/** catalogue.md §6.3: strips spaces, dots and hyphens and upper-cases a DNI, NIE or NIF. */
export function normaliseSpanishId(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * catalogue.md §6.3: a DNI (8 digits and its letter), an NIE (X, Y or Z, 7 digits, letter: the
 * prefix read as 0, 1 or 2) or an NIF of a minor or a foreigner without NIE (K, L or M, 7 digits,
 * letter on the 7 digits). The letter is `TRWAGMYFPDXBNJZSQVHLCKE[n mod 23]`.
 */
export function isValidSpanishId(value: string): boolean {
  const match = /^([XYZKLM]?)(\d{7}|\d{8})([A-Z])$/.exec(normaliseSpanishId(value));
  if (!match) return false;
  const [, prefix = '', digits = '', letter] = match;
  if (digits.length !== (prefix === '' ? 8 : 7)) return false;
  const number = Number(`${PREFIX_DIGITS[prefix] ?? ''}${digits}`);
  return CHECK_LETTERS[number % 23] === letter;
}

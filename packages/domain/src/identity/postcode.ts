/** catalogue.md §6.4: French postcodes: 01–95 (Corsica 20xxx), overseas 971xx–976xx. */
const FRENCH_POSTCODE = /^(?:0[1-9]|[1-8]\d|9[0-5])\d{3}$|^97[1-6]\d{2}$/;

/** Monaco, served by the French post: 980xx. */
const MONACO_POSTCODE = /^980\d{2}$/;

/** catalogue.md §6.4: Spanish postcodes: 5 digits, the first 2 a province 01–52. */
const SPANISH_POSTCODE = /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/;

/**
 * Any other country (a rule of ours): 2 to 10 letters, digits, spaces or hyphens, starting and
 * ending with a letter or digit, so `SW1A 1AA`, `1000`, `10115` or `H3Z 2Y7` pass.
 */
const OTHER_POSTCODE = /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/i;

const POSTCODES: Readonly<Record<string, RegExp>> = {
  FR: new RegExp(`${FRENCH_POSTCODE.source}|${MONACO_POSTCODE.source}`),
  MC: MONACO_POSTCODE,
  ES: SPANISH_POSTCODE,
};

/**
 * catalogue.md §6.4: whether `postcode` is one of `country` (an ISO code): France with Corsica,
 * its overseas departments and Monaco, Spain by province, a sane shape elsewhere.
 */
export function isValidPostcode(postcode: string, country: string): boolean {
  return (POSTCODES[country] ?? OTHER_POSTCODE).test(postcode.trim());
}

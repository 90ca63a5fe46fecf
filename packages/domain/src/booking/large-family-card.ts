/**
 * The large family card's values and rules that need no schema (catalogue.md §6.1), apart from
 * family-card-schema.ts so that the start page and the pricing read them without loading zod
 * (decision 0007).
 */

/** catalogue.md §6.1 recommendation: free text of letters, digits and / . - or space, 4 to 25 long. */
const LARGE_FAMILY_CARD_NUMBER = /^[A-Z0-9][A-Z0-9/.\- ]{3,24}$/i;

/** booking-funnel.md §5: a large family card number has the card format and is not one repeated digit. */
export function isValidLargeFamilyCardNumber(value: string): boolean {
  const compact = value.replace(/[^A-Z0-9]/gi, '');
  return LARGE_FAMILY_CARD_NUMBER.test(value) && !/^(\d)\1*$/.test(compact);
}

/**
 * catalogue.md §6.1: the issuers of a título de familia numerosa, the autonomous communities and
 * cities by their ISO 3166-2:ES codes.
 */
// biome-ignore format: a grid of 19 codes reads better than a column
export const AUTONOMOUS_COMMUNITIES = [
  'AN', 'AR', 'AS', 'IB', 'CN', 'CB', 'CL', 'CM', 'CT', 'EX',
  'GA', 'MD', 'MC', 'NA', 'PV', 'RI', 'VC', 'CE', 'ML',
] as const;

/** catalogue.md §6.1: General (3–4 children) or Especial (5 or more, or the listed cases). */
export const FAMILY_CARD_CATEGORIES = ['general', 'especial'] as const;
export type FamilyCardCategory = (typeof FAMILY_CARD_CATEGORIES)[number];

/**
 * booking-funnel.md §5: the card is valid on a visit day up to its expiry day included. When it
 * is not, the caller offers another date or continuing without the discount.
 */
export function isFamilyCardValidOn(validity: string, visitDate: string): boolean {
  return visitDate <= validity;
}

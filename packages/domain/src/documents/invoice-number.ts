/** Digits of an invoice's sequence: a million invoices a year per platform before it widens. */
const SEQUENCE_DIGITS = 6;

/**
 * Issue 9: invoices numbered without gaps per platform and year, FR-2026-000001. The sequence
 * comes from the counter taken when the order is paid (decision 23); this only writes it.
 */
export function invoiceNumber(platform: string, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`Bad sequence ${sequence}`);
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new Error(`Bad year ${year}`);
  return `${platform.toUpperCase()}-${year}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

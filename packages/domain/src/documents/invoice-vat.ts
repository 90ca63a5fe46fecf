import { type Cents, cents, sumCents } from '../money/cents.ts';
import type { PlatformCode } from '../platform/platform.ts';

/**
 * VAT rate included in the ticket prices, by platform, in percent: France's reduced rate for
 * theme-park admissions (CGI art. 279 b ter) and Spain's general rate for them. Prices are
 * quoted VAT included; the invoice only shows the share.
 */
export const INCLUDED_VAT_PERCENT: Record<PlatformCode, number> = { fr: 10, es: 21 };

/** Lines outside VAT: a donation is no sale (catalogue.md §7.3, DON: VAT 0), insurance is exempt. */
const EXEMPT_KINDS = new Set(['donation', 'insurance']);

export interface InvoiceVat {
  percent: number;
  /** Total of the lines subject to VAT, VAT included. */
  taxable: Cents;
  /** The VAT included in `taxable`, rounded to the cent. */
  vat: Cents;
  total: Cents;
}

/** Issue 9, PDF invoices: the total and the VAT it includes, for the invoice's footer. */
export function invoiceVat(
  platform: PlatformCode,
  lines: readonly { kind: string; totalPrice: Cents }[],
): InvoiceVat {
  const percent = INCLUDED_VAT_PERCENT[platform];
  const taxable = sumCents(
    lines.filter((line) => !EXEMPT_KINDS.has(line.kind)).map((line) => line.totalPrice),
  );
  return {
    percent,
    taxable,
    vat: cents(Math.round((taxable * percent) / (100 + percent))),
    total: sumCents(lines.map((line) => line.totalPrice)),
  };
}

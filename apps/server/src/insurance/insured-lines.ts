import type { ProductKind } from '@sesame/domain/pricing/coupons';
import type { OrderLine } from '../orders/orders-repo.ts';
import type { InsurerLine } from './insurance-provider.ts';

/**
 * Order line kinds that are not tickets, as catalogue.md names them; every other kind (an offer:
 * ticket, night show, day and show, package's ticket, Christmas; a show seat) is a ticket.
 */
const LINE_KINDS: Readonly<Record<string, ProductKind>> = {
  package: 'package',
  pass: 'pass',
  activity: 'activity',
  flexibleRate: 'flexibleRate',
  restaurant: 'restaurant',
  hotel: 'hotel',
  insurance: 'insurance',
  postage: 'postage',
  donation: 'donation',
};

/**
 * A priced line as the insurer reads it (catalogue.md INS). The quote and the basket's INS line
 * both read lines through this, so the price quoted is the price charged. A coupon's line is
 * negative and counts for nothing (`insuredAmount` floors each line at 0): the insurer refunds
 * the lines' prices.
 */
export function insurerLine(line: Pick<OrderLine, 'kind' | 'code' | 'totalPrice'>): InsurerLine {
  return { kind: LINE_KINDS[line.kind] ?? 'ticket', code: line.code, price: line.totalPrice };
}

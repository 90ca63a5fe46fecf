import { productKindOf } from '@sesame/domain/pricing/line-kind';
import type { OrderLine } from '../orders/orders-repo.ts';
import type { InsurerLine } from './insurance-provider.ts';

/**
 * The priced lines as the insurer reads them (catalogue.md INS). The quote and the basket's INS
 * line both read lines through this, so the price quoted is the price charged. A coupon's line
 * sells nothing and is left out: the insurer refunds the lines' prices.
 */
export function insurerLines(
  lines: readonly Pick<OrderLine, 'kind' | 'code' | 'totalPrice'>[],
): InsurerLine[] {
  return lines.flatMap((line) => {
    const kind = productKindOf(line.kind);
    return kind ? [{ kind, code: line.code, price: line.totalPrice }] : [];
  });
}

import type { Cents } from '@sesame/domain/money/cents';
import type { BasketProduct, ProductKind, SeasonTier } from '@sesame/domain/pricing/coupons';
import type { OrderLine } from '../orders/orders-repo.ts';

/** What each kind of priced line sells, as the coupon rule names it. */
const KINDS: Readonly<Record<string, ProductKind>> = {
  ticket: 'ticket',
  nightShow: 'ticket',
  dayAndShow: 'ticket',
  christmas: 'ticket',
  package: 'package',
  pass: 'pass',
  flexibleRate: 'flexibleRate',
};

/**
 * The products the coupon rule reads (booking-funnel.md §7 checkCoupons: one line per visitor for
 * tickets, one per add-on) from a saved basket's priced lines, each ticket at its start day's tier.
 */
export function couponBasket(
  lines: readonly OrderLine[],
  tiers: ReadonlyMap<string, SeasonTier>,
): BasketProduct[] {
  return lines.flatMap((line, index) => {
    const kind = KINDS[line.kind];
    if (!kind || line.date === null) return [];
    const product = (visitor: BasketProduct['visitor'], price: Cents, n: number) => ({
      id: `${index}:${visitor ?? 'line'}:${n}`,
      productId: line.code,
      kind,
      visitor,
      price,
      accessDate: line.date as string,
      tier: tiers.get(line.date as string) ?? null,
    });
    if (kind !== 'ticket' && kind !== 'package') return [product(null, line.totalPrice, 0)];
    return [
      ...Array.from({ length: line.adults }, (_, n) => product('adult', line.adultUnitPrice, n)),
      ...Array.from({ length: line.children }, (_, n) => product('child', line.childUnitPrice, n)),
    ];
  });
}

import type { Cents } from '../money/cents.ts';
import type { BasketProduct, ProductKind, SeasonTier } from './coupons.ts';
import { productKindOf } from './line-kind.ts';

/** What a coupon may be checked on: tickets, packages and the dated add-ons that carry a code. */
const CHECKED: readonly ProductKind[] = ['ticket', 'package', 'pass', 'flexibleRate'];

/** A priced basket line, as the server saves it and the web reads it back. */
export interface PricedBasketLine {
  kind: string;
  code: string;
  date: string | null;
  adults: number;
  children: number;
  adultUnitPrice: Cents;
  childUnitPrice: Cents;
  totalPrice: Cents;
}

/**
 * booking-funnel.md §7 checkCoupons products: one per visitor for tickets and packages, one per
 * dated add-on, each at its day's tier when known; discount and undated lines are left out. The
 * web asks with these, and the server re-checks the saved basket with the same.
 */
export function couponProducts(
  lines: readonly PricedBasketLine[],
  tiers: ReadonlyMap<string, SeasonTier> = new Map(),
): BasketProduct[] {
  return lines.flatMap((line, index) => {
    const kind = productKindOf(line.kind);
    const accessDate = line.date;
    if (!kind || !CHECKED.includes(kind) || accessDate === null) return [];
    const product = (visitor: BasketProduct['visitor'], price: Cents, n: number) => ({
      id: `${index}:${visitor ?? 'line'}:${n}`,
      productId: line.code,
      kind,
      visitor,
      price,
      accessDate,
      tier: tiers.get(accessDate) ?? null,
    });
    if (kind !== 'ticket' && kind !== 'package') return [product(null, line.totalPrice, 0)];
    return [
      ...Array.from({ length: line.adults }, (_, n) => product('adult', line.adultUnitPrice, n)),
      ...Array.from({ length: line.children }, (_, n) => product('child', line.childUnitPrice, n)),
    ];
  });
}

import type { ProductKind } from './coupons.ts';

/** Offers of the list and their seats: all tickets to the pricing rules. */
const TICKET_KINDS = ['ticket', 'nightShow', 'dayAndShow', 'christmas', 'showSeat'];

const ADD_ON_KINDS: readonly ProductKind[] = [
  'package',
  'pass',
  'activity',
  'flexibleRate',
  'restaurant',
  'hotel',
  'insurance',
  'postage',
  'donation',
];

/**
 * What a priced basket line sells, as catalogue.md's rules (coupons, INS) name it; null for a
 * line that sells nothing, such as a coupon's discount. A new line kind is named here.
 */
export function productKindOf(lineKind: string): ProductKind | null {
  if (TICKET_KINDS.includes(lineKind)) return 'ticket';
  return ADD_ON_KINDS.find((kind) => kind === lineKind) ?? null;
}

import { type Cents, cents, sumCents } from '../money/cents.ts';
import type { PlatformCode } from '../platform/platform.ts';
import { type FamilyCardCategory, isFamilyCardValidOn } from '../validation/family-card-schema.ts';
import type { BasketProduct, ProductDiscount } from './coupons.ts';

/** catalogue.md §7.3 FAMCARD: fr 10 % for every card; es 10 % General, 20 % Especial. */
export const FAMILY_CARD_PERCENT: Record<PlatformCode, Record<FamilyCardCategory, number>> = {
  fr: { general: 10, especial: 10 },
  es: { general: 10, especial: 20 },
};

/** The card as the discount reads it; a French card has no category. */
export interface FamilyCard {
  validity: string;
  category: FamilyCardCategory | null;
}

/** catalogue.md §7.3 FAMCARD: the rate a card gives on a platform. */
export function familyCardPercent(platform: PlatformCode, category: FamilyCardCategory | null) {
  return FAMILY_CARD_PERCENT[platform][category ?? 'general'];
}

/**
 * catalogue.md §7.3 FAMCARD and booking-funnel.md §5: the discount on each park and show ticket
 * whose access date the card is valid on, rounded half up to a cent per line. Packages, add-ons,
 * hotels and restaurants are not discounted. Coupons are refused when this total is above 0.
 */
export function familyCardDiscount(
  basket: readonly BasketProduct[],
  card: FamilyCard,
  platform: PlatformCode,
): { discounts: ProductDiscount[]; total: Cents } {
  const percent = familyCardPercent(platform, card.category);
  const discounts = basket
    .filter((line) => line.kind === 'ticket' && isFamilyCardValidOn(card.validity, line.accessDate))
    .map((line) => ({
      productLineId: line.id,
      amount: cents(Math.round((line.price * percent) / 100)),
    }));
  return { discounts, total: sumCents(discounts.map((d) => d.amount)) };
}

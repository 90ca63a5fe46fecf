import { type FamilyCardCategory, isFamilyCardValidOn } from '../booking/large-family-card.ts';
import { FAMILY_PRICING_SUFFIX } from '../catalog/offer-filter.ts';
import { addDays } from '../dates/calendar-days.ts';
import { type Cents, cents } from '../money/cents.ts';
import type { PlatformCode } from '../platform/platform.ts';

/** catalogue.md §7.3 FAMCARD: fr 10 % for every card; es 10 % General, 20 % Especial. */
export const FAMILY_CARD_PERCENT: Record<PlatformCode, Record<FamilyCardCategory, number>> = {
  fr: { general: 10, especial: 10 },
  es: { general: 10, especial: 20 },
};

/** The card as its price reads it; a French card has no category. */
export interface FamilyCard {
  validity: string;
  category: FamilyCardCategory | null;
}

/** catalogue.md §7.3 FAMCARD: the rate a card gives on a platform. */
export function familyCardPercent(platform: PlatformCode, category: FamilyCardCategory | null) {
  return FAMILY_CARD_PERCENT[platform][category ?? 'general'];
}

/** catalogue.md §7.3 FAMCARD: a unit price of a FAMILY variant, the card's rate off, half up to the cent. */
export function familyUnitPrice(
  price: Cents,
  platform: PlatformCode,
  category: FamilyCardCategory | null,
): Cents {
  return cents(Math.round((price * (100 - familyCardPercent(platform, category))) / 100));
}

/**
 * docs/spec-readings.md, large family pricing variant: the pricing code of an offer's FAMILY
 * variant — `FR-D1-FAMILY` in France, one per category in Spain (`ES-D1-GENERAL-FAMILY`,
 * `ES-D1-ESPECIAL-FAMILY`), since there the category sets the rate.
 */
export function familyPricingCode(
  offerCode: string,
  platform: PlatformCode,
  category: FamilyCardCategory | null,
): string {
  const variant = platform === 'es' ? `-${(category ?? 'general').toUpperCase()}` : '';
  return `${offerCode}${variant}${FAMILY_PRICING_SUFFIX}`;
}

/** Whether a pricing code is a FAMILY variant's. */
export function isFamilyPricingCode(pricingCode: string): boolean {
  return pricingCode.endsWith(FAMILY_PRICING_SUFFIX);
}

/**
 * booking-funnel.md §5 and docs/spec-readings.md: a card is valid at the visit when it has not
 * expired on the visit's last day, so that it holds at the gate on every day of the ticket.
 */
export function isFamilyCardValidForVisit(
  validity: string,
  visit: { startDate: string; duration: number },
): boolean {
  return isFamilyCardValidOn(validity, addDays(visit.startDate, visit.duration - 1));
}

/**
 * catalogue.md §7.3 FAMCARD and booking-funnel.md §5: the pricing code to price an offer with for
 * a visit — its FAMILY variant's when a card is given and valid at the visit, otherwise the
 * offer's own (the caller falls back to it when the offer has no FAMILY variant).
 */
export function visitPricingCode(
  offerCode: string,
  platform: PlatformCode,
  card: FamilyCard | null,
  visit: { startDate: string; duration: number },
): string {
  return card && isFamilyCardValidForVisit(card.validity, visit)
    ? familyPricingCode(offerCode, platform, card.category)
    : offerCode;
}

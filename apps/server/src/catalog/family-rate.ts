import type { Language } from '@sesame/domain/i18n/language';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { type FamilyCard, visitPricingCode } from '@sesame/domain/pricing/family-card';
import type { BasketInput } from '@sesame/domain/validation/basket-schema';
import {
  esFamilyCardSchema,
  familyCardOfGroup,
  frFamilyCardSchema,
} from '@sesame/domain/validation/family-card-schema';
import type { Catalogue } from './catalogue.ts';

/**
 * booking-funnel.md §5 and catalogue.md §6: the large family card a basket's group declares,
 * checked with the platform's card schema — null without a card, 'invalid' when it fails (the
 * basket is then refused: a price is never given on a card that could not be read).
 */
export function cardOfBasket(
  platform: PlatformCode,
  group: BasketInput['group'],
): FamilyCard | null | 'invalid' {
  if (!group.hasLargeFamilyCard) return null;
  const fields = familyCardOfGroup(group);
  if (platform === 'es') {
    const titulo = esFamilyCardSchema.safeParse(fields);
    return titulo.success
      ? { validity: titulo.data.validity, category: titulo.data.category }
      : 'invalid';
  }
  const card = frFamilyCardSchema.safeParse(fields);
  return card.success ? { validity: card.data.validity, category: null } : 'invalid';
}

/**
 * catalogue.md §7.3 FAMCARD: the pricing code an offer of a basket is priced under — its FAMILY
 * variant's when the card is valid at the visit and the offer has one, its own otherwise.
 */
export function basketPricingCode(
  catalogue: Catalogue,
  offerCode: string,
  card: FamilyCard | null,
  visit: { startDate: string; duration: number },
): string {
  const code = visitPricingCode(offerCode, catalogue.config.code, card, visit);
  return catalogue.hasPricing(code) ? code : offerCode;
}

const FAMILY_RATE: Record<Language, string> = {
  fr: 'Tarif famille nombreuse',
  en: 'Large family rate',
  es: 'Tarifa familia numerosa',
};

/** What a basket line priced at the FAMILY variant adds to its label. */
export function familyRateLabel(language: Language): string {
  return FAMILY_RATE[language];
}

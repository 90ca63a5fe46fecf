import type { Language } from '@sesame/domain/i18n/language';

/** catalogue.md §7.8: what each coupon of the catalogue gives, as a visitor reads it. */
const DESCRIPTIONS: Record<string, Record<Language, string>> = {
  FAMILLE10: {
    fr: '−10 % sur les billets parc et combinés (2 adultes et 2 enfants le même jour)',
    en: '−10% on park and combined tickets (2 adults and 2 children on the same day)',
    es: '−10 % en las entradas al parque y combinadas (2 adultos y 2 niños el mismo día)',
  },
  PRIMEUR5: {
    fr: '−5 € par billet adulte 1 jour, réservé au moins 30 jours avant la visite',
    en: '−€5 per adult 1-day ticket, booked at least 30 days before the visit',
    es: '−5 € por entrada de adulto de 1 día, reservada al menos 30 días antes de la visita',
  },
  REYES27: {
    fr: '−50 % sur les billets enfant de Noël, avec un billet adulte le même jour',
    en: '−50% on Christmas child tickets, with an adult ticket on the same day',
    es: '−50 % en las entradas infantiles de Navidad, con una entrada de adulto el mismo día',
  },
};

const LABEL: Record<Language, (code: string) => string> = {
  fr: (code) => `Code promo ${code}`,
  en: (code) => `Coupon ${code}`,
  es: (code) => `Cupón ${code}`,
};

/** The name of a coupon, and of its discount line in a saved basket. */
export function couponName(code: string, language: Language): string {
  return LABEL[language](code);
}

/** What a known coupon gives; empty for a code the catalogue does not have. */
export function couponDescription(code: string, language: Language): string {
  return DESCRIPTIONS[code]?.[language] ?? '';
}

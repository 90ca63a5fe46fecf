import type { Language } from '@sesame/domain/i18n/language';
import type { PlatformCode } from '@sesame/domain/platform/platform';

/** catalogue.md §7.1: the youth academy that receives the donations of each park. */
const ACADEMIES: Record<PlatformCode, string> = {
  fr: 'Académie des Jeunes Talents',
  es: 'Academia de Jóvenes Talentos',
};

const POSTAGE: Record<Language, string> = {
  fr: 'Envoi des billets par courrier',
  en: 'Tickets sent by post',
  es: 'Envío de las entradas por correo',
};

const DONATION: Record<Language, (academy: string) => string> = {
  fr: (academy) => `Don à l'${academy}`,
  en: (academy) => `Donation to the ${academy}`,
  es: (academy) => `Donativo a la ${academy}`,
};

/** The label of the postage line of a saved basket. */
export function postageLabel(language: Language): string {
  return POSTAGE[language];
}

/** The label of the donation line of a saved basket, naming the park's academy. */
export function donationLabel(platform: PlatformCode, language: Language): string {
  return DONATION[language](ACADEMIES[platform]);
}

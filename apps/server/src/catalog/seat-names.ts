import type { Seating } from '@sesame/domain/catalog/offer';
import type { Language } from '@sesame/domain/i18n/language';
import type { PlatformCode } from '@sesame/domain/platform/platform';

/**
 * booking-funnel.md §3 bookingEvent: each park names its seat categories its own way (Bronze,
 * Silver, Golden Square in France; classic, preferential, plata in Spain), in every language. The
 * web app's catalogues hold the same names under `offersCategory.seats.names`.
 */
const SEAT_NAMES: Record<PlatformCode, Record<Language, Record<Seating, string>>> = {
  fr: {
    fr: { LVL1: 'Bronze', LVL2: 'Argent', LVL3: 'Carré Or' },
    en: { LVL1: 'Bronze', LVL2: 'Silver', LVL3: 'Golden Square' },
    es: { LVL1: 'Bronce', LVL2: 'Plata', LVL3: 'Cuadro de Oro' },
  },
  es: {
    fr: { LVL1: 'Classique', LVL2: 'Préférentielle', LVL3: 'Plata' },
    en: { LVL1: 'Classic', LVL2: 'Preferential', LVL3: 'Plata' },
    es: { LVL1: 'Clásica', LVL2: 'Preferente', LVL3: 'Plata' },
  },
};

export function seatName(platform: PlatformCode, seating: Seating, language: Language): string {
  return SEAT_NAMES[platform][language][seating];
}

import type { Language } from '@sesame/domain/i18n/language';

/** The services a hotel lists (booking-funnel.md §3, main and secondary services), by code. */
const SERVICES: Record<string, Record<Language, string>> = {
  PARK_ACCESS: {
    fr: 'Accès direct au parc',
    en: 'Direct access to the park',
    es: 'Acceso directo al parque',
  },
  BREAKFAST: { fr: 'Petit-déjeuner buffet', en: 'Breakfast buffet', es: 'Desayuno bufé' },
  BREAKFAST_INCLUDED: {
    fr: 'Petit-déjeuner inclus',
    en: 'Breakfast included',
    es: 'Desayuno incluido',
  },
  RESTAURANT: { fr: 'Restaurant', en: 'Restaurant', es: 'Restaurante' },
  FAMILY_ROOMS: { fr: 'Chambres familiales', en: 'Family rooms', es: 'Habitaciones familiares' },
  POOL: { fr: 'Piscine', en: 'Swimming pool', es: 'Piscina' },
  PARKING: { fr: 'Parking gratuit', en: 'Free parking', es: 'Aparcamiento gratuito' },
  WIFI: { fr: 'Wi-Fi gratuit', en: 'Free Wi-Fi', es: 'Wifi gratuito' },
  AIR_CONDITIONING: { fr: 'Climatisation', en: 'Air conditioning', es: 'Aire acondicionado' },
  SHUTTLE: { fr: 'Navette vers le parc', en: 'Shuttle to the park', es: 'Lanzadera al parque' },
  BAR: { fr: 'Bar', en: 'Bar', es: 'Bar' },
  LUGGAGE: { fr: 'Bagagerie', en: 'Luggage room', es: 'Consigna de equipaje' },
  EV_CHARGING: {
    fr: 'Recharge de véhicules électriques',
    en: 'Electric car charging',
    es: 'Carga de vehículos eléctricos',
  },
  ACCESSIBLE: { fr: 'Chambres accessibles', en: 'Accessible rooms', es: 'Habitaciones accesibles' },
  GARDEN: { fr: 'Jardin', en: 'Garden', es: 'Jardín' },
  PETS: { fr: 'Animaux acceptés', en: 'Pets welcome', es: 'Se admiten mascotas' },
};

/** A service's title in a language; the code itself for a code the table does not know. */
export function serviceTitle(code: string, language: Language): string {
  return SERVICES[code]?.[language] ?? code;
}

/** Every service code a hotel may list. */
export const SERVICE_CODES = Object.keys(SERVICES);

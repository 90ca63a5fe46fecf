import type { PlatformConfig } from '@sesame/domain/platform/platform';

export interface SeededPlatform {
  name: string;
  config: PlatformConfig;
}

// The pass step, the hotels (with the packages, FR-PK1, ES-PK1 and ES-XMAS-PK) and the restaurants
// are on; the Christmas activity is on where there is one (es).
const laterFeatures = {
  pass: true,
  accommodation: true,
  restaurants: true,
  christmasActivities: false,
} as const;

export const seededPlatforms: SeededPlatform[] = [
  {
    name: 'Les Terres de Légende',
    config: {
      code: 'fr',
      country: 'fr',
      defaultLanguage: 'fr',
      currency: 'EUR',
      features: {
        ...laterFeatures,
        packageMode: false,
        flexibleRate: true,
        postalDelivery: true,
        externalNewsletter: false,
      },
      disabledOffers: [],
      disabledPackageOffers: ['FR-NS'],
      // The night show alone gives no park entry, so a park pass makes no sense with it.
      disabledStepsByOffer: { 'FR-NS': ['pass'] },
      christmasActivityOffers: [],
      christmasOffers: [],
    },
  },
  {
    name: 'Tierras de Leyenda',
    config: {
      code: 'es',
      country: 'es',
      defaultLanguage: 'es',
      currency: 'EUR',
      features: {
        ...laterFeatures,
        // La Posada de los Reyes Magos (catalogue.md §7.1).
        christmasActivities: true,
        // The Spanish park sells its hotels only inside stays (package offers).
        packageMode: true,
        flexibleRate: true,
        postalDelivery: false,
        externalNewsletter: true,
      },
      disabledOffers: [],
      disabledPackageOffers: ['ES-NS'],
      // No pass at Christmas: the major shows it gives priority at rest (catalogue.md §7.4).
      disabledStepsByOffer: { 'ES-NS': ['pass'], 'ES-XMAS': ['pass'], 'ES-XMAS-PK': ['pass'] },
      christmasActivityOffers: ['ES-XMAS', 'ES-XMAS-PK'],
      christmasOffers: ['ES-XMAS', 'ES-XMAS-PK'],
    },
  },
];

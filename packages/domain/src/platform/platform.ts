import type { Language } from '../i18n/language.ts';

export const PLATFORMS = ['fr', 'es'] as const;
/** A country platform: it picks the park, its catalogue and its configuration. */
export type PlatformCode = (typeof PLATFORMS)[number];

/** booking-funnel.md §2 and §5: the configuration a platform gives the funnel. */
export interface PlatformConfig {
  code: PlatformCode;
  /** Park country; `es` keeps offers not tagged OFFER and disables pass and catering tag filters. */
  country: 'fr' | 'es';
  defaultLanguage: Language;
  currency: 'EUR';
  features: {
    pass: boolean;
    accommodation: boolean;
    /** Package mode: the accommodation step is shown only for package offers. */
    packageMode: boolean;
    restaurants: boolean;
    christmasActivities: boolean;
    flexibleRate: boolean;
    postalDelivery: boolean;
    externalNewsletter: boolean;
  };
  /** Offer codes hidden from the offer list (tagged OFFER). */
  disabledOffers: string[];
  /** Offer codes hidden when the visit is a package. */
  disabledPackageOffers: string[];
  /** Offer codes for which a step (pass, accommodations, restaurants) is skipped after the category. */
  disabledStepsByOffer: Record<string, Array<'pass' | 'accommodations' | 'restaurants'>>;
  /** Offers whose buyers may book the seasonal children's activity. */
  christmasActivityOffers: string[];
  /** The two Christmas offers that shift the stepper numbering like a package. */
  christmasOffers: string[];
}

import type { Booking, Group } from '../booking/booking.ts';
import { defaultBooking } from '../booking/default-booking.ts';
import type { Complementary, Offer } from '../catalog/offer.ts';
import { cents } from '../money/cents.ts';
import type { PlatformConfig } from '../platform/platform.ts';

/** Test data for domain callers: a platform configuration with every feature on. */
export function platformConfig(overrides: Partial<PlatformConfig> = {}): PlatformConfig {
  return {
    code: 'fr',
    country: 'fr',
    defaultLanguage: 'fr',
    currency: 'EUR',
    features: {
      pass: true,
      accommodation: true,
      packageMode: false,
      restaurants: true,
      christmasActivities: false,
      flexibleRate: true,
      postalDelivery: true,
      externalNewsletter: false,
    },
    disabledOffers: [],
    disabledPackageOffers: [],
    disabledStepsByOffer: {},
    christmasActivityOffers: [],
    christmasOffers: [],
    ...overrides,
  };
}

/** Test data: a platform configuration with some features changed. */
export function withFeatures(
  features: Partial<PlatformConfig['features']>,
  overrides: Partial<PlatformConfig> = {},
): PlatformConfig {
  const config = platformConfig(overrides);
  return { ...config, features: { ...config.features, ...features } };
}

/** Test data: an available offer with 1,000 places on 2027-06-12, priced 49 € / 37 € per visitor. */
export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  const code = overrides.code ?? 'FR-D1';
  return {
    code,
    pricingCode: code,
    kind: 'ticket',
    season: 'L',
    seating: null,
    seatingStockCode: null,
    available: true,
    status: 'available',
    stayName: null,
    name: code,
    description: '',
    longDescription: null,
    duration: 1,
    tag: 'OFFER',
    price: {
      basePrice: cents(4900),
      totalPrice: cents(9800),
      adultPrice: cents(9800),
      adultUnitPrice: cents(4900),
      childrenPrice: cents(0),
      childrenUnitPrice: cents(3700),
    },
    media: null,
    stock: [
      {
        date: '2027-06-12',
        availableStock: 1000,
        stockCodes: [`${code}-2027-06-12`],
        seatingStockCode: null,
        seating: null,
        session: null,
        valid: true,
        title: null,
      },
    ],
    ...overrides,
  };
}

/** Test data: a pass or activity line. */
export function makeComplementary(
  code: string,
  totalPrice: number,
  dates = ['2027-06-12'],
): Complementary {
  return { code, name: code, dates, quantity: 2, totalPrice: cents(totalPrice) };
}

/** Test data: the default booking with some fields and some group fields changed. */
export function makeBooking(overrides: Partial<Booking> = {}, group: Partial<Group> = {}): Booking {
  const booking = defaultBooking();
  return { ...booking, ...overrides, group: { ...booking.group, ...overrides.group, ...group } };
}

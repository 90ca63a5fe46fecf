import { describe, expect, it } from 'vitest';
import type { Booking } from '../booking/booking.ts';
import { defaultBooking } from '../booking/default-booking.ts';
import type { Offer } from '../catalog/offer.ts';
import type { Route } from '../funnel/routes.ts';
import { makeOffer, withFeatures } from '../testing/fixtures.ts';
import { completionStepAfter, firstCompletionStep } from './completion-steps.ts';
import type { OrderProduct } from './order-to-complete.ts';

const booking = (group: Partial<Booking['group']> = {}, code = 'ES-NAV'): Booking => {
  const base = defaultBooking();
  return {
    ...base,
    offer: makeOffer({ code }),
    group: { ...base.group, children: 1, ...group },
    isInCompletion: true,
  };
};
const hotelLine = (providerType: string): OrderProduct => ({
  type: 'ACCOMMODATION',
  code: 'H-FR-CAS-DOUBLE',
  name: 'Le Castellum',
  quantity: 1,
  price: 14000,
  dates: { accessDate: '2027-06-12', accessEndDate: '2027-06-12', sessionTime: null },
  group: { adults: 2, children: 1 },
  providerType,
});
/**
 * A paid visit of two days and one night (readings.md §6: nights are the day difference), preset
 * from an order of `offer` (the 2-day ticket FR-D2 unless said) whose lines are `oldBasket`.
 */
const twoDays = (
  group: Partial<Booking['group']> = {},
  offer: Partial<Offer> = {},
  oldBasket: OrderProduct[] = [],
): Booking => ({
  ...booking(group),
  offer: makeOffer({ code: 'FR-D2', duration: 2, ...offer }),
  startDate: '2027-06-12',
  duration: 2,
  durationNight: 1,
  oldBasket,
});
const spanish = { code: 'es' as const, christmasActivityOffers: ['ES-NAV'] };
// Passes, restaurants and the Christmas activity: every extra a completion sells.
const christmas = withFeatures({ christmasActivities: true }, spanish);
// The French park: hotels sold apart from packages, no Christmas activity.
const french = withFeatures({});

describe('completion steps (booking-funnel.md §4, completion mode)', () => {
  it.each<[string, ReturnType<typeof withFeatures>, Booking, Route, Route, Route, Route, Route]>([
    // case, config, booking, first, after pass, after accommodations, after restaurants, after activities
    [
      'pass, restaurants and activity offered',
      christmas,
      booking(),
      'pass',
      'restaurants',
      'restaurants',
      'activities',
      'summary',
    ],
    [
      'no activity for this offer',
      christmas,
      booking({}, 'ES-D1'),
      'pass',
      'restaurants',
      'restaurants',
      'summary',
      'summary',
    ],
    [
      'no children',
      christmas,
      booking({ children: 0 }),
      'pass',
      'restaurants',
      'restaurants',
      'summary',
      'summary',
    ],
    [
      'no restaurants on the platform',
      withFeatures({ christmasActivities: true, restaurants: false }, spanish),
      booking(),
      'pass',
      'activities',
      'activities',
      'activities',
      'summary',
    ],
    [
      'restaurants disabled for the offer',
      withFeatures(
        { christmasActivities: true },
        { ...spanish, disabledStepsByOffer: { 'ES-NAV': ['restaurants'] } },
      ),
      booking(),
      'pass',
      'activities',
      'activities',
      'activities',
      'summary',
    ],
    [
      'no pass feature',
      withFeatures({ pass: false }),
      booking(),
      'restaurants',
      'restaurants',
      'restaurants',
      'summary',
      'summary',
    ],
    // A child-only group's guard skips the pass and the restaurants (§2): the activity is its only extra.
    [
      'child-only group',
      christmas,
      booking({ adults: 0 }),
      'activities',
      'activities',
      'activities',
      'activities',
      'summary',
    ],
    [
      'neither pass nor restaurants',
      withFeatures({ pass: false, restaurants: false }),
      booking(),
      'summary',
      'summary',
      'summary',
      'summary',
      'summary',
    ],
    // §2 order: pass, accommodation, restaurants, activities. A stay needs nights (readings.md §6).
    [
      'a 2-day ticket visit without a stay: its hotels after the pass',
      french,
      twoDays(),
      'pass',
      'accommodations',
      'restaurants',
      'summary',
      'summary',
    ],
    [
      'a 2-day visit without a pass: its hotels first',
      withFeatures({ pass: false }),
      twoDays(),
      'accommodations',
      'accommodations',
      'restaurants',
      'summary',
      'summary',
    ],
    [
      'a 2-day visit, hotels then the activity when there are no restaurants',
      withFeatures({ christmasActivities: true, restaurants: false }, spanish),
      twoDays({}, { code: 'ES-NAV' }),
      'pass',
      'accommodations',
      'activities',
      'activities',
      'summary',
    ],
    [
      'a 1-day visit: no night, no hotel',
      french,
      booking({}, 'FR-D1'),
      'pass',
      'restaurants',
      'restaurants',
      'summary',
      'summary',
    ],
    [
      'a 2-day visit with its park hotel booked',
      french,
      twoDays({}, {}, [hotelLine('INTERNE')]),
      'pass',
      'restaurants',
      'restaurants',
      'summary',
      'summary',
    ],
    [
      'a 2-day visit with a partner hotel booked',
      french,
      twoDays({}, {}, [hotelLine('PARTENAIRE')]),
      'pass',
      'restaurants',
      'restaurants',
      'summary',
      'summary',
    ],
    [
      'a package: its stay is part of it',
      french,
      twoDays({}, { code: 'FR-PK1', kind: 'package' }),
      'pass',
      'restaurants',
      'restaurants',
      'summary',
      'summary',
    ],
    [
      'an offer with nights of its own (the Christmas combo)',
      french,
      twoDays({}, { code: 'ES-XMAS-PK', kind: 'christmas', nights: 1 }),
      'pass',
      'restaurants',
      'restaurants',
      'summary',
      'summary',
    ],
    [
      'hotels sold only in packages (package mode)',
      withFeatures({ packageMode: true }),
      twoDays(),
      'pass',
      'restaurants',
      'restaurants',
      'summary',
      'summary',
    ],
    [
      'no hotels on the platform',
      withFeatures({ accommodation: false }),
      twoDays(),
      'pass',
      'restaurants',
      'restaurants',
      'summary',
      'summary',
    ],
    [
      'hotels disabled for the offer',
      withFeatures({}, { disabledStepsByOffer: { 'FR-D2': ['accommodations'] } }),
      twoDays(),
      'pass',
      'restaurants',
      'restaurants',
      'summary',
      'summary',
    ],
    // The guard of child-only and disability groups skips the hotels too (§2).
    [
      'a 2-day visit of a disability-profile group',
      french,
      twoDays({ hasPsh: true }),
      'summary',
      'summary',
      'summary',
      'summary',
      'summary',
    ],
  ])(
    '%s: first %s, after pass %s, after accommodations %s, after restaurants %s, after activities %s',
    (_, config, b, first, afterPass, afterHotels, afterRestaurants, afterActivities) => {
      expect(firstCompletionStep(b, config)).toBe(first);
      expect(completionStepAfter('pass', b, config)).toBe(afterPass);
      expect(completionStepAfter('accommodations', b, config)).toBe(afterHotels);
      expect(completionStepAfter('restaurants', b, config)).toBe(afterRestaurants);
      expect(completionStepAfter('activities', b, config)).toBe(afterActivities);
    },
  );

  it.each([
    // A day's list goes on like the list; a restaurant's page goes back to the list (§2).
    ['restaurants/list', christmas, booking(), 'activities'],
    [
      'restaurants/list',
      withFeatures({ christmasActivities: false }, spanish),
      booking(),
      'summary',
    ],
    ['restaurants/detail', christmas, booking(), 'restaurants'],
    // A hotel's page goes on like the list; the room distribution goes back to it.
    ['accommodations/detail', french, twoDays(), 'restaurants'],
    ['accommodations/detail', withFeatures({ restaurants: false }), twoDays(), 'summary'],
    ['accommodation-distribution', french, twoDays(), 'accommodations'],
    ['accommodation-repartition', french, twoDays(), 'accommodations'],
  ] as const)('after %s: %s', (from, config, b, next) => {
    expect(completionStepAfter(from, b, config)).toBe(next);
  });
});

import { describe, expect, it } from 'vitest';
import type { Booking } from '../booking/booking.ts';
import { defaultBooking } from '../booking/default-booking.ts';
import { makeOffer, withFeatures } from '../testing/fixtures.ts';
import { completionStepAfter, firstCompletionStep } from './completion-steps.ts';

const booking = (group: Partial<Booking['group']> = {}, code = 'ES-NAV'): Booking => {
  const base = defaultBooking();
  return {
    ...base,
    offer: makeOffer({ code }),
    group: { ...base.group, children: 1, ...group },
    isInCompletion: true,
  };
};
const spanish = { code: 'es' as const, christmasActivityOffers: ['ES-NAV'] };
// Passes, restaurants and the Christmas activity: every extra a completion sells.
const christmas = withFeatures({ christmasActivities: true }, spanish);

describe('completion steps (booking-funnel.md §4, completion mode)', () => {
  it.each([
    // case, config, booking, first, after pass, after restaurants, after activities
    [
      'pass, restaurants and activity offered',
      christmas,
      booking(),
      'pass',
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
      'summary',
      'summary',
    ],
    [
      'no children',
      christmas,
      booking({ children: 0 }),
      'pass',
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
      'summary',
    ],
    [
      'no pass feature',
      withFeatures({ pass: false }),
      booking(),
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
    ],
  ] as const)(
    '%s: first %s, after pass %s, after restaurants %s, after activities %s',
    (_, config, b, first, afterPass, afterRestaurants, afterActivities) => {
      expect(firstCompletionStep(b, config)).toBe(first);
      expect(completionStepAfter('pass', b, config)).toBe(afterPass);
      expect(completionStepAfter('restaurants', b, config)).toBe(afterRestaurants);
      expect(completionStepAfter('activities', b, config)).toBe(afterActivities);
    },
  );

  it.each([
    // A day's list goes on like the list; a restaurant's page goes back to the list (§2).
    ['restaurants/list', christmas, 'activities'],
    ['restaurants/list', withFeatures({ christmasActivities: false }, spanish), 'summary'],
    ['restaurants/detail', christmas, 'restaurants'],
  ] as const)('after %s: %s', (from, config, next) => {
    expect(completionStepAfter(from, booking(), config)).toBe(next);
  });
});

import { describe, expect, it } from 'vitest';
import type { Booking } from '../booking/booking.ts';
import { defaultBooking } from '../booking/default-booking.ts';
import { makeOffer, platformConfig, withFeatures } from '../testing/fixtures.ts';
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
const christmas = withFeatures(
  { christmasActivities: true },
  { code: 'es', christmasActivityOffers: ['ES-NAV'] },
);

describe('completion steps (booking-funnel.md §4, completion mode)', () => {
  it.each([
    ['pass and activity offered', christmas, booking(), 'pass', 'activities', 'summary'],
    ['no activity for this offer', christmas, booking({}, 'ES-D1'), 'pass', 'summary', 'summary'],
    ['no children', christmas, booking({ children: 0 }), 'pass', 'summary', 'summary'],
    ['no pass feature', withFeatures({ pass: false }), booking(), 'summary', 'summary', 'summary'],
    // A child-only group's guard skips the pass (§2): the activity is its only extra.
    ['child-only group', christmas, booking({ adults: 0 }), 'activities', 'activities', 'summary'],
    // Restaurants and hotels are not sold by a completion yet: never a step of it.
    ['restaurants on', platformConfig(), booking(), 'pass', 'summary', 'summary'],
  ] as const)(
    '%s: first %s, after pass %s, after activities %s',
    (_, config, b, first, afterPass, afterActivities) => {
      expect(firstCompletionStep(b, config)).toBe(first);
      expect(completionStepAfter('pass', b, config)).toBe(afterPass);
      expect(completionStepAfter('activities', b, config)).toBe(afterActivities);
    },
  );
});

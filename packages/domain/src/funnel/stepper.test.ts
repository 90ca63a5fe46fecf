import { describe, expect, it } from 'vitest';
import type { Booking } from '../booking/booking.ts';
import type { OfferKind } from '../catalog/offer.ts';
import type { PlatformConfig } from '../platform/platform.ts';
import { makeBooking, makeOffer, platformConfig, withFeatures } from '../testing/fixtures.ts';
import type { Track } from './funnel-state.ts';
import {
  isActivityStepShown,
  isStepShown,
  type StepperEntry,
  stepperSteps,
  stepState,
} from './stepper.ts';

const show = (entries: StepperEntry[]) => entries.map((e) => `${e.step}:${e.number}`).join(' ');

const ticket = makeBooking({ offer: makeOffer() });
const pkg = makeBooking({ offer: makeOffer({ code: 'FR-PK1', kind: 'package' }) });
const packageVisit = makeBooking({ visitType: 1, offer: null });
const christmasConfig = withFeatures(
  { christmasActivities: true },
  {
    country: 'es',
    christmasOffers: ['ES-XMAS', 'ES-XMAS-COMBO'],
    christmasActivityOffers: ['ES-XMAS'],
  },
);
const christmas = makeBooking(
  { offer: makeOffer({ code: 'ES-XMAS', kind: 'christmas' }) },
  { children: 1 },
);
const christmasCombo = makeBooking({
  offer: makeOffer({ code: 'ES-XMAS-COMBO', kind: 'christmas' }),
});

describe('stepperSteps: order and numbering (booking-funnel.md §2)', () => {
  it.each<[string, Track | null, Booking, PlatformConfig, string]>([
    [
      'track offer',
      'offer',
      ticket,
      platformConfig(),
      'visitors:1 offer:2 date:3 pass:4 accommodation:5 restaurants:6',
    ],
    [
      'track date',
      'date',
      ticket,
      platformConfig(),
      'visitors:1 date:2 offer:3 pass:4 accommodation:5 restaurants:6',
    ],
    [
      'no track: date order',
      null,
      ticket,
      platformConfig(),
      'visitors:1 date:2 offer:3 pass:4 accommodation:5 restaurants:6',
    ],
    [
      'package offer: accommodation 3, pass 4, restaurants 5',
      'offer',
      pkg,
      platformConfig(),
      'visitors:1 offer:2 date:2 accommodation:3 pass:4 restaurants:5',
    ],
    [
      'package visit type, track date',
      'date',
      packageVisit,
      platformConfig(),
      'visitors:1 date:2 offer:2 accommodation:3 pass:4 restaurants:5',
    ],
    [
      'Christmas offer with a child: activities 6',
      'offer',
      christmas,
      christmasConfig,
      'visitors:1 offer:2 date:2 accommodation:3 pass:4 restaurants:5 activities:6',
    ],
    [
      'Christmas combo offer',
      'date',
      christmasCombo,
      christmasConfig,
      'visitors:1 date:2 offer:2 accommodation:3 pass:4 restaurants:5',
    ],
  ])('%s', (_label, track, booking, config, expected) => {
    expect(show(stepperSteps(booking, { track }, config))).toBe(expected);
  });

  it('gives each step its route', () => {
    expect(stepperSteps(christmas, { track: 'date' }, christmasConfig).map((e) => e.route)).toEqual(
      ['start', 'duration', 'offers', 'accommodations', 'pass', 'restaurants', 'activities'],
    );
  });
});

describe('stepperSteps: which steps are shown (booking-funnel.md §2)', () => {
  it.each<[string, Booking, PlatformConfig, string]>([
    [
      'pass feature off',
      ticket,
      withFeatures({ pass: false }),
      'visitors:1 date:2 offer:3 accommodation:4 restaurants:5',
    ],
    [
      'accommodation feature off',
      ticket,
      withFeatures({ accommodation: false }),
      'visitors:1 date:2 offer:3 pass:4 restaurants:5',
    ],
    [
      'package mode on, offer not a package: no accommodation',
      ticket,
      withFeatures({ packageMode: true }),
      'visitors:1 date:2 offer:3 pass:4 restaurants:5',
    ],
    [
      'package mode on, package offer: accommodation',
      pkg,
      withFeatures({ packageMode: true }),
      'visitors:1 date:2 offer:2 accommodation:3 pass:4 restaurants:5',
    ],
    [
      'restaurants feature off',
      ticket,
      withFeatures({ restaurants: false }),
      'visitors:1 date:2 offer:3 pass:4 accommodation:5',
    ],
    [
      'child-only group: nothing after the offer',
      makeBooking({ offer: makeOffer() }, { adults: 0, children: 2 }),
      platformConfig(),
      'visitors:1 date:2 offer:3',
    ],
    [
      'disability profile: nothing after the offer',
      makeBooking({ offer: makeOffer() }, { hasPsh: true, disabledAdults: 1 }),
      platformConfig(),
      'visitors:1 date:2 offer:3',
    ],
  ])('%s', (_label, booking, config, expected) => {
    expect(show(stepperSteps(booking, { track: 'date' }, config))).toBe(expected);
  });
});

describe('stepperSteps: steps disabled for the offer (platform disabledStepsByOffer)', () => {
  // The seed configurations of both platforms: the night show alone has no pass step.
  const french = platformConfig({ disabledStepsByOffer: { 'FR-NS': ['pass'] } });
  const spanish = withFeatures(
    { packageMode: true },
    { code: 'es', country: 'es', disabledStepsByOffer: { 'ES-NS': ['pass'] } },
  );
  const offer = (code: string, kind: 'ticket' | 'nightShow') =>
    makeBooking({ offer: makeOffer({ code, kind }) });

  it.each<[string, Booking, PlatformConfig, string]>([
    [
      'FR-NS: no pass step',
      offer('FR-NS', 'nightShow'),
      french,
      'visitors:1 date:2 offer:3 accommodation:4 restaurants:5',
    ],
    [
      'FR day ticket: the pass step',
      offer('FR-D1', 'ticket'),
      french,
      'visitors:1 date:2 offer:3 pass:4 accommodation:5 restaurants:6',
    ],
    [
      'FR, no offer chosen yet: the pass step',
      makeBooking(),
      french,
      'visitors:1 date:2 offer:3 pass:4 accommodation:5 restaurants:6',
    ],
    [
      'FR-NS on another platform without the rule: the pass step',
      offer('FR-NS', 'nightShow'),
      platformConfig(),
      'visitors:1 date:2 offer:3 pass:4 accommodation:5 restaurants:6',
    ],
    [
      'ES-NS: no pass step',
      offer('ES-NS', 'nightShow'),
      spanish,
      'visitors:1 date:2 offer:3 restaurants:4',
    ],
    [
      'ES day ticket: the pass step',
      offer('ES-D1', 'ticket'),
      spanish,
      'visitors:1 date:2 offer:3 pass:4 restaurants:5',
    ],
    [
      'accommodations and restaurants disabled for an offer',
      offer('FR-D1', 'ticket'),
      platformConfig({ disabledStepsByOffer: { 'FR-D1': ['accommodations', 'restaurants'] } }),
      'visitors:1 date:2 offer:3 pass:4',
    ],
  ])('%s', (_label, booking, config, expected) => {
    expect(show(stepperSteps(booking, { track: 'date' }, config))).toBe(expected);
  });

  it.each<[string, Booking, PlatformConfig, boolean]>([
    ['FR-NS on the French platform', offer('FR-NS', 'nightShow'), french, false],
    ['ES-NS on the Spanish platform', offer('ES-NS', 'nightShow'), spanish, false],
    ['FR-D1 on the French platform', offer('FR-D1', 'ticket'), french, true],
  ])('isStepShown pass, %s: %s', (_label, booking, config, expected) => {
    expect(isStepShown('pass', booking, config)).toBe(expected);
  });
});

describe('stepperSteps on the seeded Spanish platform (package mode, docs/spec-readings.md)', () => {
  // apps/server/src/db/seed/platform-configs.ts: hotels only in packages, no pass at Christmas.
  const spanish = withFeatures(
    { packageMode: true, christmasActivities: true },
    {
      code: 'es',
      country: 'es',
      disabledStepsByOffer: { 'ES-XMAS': ['pass'], 'ES-XMAS-PK': ['pass'] },
      christmasActivityOffers: ['ES-XMAS', 'ES-XMAS-PK'],
      christmasOffers: ['ES-XMAS', 'ES-XMAS-PK'],
    },
  );
  const family = (code: string, kind: OfferKind, nights: number) =>
    makeBooking({ offer: makeOffer({ code, kind, nights }) }, { children: 2 });

  it.each<[string, Booking, string]>([
    [
      'ES-PK1, a package: its hotel',
      family('ES-PK1', 'package', 1),
      'visitors:1 date:2 offer:2 accommodation:3 pass:4 restaurants:5',
    ],
    [
      'ES-XMAS-PK, the Christmas combo with its night: its hotel',
      family('ES-XMAS-PK', 'christmas', 1),
      'visitors:1 date:2 offer:2 accommodation:3 restaurants:4 activities:5',
    ],
    [
      'ES-XMAS, the Christmas ticket alone: no hotel',
      family('ES-XMAS', 'christmas', 0),
      'visitors:1 date:2 offer:2 restaurants:3 activities:4',
    ],
    [
      'ES-D1NS, a day with the show: no hotel',
      family('ES-D1NS', 'dayAndShow', 0),
      'visitors:1 date:2 offer:3 pass:4 restaurants:5',
    ],
  ])('%s', (_label, booking, expected) => {
    expect(show(stepperSteps(booking, { track: 'date' }, spanish))).toBe(expected);
  });
});

describe('isActivityStepShown (readings.md §2)', () => {
  const config = christmasConfig;
  it.each<[string, Booking, PlatformConfig, boolean]>([
    ['feature on, eligible offer, a child', christmas, config, true],
    ['feature off', christmas, withFeatures({ christmasActivities: false }, config), false],
    ['offer not eligible', makeBooking({ offer: makeOffer() }, { children: 1 }), config, false],
    ['no offer', makeBooking({}, { children: 1 }), config, false],
    [
      'babies only, no child',
      { ...christmas, group: { ...christmas.group, children: 0, babies: 2 } },
      config,
      false,
    ],
  ])('%s: %s', (_label, booking, cfg, expected) => {
    expect(isActivityStepShown(booking, cfg)).toBe(expected);
  });
});

describe('stepState', () => {
  it.each([
    ['offer', 'offers', [], 'active'],
    ['offer', 'offers/category', ['visitors', 'date'], 'active'],
    ['accommodation', 'accommodations/detail', [], 'active'],
    ['restaurants', 'restaurants/list', [], 'active'],
    ['date', 'offers', ['visitors', 'date'], 'visited'],
    ['pass', 'offers', ['visitors', 'date'], 'upcoming'],
    ['visitors', null, [], 'upcoming'],
  ] as const)('%s on %s after %j is %s', (step, route, visited, expected) => {
    expect(stepState(step, route, visited)).toBe(expected);
  });
});

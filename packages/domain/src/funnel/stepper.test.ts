import { describe, expect, it } from 'vitest';
import type { Booking } from '../booking/booking.ts';
import type { OfferKind } from '../catalog/offer.ts';
import type { PlatformConfig } from '../platform/platform.ts';
import { makeBooking, makeOffer, platformConfig, withFeatures } from '../testing/fixtures.ts';
import type { Track } from './funnel-state.ts';
import type { Route } from './routes.ts';
import {
  isActivityStepShown,
  isStepperShown,
  isStepShown,
  type StepperEntry,
  type StepperStep,
  stepOfRoute,
  stepperSteps,
  stepState,
} from './stepper.ts';

const show = (entries: StepperEntry[]) => entries.map((e) => `${e.step}:${e.number}`).join(' ');

/** A two-day visit: one night, so its accommodation step is listed. */
const ticket = makeBooking({ offer: makeOffer(), duration: 2, durationNight: 1 });
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
      'visitors:1 offer:2 date:3 pass:4 accommodation:5 restaurants:6 summary:7 details:8 payment:9',
    ],
    [
      'track date',
      'date',
      ticket,
      platformConfig(),
      'visitors:1 date:2 offer:3 pass:4 accommodation:5 restaurants:6 summary:7 details:8 payment:9',
    ],
    [
      'no track: date order',
      null,
      ticket,
      platformConfig(),
      'visitors:1 date:2 offer:3 pass:4 accommodation:5 restaurants:6 summary:7 details:8 payment:9',
    ],
    [
      'package offer: accommodation 3, pass 4, restaurants 5',
      'offer',
      pkg,
      platformConfig(),
      'visitors:1 offer:2 date:2 accommodation:3 pass:4 restaurants:5 summary:6 details:7 payment:8',
    ],
    [
      'package visit type, track date',
      'date',
      packageVisit,
      platformConfig(),
      'visitors:1 date:2 offer:2 accommodation:3 pass:4 restaurants:5 summary:6 details:7 payment:8',
    ],
    [
      'Christmas offer with a child: activities 6',
      'offer',
      christmas,
      christmasConfig,
      'visitors:1 offer:2 date:2 accommodation:3 pass:4 restaurants:5 activities:6 summary:7 details:8 payment:9',
    ],
    [
      'Christmas combo offer',
      'date',
      christmasCombo,
      christmasConfig,
      'visitors:1 date:2 offer:2 accommodation:3 pass:4 restaurants:5 summary:6 details:7 payment:8',
    ],
  ])('%s', (_label, track, booking, config, expected) => {
    expect(show(stepperSteps(booking, { track }, config))).toBe(expected);
  });

  it('gives each step its route', () => {
    expect(stepperSteps(christmas, { track: 'date' }, christmasConfig).map((e) => e.route)).toEqual(
      [
        'start',
        'duration',
        'offers',
        'accommodations',
        'pass',
        'restaurants',
        'activities',
        'summary',
        'identification',
        'payment',
      ],
    );
  });
});

describe('stepperSteps: which steps are shown (booking-funnel.md §2)', () => {
  it.each<[string, Booking, PlatformConfig, string]>([
    [
      'pass feature off',
      ticket,
      withFeatures({ pass: false }),
      'visitors:1 date:2 offer:3 accommodation:4 restaurants:5 summary:6 details:7 payment:8',
    ],
    [
      'accommodation feature off',
      ticket,
      withFeatures({ accommodation: false }),
      'visitors:1 date:2 offer:3 pass:4 restaurants:5 summary:6 details:7 payment:8',
    ],
    [
      'package mode on, offer not a package: no accommodation',
      ticket,
      withFeatures({ packageMode: true }),
      'visitors:1 date:2 offer:3 pass:4 restaurants:5 summary:6 details:7 payment:8',
    ],
    [
      'package mode on, package offer: accommodation',
      pkg,
      withFeatures({ packageMode: true }),
      'visitors:1 date:2 offer:2 accommodation:3 pass:4 restaurants:5 summary:6 details:7 payment:8',
    ],
    [
      'restaurants feature off',
      ticket,
      withFeatures({ restaurants: false }),
      'visitors:1 date:2 offer:3 pass:4 accommodation:5 summary:6 details:7 payment:8',
    ],
    [
      'child-only group: nothing after the offer',
      makeBooking({ offer: makeOffer() }, { adults: 0, children: 2 }),
      platformConfig(),
      'visitors:1 date:2 offer:3 summary:4 details:5 payment:6',
    ],
    [
      'disability profile: nothing after the offer',
      makeBooking({ offer: makeOffer() }, { hasPsh: true, disabledAdults: 1 }),
      platformConfig(),
      'visitors:1 date:2 offer:3 summary:4 details:5 payment:6',
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
    makeBooking({ offer: makeOffer({ code, kind }), duration: 2, durationNight: 1 });

  it.each<[string, Booking, PlatformConfig, string]>([
    [
      'FR-NS: no pass step',
      offer('FR-NS', 'nightShow'),
      french,
      'visitors:1 date:2 offer:3 accommodation:4 restaurants:5 summary:6 details:7 payment:8',
    ],
    [
      'FR day ticket: the pass step',
      offer('FR-D1', 'ticket'),
      french,
      'visitors:1 date:2 offer:3 pass:4 accommodation:5 restaurants:6 summary:7 details:8 payment:9',
    ],
    [
      'FR, no offer chosen yet: the pass step',
      makeBooking({ duration: 2, durationNight: 1 }),
      french,
      'visitors:1 date:2 offer:3 pass:4 accommodation:5 restaurants:6 summary:7 details:8 payment:9',
    ],
    [
      'FR-NS on another platform without the rule: the pass step',
      offer('FR-NS', 'nightShow'),
      platformConfig(),
      'visitors:1 date:2 offer:3 pass:4 accommodation:5 restaurants:6 summary:7 details:8 payment:9',
    ],
    [
      'ES-NS: no pass step',
      offer('ES-NS', 'nightShow'),
      spanish,
      'visitors:1 date:2 offer:3 restaurants:4 summary:5 details:6 payment:7',
    ],
    [
      'ES day ticket: the pass step',
      offer('ES-D1', 'ticket'),
      spanish,
      'visitors:1 date:2 offer:3 pass:4 restaurants:5 summary:6 details:7 payment:8',
    ],
    [
      'accommodations and restaurants disabled for an offer',
      offer('FR-D1', 'ticket'),
      platformConfig({ disabledStepsByOffer: { 'FR-D1': ['accommodations', 'restaurants'] } }),
      'visitors:1 date:2 offer:3 pass:4 summary:5 details:6 payment:7',
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
      'visitors:1 date:2 offer:2 accommodation:3 pass:4 restaurants:5 summary:6 details:7 payment:8',
    ],
    [
      'ES-XMAS-PK, the Christmas combo with its night: its hotel',
      family('ES-XMAS-PK', 'christmas', 1),
      'visitors:1 date:2 offer:2 accommodation:3 restaurants:4 activities:5 summary:6 details:7 payment:8',
    ],
    [
      'ES-XMAS, the Christmas ticket alone: no hotel',
      family('ES-XMAS', 'christmas', 0),
      'visitors:1 date:2 offer:2 restaurants:3 activities:4 summary:5 details:6 payment:7',
    ],
    [
      'ES-D1NS, a day with the show: no hotel',
      family('ES-D1NS', 'dayAndShow', 0),
      'visitors:1 date:2 offer:3 pass:4 restaurants:5 summary:6 details:7 payment:8',
    ],
  ])('%s', (_label, booking, expected) => {
    expect(show(stepperSteps(booking, { track: 'date' }, spanish))).toBe(expected);
  });
});

describe('stepperSteps: the accommodation step of a visit with or without nights (issue 11)', () => {
  const nightShowOnly = platformConfig({ disabledStepsByOffer: { 'FR-NS': ['pass'] } });
  const visit = (offer: Booking['offer'], durationNight: number) =>
    makeBooking({ offer, duration: durationNight + 1, durationNight });

  it.each<[string, Booking, PlatformConfig, string]>([
    [
      '1-day visit: the pass leads on to the restaurants',
      visit(makeOffer(), 0),
      platformConfig(),
      'visitors:1 date:2 offer:3 pass:4 restaurants:5 summary:6 details:7 payment:8',
    ],
    [
      '2-day visit: one night to spend',
      visit(makeOffer(), 1),
      platformConfig(),
      'visitors:1 date:2 offer:3 pass:4 accommodation:5 restaurants:6 summary:7 details:8 payment:9',
    ],
    [
      '1-day visit without a pass step: the offer leads to the accommodation list',
      visit(makeOffer({ code: 'FR-NS', kind: 'nightShow' }), 0),
      nightShowOnly,
      'visitors:1 date:2 offer:3 accommodation:4 restaurants:5 summary:6 details:7 payment:8',
    ],
    [
      'package of 1 day and 1 night: its hotel',
      visit(makeOffer({ code: 'FR-PK1', kind: 'package', nights: 1 }), 1),
      platformConfig(),
      'visitors:1 date:2 offer:2 accommodation:3 pass:4 restaurants:5 summary:6 details:7 payment:8',
    ],
    [
      'accommodation feature off, 2-day visit',
      visit(makeOffer(), 1),
      withFeatures({ accommodation: false }),
      'visitors:1 date:2 offer:3 pass:4 restaurants:5 summary:6 details:7 payment:8',
    ],
  ])('%s', (_label, booking, config, expected) => {
    expect(show(stepperSteps(booking, { track: 'date' }, config))).toBe(expected);
  });
});

describe('isStepperShown (issue 11: up to payment)', () => {
  const withOffer = { offer: makeOffer() };
  const noOffer = { offer: null };
  it.each<[Route, Pick<Booking, 'offer'>, boolean]>([
    ['start', noOffer, true],
    ['duration', noOffer, true],
    ['offers/category', withOffer, true],
    ['accommodations/detail', withOffer, true],
    ['accommodation-distribution', withOffer, true],
    ['restaurants/detail', withOffer, true],
    ['activities', withOffer, true],
    ['summary', withOffer, true],
    ['identification', withOffer, true],
    ['identification/signup', withOffer, true],
    ['identification/account', withOffer, true],
    ['payment', withOffer, true],
    ['identification', noOffer, false],
    ['payment', noOffer, false],
    ['confirmation', withOffer, false],
    ['accommodation-repartition/contacts', withOffer, false],
    ['mon-compte', withOffer, false],
    ['mon-compte/resadetail', withOffer, false],
    ['newsletter/confirm', noOffer, false],
    ['invitation', noOffer, false],
    ['not-found', withOffer, false],
  ])('%s, offer %j: %s', (route, booking, expected) => {
    expect(isStepperShown(route, booking)).toBe(expected);
  });
});

describe('stepOfRoute', () => {
  it.each<[Route, StepperStep | null]>([
    ['offers/category', 'offer'],
    ['summary', 'summary'],
    ['identification/activation', 'details'],
    ['identification/password-reset', 'details'],
    ['payment', 'payment'],
    ['confirmation', null],
  ])('%s belongs to %s', (route, step) => {
    expect(stepOfRoute(route)).toBe(step);
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

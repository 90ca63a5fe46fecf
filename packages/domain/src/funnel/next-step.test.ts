import { describe, expect, it } from 'vitest';
import type { Booking } from '../booking/booking.ts';
import { cents } from '../money/cents.ts';
import type { PlatformConfig } from '../platform/platform.ts';
import { makeBooking, makeOffer, platformConfig, withFeatures } from '../testing/fixtures.ts';
import { DEFAULT_FUNNEL_STATE, type Track } from './funnel-state.ts';
import { nextStep } from './next-step.ts';
import type { Route } from './routes.ts';

const all = platformConfig();
const ticket = makeBooking({ startDate: '2027-06-12', offer: makeOffer() });
const nightShow = makeBooking({
  startDate: '2027-06-12',
  offer: makeOffer({ code: 'FR-NS', kind: 'nightShow' }),
});
const dayAndShow = makeBooking({
  startDate: '2027-06-12',
  offer: makeOffer({ code: 'FR-D1NS', kind: 'dayAndShow' }),
});
const pkg = makeBooking({
  startDate: '2027-06-12',
  duration: 2,
  durationNight: 1,
  offer: makeOffer({ code: 'FR-PK1', kind: 'package' }),
});
const childOnly = { ...nightShow, group: { ...nightShow.group, adults: 0, children: 2 } };
const disability = { ...nightShow, group: { ...nightShow.group, hasPsh: true, disabledAdults: 1 } };
const twoDays = { ...ticket, duration: 2, durationNight: 1 };
const hotel = {
  code: 'H-FR-CAS',
  title: 'Le Castellum',
  providerType: 'INTERNE',
  price: cents(16900),
  roomsSolution: {
    index: 0,
    source: 'internal',
    price: cents(16900),
    solution: [
      { roomTypeCode: 'FAMILY', title: 'Family', adults: 2, children: 0, babies: 0, ages: [] },
    ],
    startDate: '2027-06-12',
    nights: 1,
    breakfast: false,
    breakfastIncluded: false,
  },
};
const activityConfig = withFeatures(
  { christmasActivities: true },
  { christmasActivityOffers: ['FR-D1'] },
);
const withChild = { ...ticket, group: { ...ticket.group, children: 1 } };
const onlyActivities = withFeatures(
  { pass: false, accommodation: false, restaurants: false, christmasActivities: true },
  { christmasActivityOffers: ['FR-D1'] },
);
const activitiesAfterPass = withFeatures(
  { accommodation: false, restaurants: false, christmasActivities: true },
  { christmasActivityOffers: ['FR-D1'] },
);
const withBaby = { ...ticket, group: { ...ticket.group, babies: 1 } };

type Row = [
  from: Route,
  label: string,
  booking: Booking,
  track: Track | null,
  config: PlatformConfig,
  next: Route,
];

const rows: Row[] = [
  // Start page | track offer: offers; track date: duration; otherwise offers
  ['start', 'track offer', ticket, 'offer', all, 'offers'],
  ['start', 'track date', ticket, 'date', all, 'duration'],
  ['start', 'no track', ticket, null, all, 'offers'],

  // Offers | track offer: duration; child-only or disability: summary; night show: category; then
  // first active of pass, accommodations, restaurants; else summary
  ['offers', 'track offer', nightShow, 'offer', all, 'duration'],
  ['offers', 'child-only group', childOnly, 'date', all, 'summary'],
  ['offers', 'disability group', disability, 'date', all, 'summary'],
  ['offers', 'night-show offer', nightShow, 'date', all, 'offers/category'],
  ['offers', 'day-and-show offer', dayAndShow, null, all, 'offers/category'],
  ['offers', 'package (our reading): accommodations', pkg, 'date', all, 'accommodations'],
  ['offers', 'pass active', ticket, 'date', all, 'pass'],
  [
    'offers',
    'no pass: accommodations',
    ticket,
    'date',
    withFeatures({ pass: false }),
    'accommodations',
  ],
  [
    'offers',
    'no pass, no accommodation: restaurants',
    ticket,
    'date',
    withFeatures({ pass: false, accommodation: false }),
    'restaurants',
  ],
  [
    'offers',
    'package mode hides accommodation for a ticket',
    ticket,
    'date',
    withFeatures({ pass: false, packageMode: true }),
    'restaurants',
  ],
  [
    'offers',
    'nothing active: summary',
    ticket,
    'date',
    withFeatures({ pass: false, accommodation: false, restaurants: false }),
    'summary',
  ],

  // Duration | track date: offers; child-only or disability: summary; night show: category;
  // package: accommodations; then pass, accommodations, restaurants, summary
  ['duration', 'track date', nightShow, 'date', all, 'offers'],
  ['duration', 'child-only group', childOnly, 'offer', all, 'summary'],
  ['duration', 'disability group', disability, 'offer', all, 'summary'],
  ['duration', 'night-show offer', nightShow, 'offer', all, 'offers/category'],
  ['duration', 'package', pkg, 'offer', all, 'accommodations'],
  [
    'duration',
    'package, accommodation off',
    pkg,
    'offer',
    withFeatures({ accommodation: false }),
    'pass',
  ],
  ['duration', 'pass active', ticket, 'offer', all, 'pass'],
  [
    'duration',
    'no pass: accommodations',
    ticket,
    null,
    withFeatures({ pass: false }),
    'accommodations',
  ],
  [
    'duration',
    'restaurants',
    ticket,
    'offer',
    withFeatures({ pass: false, accommodation: false }),
    'restaurants',
  ],
  [
    'duration',
    'nothing active: summary',
    ticket,
    'offer',
    withFeatures({ pass: false, accommodation: false, restaurants: false }),
    'summary',
  ],

  // Offers/category | package: accommodations; otherwise first of pass, accommodations,
  // restaurants active and not disabled for this offer; else summary
  [
    'offers/category',
    'package',
    { ...pkg, visitType: 1, offer: nightShow.offer },
    'date',
    all,
    'accommodations',
  ],
  ['offers/category', 'pass active', nightShow, 'date', all, 'pass'],
  [
    'offers/category',
    'pass disabled for the offer',
    nightShow,
    'date',
    platformConfig({ disabledStepsByOffer: { 'FR-NS': ['pass'] } }),
    'accommodations',
  ],
  [
    'offers/category',
    'pass and accommodations disabled for the offer',
    nightShow,
    'date',
    platformConfig({ disabledStepsByOffer: { 'FR-NS': ['pass', 'accommodations'] } }),
    'restaurants',
  ],
  [
    'offers/category',
    'every step disabled for the offer',
    nightShow,
    'date',
    platformConfig({
      disabledStepsByOffer: { 'FR-NS': ['pass', 'accommodations', 'restaurants'] },
    }),
    'summary',
  ],
  [
    'offers/category',
    'disabled for another offer only',
    nightShow,
    'date',
    platformConfig({ disabledStepsByOffer: { 'FR-D1NS': ['pass'] } }),
    'pass',
  ],

  // Pass | accommodations if nights > 0, active, (not package-only or a package), none booked;
  // else restaurants if active; else summary
  ['pass', 'nights, accommodation active, none booked', twoDays, 'date', all, 'accommodations'],
  ['pass', 'no night', ticket, 'date', all, 'restaurants'],
  [
    'pass',
    'accommodation already booked',
    { ...twoDays, bookingAccommodation: hotel },
    'date',
    all,
    'restaurants',
  ],
  [
    'pass',
    'accommodation off',
    twoDays,
    'date',
    withFeatures({ accommodation: false }),
    'restaurants',
  ],
  [
    'pass',
    'package-only mode, not a package',
    twoDays,
    'date',
    withFeatures({ packageMode: true }),
    'restaurants',
  ],
  [
    'pass',
    'package-only mode, a package without hotel (came from accommodations)',
    { ...pkg, bookingAccommodation: hotel },
    'date',
    withFeatures({ packageMode: true }),
    'restaurants',
  ],
  [
    'pass',
    'restaurants off: summary',
    ticket,
    'date',
    withFeatures({ restaurants: false }),
    'summary',
  ],

  // Accommodation list | pass if package mode is used; else restaurants if active; else summary
  ['accommodations', 'package', pkg, 'date', all, 'pass'],
  [
    'accommodations',
    'package, pass off',
    pkg,
    'date',
    withFeatures({ pass: false }),
    'restaurants',
  ],
  ['accommodations', 'not a package', twoDays, 'date', all, 'restaurants'],
  [
    'accommodations',
    'restaurants off',
    twoDays,
    'date',
    withFeatures({ restaurants: false }),
    'summary',
  ],

  // Accommodation detail | pass if a package and not the night-event offer; else restaurants; else summary
  ['accommodations/detail', 'package', pkg, 'date', all, 'pass'],
  [
    'accommodations/detail',
    'package visit with the night-event offer',
    { ...nightShow, visitType: 1 },
    'date',
    all,
    'restaurants',
  ],
  ['accommodations/detail', 'not a package', twoDays, 'date', all, 'restaurants'],
  [
    'accommodations/detail',
    'restaurants off',
    twoDays,
    'date',
    withFeatures({ restaurants: false }),
    'summary',
  ],

  // Ours: the room distribution goes back to the accommodation list, searched with it
  ['accommodation-distribution', 'always', pkg, 'date', all, 'accommodations'],
  ['accommodation-repartition', 'always', twoDays, 'offer', all, 'accommodations'],

  // Restaurant list | activities if the feature is on, children and the offer is eligible; else summary
  [
    'restaurants',
    'activities feature, child, eligible offer',
    withChild,
    'date',
    activityConfig,
    'activities',
  ],
  [
    'restaurants/list',
    'same rule on a dated list',
    withChild,
    'date',
    activityConfig,
    'activities',
  ],
  ['restaurants', 'babies only (readings.md §2)', withBaby, 'date', activityConfig, 'summary'],
  ['restaurants', 'feature off', withChild, 'date', all, 'summary'],
  [
    'restaurants',
    'offer not eligible',
    { ...withChild, offer: makeOffer({ code: 'FR-D2' }) },
    'date',
    activityConfig,
    'summary',
  ],

  // docs/spec-readings.md: without restaurants, an "else summary" row ends like the restaurant list
  ['offers', 'no extra: activities', withChild, 'date', onlyActivities, 'activities'],
  ['duration', 'no extra: activities', withChild, 'offer', onlyActivities, 'activities'],
  ['offers', 'no extra, no child: summary', ticket, 'date', onlyActivities, 'summary'],
  ['pass', 'no restaurants: activities', withChild, 'date', activitiesAfterPass, 'activities'],
  [
    'offers/category',
    'no restaurants: activities',
    withChild,
    'date',
    onlyActivities,
    'activities',
  ],
  ['accommodations', 'no restaurants: activities', withChild, 'date', onlyActivities, 'activities'],
  [
    'offers',
    'restaurants disabled for the offer: activities',
    withChild,
    'date',
    withFeatures(
      { pass: false, accommodation: false, restaurants: true, christmasActivities: true },
      { christmasActivityOffers: ['FR-D1'], disabledStepsByOffer: { 'FR-D1': ['restaurants'] } },
    ),
    'activities',
  ],

  // Restaurant detail | back to restaurants
  ['restaurants/detail', 'always', ticket, 'date', all, 'restaurants'],
  // Activities | summary
  ['activities', 'always', withChild, 'date', activityConfig, 'summary'],
  // Summary | identification
  ['summary', 'always', ticket, 'date', all, 'identification'],

  // Identification (our reading) | payment
  ['identification', 'guest or logged in', ticket, 'date', all, 'payment'],
  ['identification/account', 'information given', ticket, 'date', all, 'payment'],
  ['identification/signup', 'account created', ticket, 'date', all, 'identification/activation'],
  ['identification/activation', 'account activated', ticket, 'date', all, 'identification'],

  // checkout-and-account.md §2 | payment: contacts if INTERNE with a room solution; else confirmation
  [
    'payment',
    'park hotel with a room solution',
    { ...ticket, bookingAccommodation: hotel },
    'date',
    all,
    'accommodation-repartition/contacts',
  ],
  [
    'payment',
    'park hotel without room solution',
    { ...ticket, bookingAccommodation: { ...hotel, roomsSolution: null } },
    'date',
    all,
    'confirmation',
  ],
  [
    'payment',
    'partner hotel',
    { ...ticket, bookingAccommodation: { ...hotel, providerType: 'EXTERNE' } },
    'date',
    all,
    'confirmation',
  ],
  ['payment', 'no hotel', ticket, 'date', all, 'confirmation'],
  [
    'accommodation-repartition/contacts',
    'always',
    ticket,
    'date',
    all,
    'accommodation-repartition/contacts-summary',
  ],
  [
    'accommodation-repartition/contacts-summary',
    'always',
    ticket,
    'date',
    all,
    'accommodation-repartition/repartition-confirmation',
  ],
  [
    'accommodation-repartition/repartition-confirmation',
    'always',
    ticket,
    'date',
    all,
    'mon-compte',
  ],
  ['confirmation', 'always', ticket, 'date', all, 'mon-compte'],

  // Unknown case | start page
  ['not-found', 'unknown case', ticket, 'date', all, 'start'],
  ['mon-compte/profil', 'unknown case', ticket, 'date', all, 'start'],
];

describe('nextStep', () => {
  it.each(rows)('%s, %s → %s', (from, _label, booking, track, config, next) => {
    expect(nextStep(from, booking, { ...DEFAULT_FUNNEL_STATE, track }, config)).toBe(next);
  });

  it('takes a package visitor on track date to the hotel before the pass, and to the pass once', () => {
    const funnel = { ...DEFAULT_FUNNEL_STATE, track: 'date' as const };
    const booked = { ...pkg, bookingAccommodation: hotel };
    expect(nextStep('duration', pkg, funnel, all)).toBe('offers');
    expect(nextStep('offers', pkg, funnel, all)).toBe('accommodations');
    expect(nextStep('accommodations/detail', booked, funnel, all)).toBe('pass');
    expect(nextStep('pass', booked, funnel, all)).toBe('restaurants');
  });
});

import { describe, expect, it } from 'vitest';
import type { Booking, Group } from '../booking/booking.ts';
import { setOffer } from '../booking/transitions.ts';
import type { OfferKind } from '../catalog/offer.ts';
import { cents } from '../money/cents.ts';
import { makeBooking, makeComplementary, makeOffer, platformConfig } from '../testing/fixtures.ts';
import { DEFAULT_FUNNEL_STATE, type Track } from './funnel-state.ts';
import { type GuardContext, guard } from './guard.ts';
import { ROUTES, type Route } from './routes.ts';

const config = platformConfig();
const customer = { email: 'ana@example.com', isLoggedIn: true };
const guest = { email: 'ana@example.com', isLoggedIn: false };
const complete = makeBooking({ startDate: '2027-06-12', offer: makeOffer() });
const nightShow = makeOffer({ code: 'FR-NS', kind: 'nightShow' });
const childOnly: Partial<Group> = { adults: 0, children: 2 };
const disability: Partial<Group> = { hasPsh: true, disabledAdults: 1 };
const parkStay = {
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
const paidStay = { ...complete, bookingAccommodation: parkStay, bookingPaid: true };

/** readings.md §12: most rows are about a visitor who confirmed the start page. */
const groupChosen = { ...DEFAULT_FUNNEL_STATE, groupChosen: true };
const notChosen = { funnel: DEFAULT_FUNNEL_STATE };

function ctx(booking: Booking, overrides: Partial<GuardContext> = {}): GuardContext {
  return { booking, funnel: groupChosen, config, customer: null, ...overrides };
}
const onTrack = (track: Track | null, chosen = true) => ({
  funnel: { ...DEFAULT_FUNNEL_STATE, groupChosen: chosen, track },
});

type Row = [label: string, route: Route, context: GuardContext, expected: Route | null];

describe('guard (booking-funnel.md §2, in order)', () => {
  it.each<Row>([
    // No group size: start page.
    ['no visitor, on duration', 'duration', ctx(makeBooking({}, { adults: 0 })), 'start'],
    ['no visitor, on summary', 'summary', ctx(makeBooking({}, { adults: 0 })), 'start'],
    [
      'babies only count as no group',
      'offers',
      ctx(makeBooking({}, { adults: 0, babies: 2 })),
      'start',
    ],
    ['no visitor, on the start page itself', 'start', ctx(makeBooking({}, { adults: 0 })), null],
    // readings.md §12: the default 2 adults are no group until the start page was confirmed.
    ['default group not chosen, on duration', 'duration', ctx(makeBooking(), notChosen), 'start'],
    ['default group not chosen, on offers', 'offers', ctx(makeBooking(), notChosen), 'start'],
    [
      'default group not chosen, offers on track offer',
      'offers',
      ctx(makeBooking(), onTrack('offer', false)),
      'start',
    ],
    ['default group not chosen, on summary', 'summary', ctx(complete, notChosen), 'start'],
    ['default group not chosen, on pass', 'pass', ctx(complete, notChosen), 'start'],
    ['default group not chosen, on the start page', 'start', ctx(makeBooking(), notChosen), null],
    [
      'default group not chosen, identification (no basket needed)',
      'identification',
      ctx(makeBooking(), notChosen),
      null,
    ],
    [
      'default group not chosen, account with a login',
      'mon-compte',
      ctx(makeBooking(), { ...notChosen, customer }),
      null,
    ],
    ['group chosen (start page or ?group=), offers', 'offers', ctx(complete), null],
    [
      'group chosen but emptied to no visitor',
      'offers',
      ctx(makeBooking({}, { adults: 0 })),
      'start',
    ],
    [
      'children only is a group',
      'offers',
      ctx(makeBooking({ startDate: '2027-06-12' }, childOnly)),
      null,
    ],

    // No start date: duration.
    ['no date, offers on track date', 'offers', ctx(makeBooking(), onTrack('date')), 'duration'],
    ['no date, offers without track (readings.md §8)', 'offers', ctx(makeBooking()), 'duration'],
    ['no date, summary', 'summary', ctx(makeBooking({ offer: makeOffer() })), 'duration'],
    [
      'no date, offers on track offer (offer first)',
      'offers',
      ctx(makeBooking(), onTrack('offer')),
      null,
    ],
    ['no date, on duration itself', 'duration', ctx(makeBooking()), null],
    // readings.md §11: the offer is chosen before the day, which duration then asks for.
    [
      'offer chosen and no date, duration on track offer',
      'duration',
      ctx(makeBooking({ offer: makeOffer() }), onTrack('offer')),
      null,
    ],
    [
      'offer chosen and no date, pass on track offer',
      'pass',
      ctx(makeBooking({ offer: makeOffer() }), onTrack('offer')),
      'duration',
    ],
    [
      'offer chosen and no date, summary on track offer',
      'summary',
      ctx(makeBooking({ offer: makeOffer() }), onTrack('offer')),
      'duration',
    ],

    // Track offer, or a date with no chosen offer: offers.
    [
      'no offer, duration on track offer',
      'duration',
      ctx(makeBooking(), onTrack('offer')),
      'offers',
    ],
    ['no offer, duration on track date', 'duration', ctx(makeBooking(), onTrack('date')), null],
    ['a date and no offer, pass', 'pass', ctx(makeBooking({ startDate: '2027-06-12' })), 'offers'],
    [
      'a date and no offer, summary',
      'summary',
      ctx(makeBooking({ startDate: '2027-06-12' })),
      'offers',
    ],

    // Night-show offer without a show date: offers/category.
    [
      'night show, no show date, pass',
      'pass',
      ctx({ ...complete, offer: nightShow }),
      'offers/category',
    ],
    [
      'night show, no show date, summary',
      'summary',
      ctx({ ...complete, offer: nightShow }),
      'offers/category',
    ],
    [
      'night show with a show date',
      'summary',
      ctx({ ...complete, offer: nightShow, bookingEvent: { date: '2027-06-12', seating: 'LVL2' } }),
      null,
    ],
    [
      'night show, on the category page',
      'offers/category',
      ctx({ ...complete, offer: nightShow }),
      null,
    ],
    [
      'night show, child-only group: show date is the visit date (readings.md §3)',
      'summary',
      ctx(makeBooking({ startDate: '2027-06-12', offer: nightShow }, childOnly)),
      null,
    ],

    // Child-only or disability group: pass, accommodations, restaurants, details, category → summary.
    ...(
      [
        'pass',
        'accommodations',
        'accommodations/detail',
        'accommodation-distribution',
        'accommodation-repartition',
        'restaurants',
        'restaurants/list',
        'restaurants/detail',
        'offers/category',
      ] as const
    ).flatMap((route): Row[] => [
      [
        `child-only group on ${route}`,
        route,
        ctx(makeBooking({ ...complete }, childOnly)),
        'summary',
      ],
      [
        `disability group on ${route}`,
        route,
        ctx(makeBooking({ ...complete }, disability)),
        'summary',
      ],
    ]),
    ['child-only group on summary', 'summary', ctx(makeBooking({ ...complete }, childOnly)), null],
    ['a family on pass', 'pass', ctx(makeBooking({ ...complete }, { children: 2 })), null],

    // Details without a loaded list or a selection: back to the list.
    ['hotel detail, nothing loaded', 'accommodations/detail', ctx(complete), 'accommodations'],
    [
      'hotel detail, list loaded',
      'accommodations/detail',
      ctx(complete, { loadedLists: { accommodations: true } }),
      null,
    ],
    [
      'hotel detail, a hotel booked',
      'accommodations/detail',
      ctx({
        ...complete,
        bookingAccommodation: {
          code: 'H',
          title: 'H',
          providerType: 'INTERNE',
          price: cents(1),
          roomsSolution: null,
        },
      }),
      null,
    ],
    ['restaurant detail, nothing loaded', 'restaurants/detail', ctx(complete), 'restaurants'],
    [
      'restaurant detail, list loaded',
      'restaurants/detail',
      ctx(complete, { loadedLists: { restaurants: true } }),
      null,
    ],

    // Payment without a customer e-mail or login: identification (summary for those groups).
    ['payment, no customer', 'payment', ctx(complete), 'identification'],
    [
      'payment, customer without e-mail',
      'payment',
      ctx(complete, { customer: { email: '', isLoggedIn: false } }),
      'identification',
    ],
    [
      'payment, child-only group, no customer',
      'payment',
      ctx(makeBooking({ ...complete }, childOnly)),
      'summary',
    ],
    [
      'payment, disability group, no customer',
      'payment',
      ctx(makeBooking({ ...complete }, disability)),
      'summary',
    ],
    ['payment with a customer', 'payment', ctx(complete, { customer }), null],

    // Confirmation without a paid booking: summary, offers/category or pass depending on the case.
    ['confirmation, unpaid', 'confirmation', ctx(complete), 'summary'],
    [
      'confirmation, unpaid night show without show date',
      'confirmation',
      ctx({ ...complete, offer: nightShow }),
      'offers/category',
    ],
    [
      'confirmation, unpaid with a pass without date',
      'confirmation',
      ctx({ ...complete, complementaries: [makeComplementary('PE', 5000, [])] }),
      'pass',
    ],
    [
      'confirmation, unpaid child-only group with a pass without date',
      'confirmation',
      ctx(
        makeBooking(
          { ...complete, complementaries: [makeComplementary('PE', 5000, [])] },
          childOnly,
        ),
      ),
      'summary',
    ],
    ['confirmation, paid', 'confirmation', ctx({ ...complete, bookingPaid: true }), null],

    // Account pages need a login (checkout-and-account.md §6).
    ['account, no customer', 'mon-compte', ctx(complete), 'identification'],
    ['account order detail, no customer', 'mon-compte/resadetail', ctx(complete), 'identification'],
    ['account, logged in', 'mon-compte/historique', ctx(makeBooking(), { customer }), null],
    ['account, a guest', 'mon-compte', ctx(complete, { customer: guest }), 'identification'],

    // The distribution contacts (ours, checkout-and-account.md §2 and §6): a paid park-hotel stay's
    // signed-in main contact; a guest keeps the confirmation; without such a stay, the account.
    [
      'contacts, paid park stay, logged in',
      'accommodation-repartition/contacts',
      ctx(paidStay, { customer }),
      null,
    ],
    [
      'contacts summary, paid park stay, logged in',
      'accommodation-repartition/contacts-summary',
      ctx(paidStay, { customer }),
      null,
    ],
    [
      'contacts, paid park stay, a guest',
      'accommodation-repartition/contacts',
      ctx(paidStay, { customer: guest }),
      'confirmation',
    ],
    [
      'repartition confirmation, not paid yet',
      'accommodation-repartition/repartition-confirmation',
      ctx({ ...paidStay, bookingPaid: false }, { customer }),
      'mon-compte',
    ],
    [
      'contacts, paid partner hotel',
      'accommodation-repartition/contacts',
      ctx(
        { ...paidStay, bookingAccommodation: { ...parkStay, providerType: 'PARTENAIRE' } },
        { customer },
      ),
      'mon-compte',
    ],
    [
      'contacts, paid without a hotel',
      'accommodation-repartition/contacts',
      ctx({ ...complete, bookingPaid: true }, { customer }),
      'mon-compte',
    ],

    // Routes outside the basket need nothing.
    [
      'identification with an empty basket',
      'identification',
      ctx(makeBooking({}, { adults: 0 })),
      null,
    ],
    ['the 404 page', 'not-found', ctx(makeBooking({}, { adults: 0 })), null],
  ])('%s', (_label, route, context, expected) => {
    expect(guard(route, context)).toBe(expected);
  });
});

describe('guard never loops (readings.md §3)', () => {
  const groups: Record<string, Partial<Group>> = {
    normal: {},
    family: { children: 2 },
    'child-only': childOnly,
    disability,
    empty: { adults: 0 },
  };
  const kinds: OfferKind[] = ['ticket', 'nightShow', 'dayAndShow', 'package', 'christmas'];
  const tracks: Array<Track | null> = ['date', 'offer', null];

  function stages(group: Partial<Group>, kind: OfferKind): Record<string, Booking> {
    const offer = makeOffer({ kind });
    const dated = makeBooking({ startDate: '2027-06-12' }, group);
    return {
      'nothing chosen': makeBooking({}, group),
      'offer without date': makeBooking({ offer }, group),
      'date without offer': dated,
      'offer set directly': { ...dated, offer },
      'offer set by setOffer': setOffer(dated, offer),
      'show chosen': { ...dated, offer, bookingEvent: { date: '2027-06-12', seating: 'LVL2' } },
      paid: { ...setOffer(dated, offer), bookingPaid: true },
      'pass without date': { ...dated, offer, complementaries: [makeComplementary('PE', 1, [])] },
    };
  }

  const cases = Object.entries(groups).flatMap(([groupLabel, group]) =>
    kinds.map((kind) => [groupLabel, kind, group] as const),
  );

  it.each(cases)(
    '%s group × %s offer: every route ends on a page that renders',
    (_g, kind, group) => {
      const failures: string[] = [];
      for (const [stage, booking] of Object.entries(stages(group, kind))) {
        for (const [track, chosen] of tracks.flatMap((t) => [
          [t, true] as const,
          [t, false] as const,
        ])) {
          for (const who of [null, customer]) {
            const context = ctx(booking, { ...onTrack(track, chosen), customer: who });
            for (const start of ROUTES) {
              const path: Route[] = [start];
              let redirect = guard(start, context);
              while (redirect && !path.includes(redirect) && path.length <= 4) {
                path.push(redirect);
                redirect = guard(redirect, context);
              }
              if (redirect)
                failures.push(
                  `${stage}, track ${track}, chosen ${chosen}: ${[...path, redirect].join(' → ')}`,
                );
            }
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  // The web app loads the guard only with the other pages than start (app/route-gate.tsx).
  it.each(cases)(
    '%s group × %s offer: sends nobody away from the start page',
    (_g, kind, group) => {
      for (const booking of Object.values(stages(group, kind))) {
        for (const track of tracks) {
          for (const chosen of [true, false]) {
            for (const who of [null, guest, customer]) {
              const context = ctx(booking, { ...onTrack(track, chosen), customer: who });
              expect(guard('start', context)).toBeNull();
            }
          }
        }
      }
    },
  );

  it('sends a child-only group with a night show to the summary and keeps it there', () => {
    const booking = setOffer(makeBooking({ startDate: '2027-06-12' }, childOnly), nightShow);
    expect(guard('offers/category', ctx(booking))).toBe('summary');
    expect(guard('summary', ctx(booking))).toBeNull();
  });
});

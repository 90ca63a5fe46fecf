import { describe, expect, it } from 'vitest';
import type { Booking } from '../booking/booking.ts';
import { cents } from '../money/cents.ts';
import { makeBooking, makeOffer, platformConfig } from '../testing/fixtures.ts';
import { afterPayment } from './after-payment.ts';
import { DEFAULT_FUNNEL_STATE } from './funnel-state.ts';
import type { Route } from './routes.ts';

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
const paid = makeBooking({ startDate: '2027-06-12', offer: makeOffer(), bookingPaid: true });
const customer = { email: 'ana@example.com', isLoggedIn: true };
const guest = { email: 'ana@example.com', isLoggedIn: false };

// checkout-and-account.md §2: payment leads to the distribution contacts for a park-hotel stay
// with a room solution, otherwise to the confirmation; a guest, who invites no one, to the latter.
describe('afterPayment', () => {
  it.each<[string, Booking, typeof customer | null, Route]>([
    [
      'park hotel, signed in',
      { ...paid, bookingAccommodation: parkStay },
      customer,
      'accommodation-repartition/contacts',
    ],
    ['park hotel, a guest', { ...paid, bookingAccommodation: parkStay }, guest, 'confirmation'],
    [
      'park hotel without room solution',
      { ...paid, bookingAccommodation: { ...parkStay, roomsSolution: null } },
      customer,
      'confirmation',
    ],
    [
      'partner hotel',
      { ...paid, bookingAccommodation: { ...parkStay, providerType: 'PARTENAIRE' } },
      customer,
      'confirmation',
    ],
    ['no hotel', paid, customer, 'confirmation'],
  ])('%s → %s', (_case, booking, who, route) => {
    expect(
      afterPayment({
        booking,
        funnel: { ...DEFAULT_FUNNEL_STATE, groupChosen: true },
        config: platformConfig(),
        customer: who,
      }),
    ).toBe(route);
  });
});

import { describe, expect, it } from 'vitest';
import type { Booking, BookingAccommodation } from '../booking/booking.ts';
import { cents } from '../money/cents.ts';
import { makeBooking, makeComplementary, makeOffer } from '../testing/fixtures.ts';
import { passUnitPrice, totalPrice } from './total-price.ts';

const hotel: BookingAccommodation = {
  code: 'H-FR-CAS',
  title: 'Le Castellum',
  providerType: 'INTERNE',
  price: cents(16900),
  roomsSolution: null,
};
const restaurant = (id: string, total: number) => ({
  id,
  eventId: id,
  code: 'R',
  title: 'R',
  date: '2027-06-12',
  time: '12:00',
  isLunch: true,
  adults: 2,
  children: 0,
  menuAdultCode: 'M',
  menuAdultName: 'M',
  menuAdultPrice: cents(total / 2),
  menuChildCode: '',
  menuChildName: '',
  menuChildPrice: cents(0),
  allergies: false,
  totalPrice: cents(total),
});

// Ticket: 2 adults at 49 € = 98 €.
const base = makeBooking({ offer: makeOffer() });
const pkgOffer = makeOffer({ code: 'FR-PK1', kind: 'package' });

describe('totalPrice (booking-funnel.md §4)', () => {
  it.each<[string, Partial<Booking>, number]>([
    ['empty basket', { offer: null }, 0],
    ['ticket price', {}, 9800],
    ['ticket already booked (completion mode)', { ticketAlreadyBooked: true }, 0],
    [
      'package offer, hotel booked: ticket covered, package price on the hotel',
      { offer: pkgOffer, bookingAccommodation: hotel },
      16900,
    ],
    ['package offer, no hotel yet: ticket shows', { offer: pkgOffer }, 9800],
    ['package visit type, hotel booked', { visitType: 1, bookingAccommodation: hotel }, 16900],
    ['postage when sent by post', { sendingMethod: 'courrier', sendingPrice: cents(490) }, 10290],
    ['no postage by e-mail', { sendingMethod: 'email', sendingPrice: cents(490) }, 9800],
    [
      'passes',
      { complementaries: [makeComplementary('PE', 5000), makeComplementary('PGE', 11000)] },
      25800,
    ],
    [
      'activities count with the passes (readings.md §4)',
      { complementaries: [makeComplementary('POSADA', 1200)] },
      11000,
    ],
    ['flexible rate when chosen', { flexibleRate: true, flexibleRatePrice: cents(980) }, 10780],
    [
      'flexible rate price ignored when not chosen',
      { flexibleRate: false, flexibleRatePrice: cents(980) },
      9800,
    ],
    ['restaurants', { restaurants: [restaurant('a', 5000), restaurant('b', 3000)] }, 17800],
    ['accommodation, not a package', { bookingAccommodation: hotel }, 26700],
    ['minus the coupon discount', { couponDiscount: cents(1000) }, 8800],
    ['a discount above the basket stops at 0', { couponDiscount: cents(20000) }, 0],
    ['insurance when chosen', { insurance: true, insurancePrice: cents(500) }, 10300],
    ['insurance declined', { insurance: false, insurancePrice: cents(500) }, 9800],
    ['insurance not chosen yet', { insurance: null, insurancePrice: cents(500) }, 9800],
    ['donation when chosen', { isDonation: true, donationValue: cents(200) }, 10000],
    [
      'donation value ignored when not chosen',
      { isDonation: false, donationValue: cents(200) },
      9800,
    ],
    [
      'everything: insurance and donation are not discounted',
      {
        sendingMethod: 'courrier',
        sendingPrice: cents(490),
        complementaries: [makeComplementary('PE', 5000)],
        flexibleRate: true,
        flexibleRatePrice: cents(980),
        restaurants: [restaurant('a', 5000)],
        bookingAccommodation: hotel,
        couponDiscount: cents(1500),
        insurance: true,
        insurancePrice: cents(600),
        isDonation: true,
        donationValue: cents(500),
      },
      9800 + 490 + 5000 + 980 + 5000 + 16900 - 1500 + 600 + 500,
    ],
  ])('%s', (_label, overrides, expected) => {
    expect(totalPrice({ ...base, ...overrides })).toBe(expected);
  });
});

describe('passUnitPrice', () => {
  it.each([
    ['2 adults', 5000, { adults: 2, children: 0 }, 2500],
    ['babies do not share the price', 5000, { adults: 2, children: 0, babies: 2 }, 2500],
    ['adults and children', 8700, { adults: 2, children: 1 }, 2900],
    ['rounds half up to a cent', 1000, { adults: 3, children: 0 }, 333],
    ['rounds up from the half', 500, { adults: 3, children: 0 }, 167],
    ['nobody pays', 5000, { adults: 0, children: 0 }, 0],
  ])('%s', (_label, total, group, expected) => {
    expect(passUnitPrice(cents(total), group)).toBe(expected);
  });
});

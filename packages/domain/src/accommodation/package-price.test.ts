import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { flexibleRatePrice } from '../pricing/flexible-rate-price.ts';
import { isTicketCoveredByPackage } from '../pricing/total-price.ts';
import { makeBooking, makeOffer } from '../testing/fixtures.ts';
import { packagePrice, packageUnitPrice } from './package-price.ts';

describe('packageUnitPrice (catalogue.md §7.2: −8 % on the tickets)', () => {
  it.each([
    ['FR-D2 L adult 86 €', 8600, 7912],
    ['FR-D2 L child 65 €', 6500, 5980],
    ['ES-D1NS H adult 84 €', 8400, 7728],
    ['rounded to the cent', 4905, 4513],
  ])('%s → %i', (_label, unit, expected) => {
    expect(packageUnitPrice(cents(unit))).toBe(expected);
  });
});

describe('packagePrice: the discount applies to the tickets only', () => {
  const d2 = { adult: cents(8600), child: cents(6500) };
  const pk1 = { adult: packageUnitPrice(d2.adult), child: packageUnitPrice(d2.child) };

  it.each([
    ['2 adults, 1 night at 169 €', { adults: 2, children: 0 }, 16900, 15824, 1376, 32724],
    ['2 adults 2 children, 338 € of rooms', { adults: 2, children: 2 }, 33800, 27784, 2416, 61584],
  ])('%s', (_label, group, stay, tickets, discount, total) => {
    expect(packagePrice(pk1, d2, group, cents(stay))).toEqual({
      ticketPrice: tickets,
      ticketDiscount: discount,
      stayPrice: stay,
      totalPrice: total,
    });
  });

  it('FLEX is a share of the package tickets, never of the hotel', () => {
    const price = packagePrice(pk1, d2, { adults: 2, children: 0 }, cents(16900));
    expect(flexibleRatePrice(price.ticketPrice)).toBe(1582);
  });
});

describe('booking-funnel.md §4: the ticket price is 0 once the package covers it', () => {
  const offer = makeOffer({ code: 'FR-PK1', kind: 'package' });
  it.each([
    ['a package with its hotel booked', { offer, visitType: 1, hotel: true }, true],
    ['a package before the hotel is chosen', { offer, visitType: 1, hotel: false }, false],
    [
      'a day ticket with a hotel',
      { offer: makeOffer({ code: 'FR-D2' }), visitType: 0, hotel: true },
      false,
    ],
  ])('%s → %s', (_label, { offer: chosen, visitType, hotel }, covered) => {
    const booking = makeBooking({
      offer: chosen,
      visitType,
      bookingAccommodation: hotel
        ? {
            code: 'H-FR-CAS',
            title: 'Le Castellum',
            providerType: 'INTERNE',
            price: cents(32724),
            roomsSolution: null,
          }
        : null,
    });
    expect(isTicketCoveredByPackage(booking)).toBe(covered);
  });
});

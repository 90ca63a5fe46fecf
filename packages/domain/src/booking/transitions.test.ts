import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { makeBooking, makeComplementary, makeOffer } from '../testing/fixtures.ts';
import type { Booking, RestaurantLine } from './booking.ts';
import { defaultBooking } from './default-booking.ts';
import {
  addComplementary,
  CLEARED_BY_NEW_DATES,
  chooseShowSeat,
  clearBasket,
  dropLargeFamilyCard,
  KEPT_BY_CLEAR_BASKET,
  removeComplementary,
  removeRestaurantEvent,
  resetBooking,
  setDates,
  setGroup,
  setHasPsh,
  setOffer,
  setRepartitionContacts,
  setRepartitionOccupant,
  setRestaurantAllergies,
  upsertRestaurantLine,
} from './transitions.ts';

function line(
  id: string,
  eventId: string,
  overrides: Partial<RestaurantLine> = {},
): RestaurantLine {
  return {
    id,
    eventId,
    code: 'R-FR-BAN',
    title: 'Banquet',
    date: '2027-06-12',
    time: '12:00',
    isLunch: true,
    adults: 2,
    children: 0,
    menuAdultCode: 'M1',
    menuAdultName: 'Menu',
    menuAdultPrice: cents(2500),
    menuChildCode: '',
    menuChildName: '',
    menuChildPrice: cents(0),
    allergies: false,
    totalPrice: cents(5000),
    ...overrides,
  };
}

const fullBasket: Booking = makeBooking(
  {
    currency: 'GBP',
    visitType: 1,
    startDate: '2027-06-12',
    duration: 2,
    durationNight: 1,
    endDateISO: '2027-06-13',
    restaurantBookingStartISO: '2027-06-09T12:00:00.000Z',
    offer: makeOffer({ kind: 'nightShow', code: 'FR-NS' }),
    complementaries: [makeComplementary('PE', 5000)],
    sortingType: 'price',
    sendingMethod: 'courrier',
    sendingPrice: cents(490),
    restaurants: [line('l1', 'e1')],
    restaurantAllergies: true,
    restaurantAllergyNote: 'Arachides',
    bookingEvent: { date: '2027-06-12', seating: 'LVL3' },
    paymentClientAnswer: 'ok',
    bookingPaid: true,
    flexibleRate: true,
    flexibleRatePrice: cents(980),
    flexibleRateStocks: ['s'],
    flexibleRateInternalStocks: ['i'],
    insurance: true,
    insurancePrice: cents(500),
    insuranceId: 'ins-1',
    insuranceTermsAndConditionsAccepted: true,
    bookingAccommodation: {
      code: 'H-FR-CAS',
      title: 'Castellum',
      providerType: 'INTERNE',
      price: cents(16900),
      roomsSolution: null,
    },
    repartition: [{ solutionIndex: 0, occupants: [{ id: 'a', invitationSent: true }] }],
    contact: { email: 'a@b.fr', firstName: 'A', lastName: 'B' },
    nightEventNumber: 3,
    isDonation: true,
    donationValue: cents(500),
    coupons: ['WELCOME'],
    couponDiscount: cents(1000),
    orderSummary: { lines: [] },
    total: cents(30000),
    gtsId: 'gts',
    ticketingId: 'tk',
    oldBasket: { old: true },
    hash: 'abc',
    isCompleteByHubspot: true,
    isInCompletion: true,
    ticketAlreadyBooked: true,
  },
  { adults: 3, children: 1, babies: 1 },
);

describe('resetBooking', () => {
  it('restores every default', () => {
    expect(resetBooking()).toEqual(defaultBooking());
  });
});

describe('clearBasket', () => {
  const cleared = clearBasket(fullBasket);
  const defaults = defaultBooking();
  const kept: ReadonlyArray<keyof Booking> = KEPT_BY_CLEAR_BASKET;

  it.each(kept.map((field) => [field]))('keeps %s', (field) => {
    expect(cleared[field]).toEqual(fullBasket[field]);
  });

  const clearedFields = (Object.keys(defaults) as Array<keyof Booking>).filter(
    (field) => !kept.includes(field),
  );
  it.each(clearedFields.map((field) => [field]))('clears %s back to its default', (field) => {
    expect(cleared[field]).toEqual(defaults[field]);
  });

  it('keeps the group and the dates the spec names', () => {
    expect(cleared).toMatchObject({
      group: { adults: 3, children: 1, babies: 1 },
      startDate: '2027-06-12',
      duration: 2,
      durationNight: 1,
      endDateISO: '2027-06-13',
    });
  });
});

describe('setHasPsh', () => {
  it.each([
    [true, { hasPsh: true, disabledAdults: 1, disabledChildren: 1 }],
    [false, { hasPsh: false, disabledAdults: 0, disabledChildren: 0 }],
  ])('turned %s', (on, expected) => {
    const booking = makeBooking({}, { hasPsh: true, disabledAdults: 1, disabledChildren: 1 });
    expect(setHasPsh(booking, on).group).toMatchObject(expected);
  });
});

describe('setGroup', () => {
  it('zeroes disabled counts when the disability flag is off', () => {
    const group = { ...defaultBooking().group, hasPsh: false, disabledAdults: 2 };
    expect(setGroup(defaultBooking(), group).group.disabledAdults).toBe(0);
  });
});

describe('dropLargeFamilyCard (booking-funnel.md §5: continue without the discount)', () => {
  it('stops counting the card and keeps the rest of the group as it was', () => {
    const card = {
      hasLargeFamilyCard: true,
      largeFamilyCardNumber: '75-2024-001234',
      largeFamilyCardValidity: '2027-05-01',
      adults: 2,
      children: 3,
    };
    const booking = makeBooking({ startDate: '2027-06-12' }, card);
    const dropped = dropLargeFamilyCard(booking);
    expect(dropped.group).toEqual({ ...booking.group, hasLargeFamilyCard: false });
    expect(dropped.startDate).toBe('2027-06-12');
  });
});

describe('complementaries', () => {
  it.each([
    [
      'adds a new code',
      [makeComplementary('PE', 5000)],
      makeComplementary('PGE', 11000),
      ['PE', 'PGE'],
    ],
    [
      'replaces the one with the same code',
      [makeComplementary('PE', 5000), makeComplementary('PGE', 11000)],
      makeComplementary('PE', 7000),
      ['PGE', 'PE'],
    ],
  ])('addComplementary %s', (_label, before, added, codes) => {
    const after = addComplementary(makeBooking({ complementaries: before }), added);
    expect(after.complementaries.map((c) => c.code)).toEqual(codes);
    expect(after.complementaries.find((c) => c.code === added.code)).toBe(added);
  });

  it('removeComplementary deletes by code', () => {
    const booking = makeBooking({
      complementaries: [makeComplementary('PE', 5000), makeComplementary('PGE', 11000)],
    });
    expect(removeComplementary(booking, 'PE').complementaries.map((c) => c.code)).toEqual(['PGE']);
  });
});

describe('restaurant basket', () => {
  const booking = makeBooking({
    restaurants: [line('l1', 'e1'), line('l2', 'e1'), line('l3', 'e2')],
  });

  it.each([
    ['replaces the line with the same id', line('l2', 'e1', { adults: 4 }), ['l1', 'l2', 'l3'], 4],
    ['adds a line with a new id', line('l4', 'e3', { adults: 4 }), ['l1', 'l2', 'l3', 'l4'], 4],
  ])('upsertRestaurantLine %s', (_label, added, ids, adults) => {
    const after = upsertRestaurantLine(booking, added);
    expect(after.restaurants.map((l) => l.id)).toEqual(ids);
    expect(after.restaurants.find((l) => l.id === added.id)?.adults).toBe(adults);
  });

  it('removeRestaurantEvent removes all lines of that event', () => {
    expect(removeRestaurantEvent(booking, 'e1').restaurants.map((l) => l.id)).toEqual(['l3']);
  });

  it('setRestaurantAllergies applies the flag to every line', () => {
    const after = setRestaurantAllergies(booking, true);
    expect(after.restaurantAllergies).toBe(true);
    expect(after.restaurants.every((l) => l.allergies)).toBe(true);
  });
});

describe('repartition', () => {
  const booking = makeBooking({
    repartition: [{ solutionIndex: 0, occupants: [{ id: 'a', invitationSent: false }] }],
  });

  it.each([
    ['an occupant already in the room', 0, 'a', [{ id: 'a', invitationSent: true }]],
    [
      'a new occupant of the room',
      0,
      'b',
      [
        { id: 'a', invitationSent: false },
        { id: 'b', invitationSent: true },
      ],
    ],
    ['an occupant of a room without entry', 1, 'c', [{ id: 'c', invitationSent: true }]],
  ])('setRepartitionOccupant marks %s as invited', (_label, solutionIndex, id, occupants) => {
    const after = setRepartitionOccupant(booking, solutionIndex, id);
    expect(after.repartition.find((e) => e.solutionIndex === solutionIndex)?.occupants).toEqual(
      occupants,
    );
  });

  it('setRepartitionContacts replaces the occupants of a room, keeping who was invited', () => {
    const invited = setRepartitionOccupant(booking, 0, 'a');
    expect(setRepartitionContacts(invited, 0, ['a', 'd']).repartition).toEqual([
      {
        solutionIndex: 0,
        occupants: [
          { id: 'a', invitationSent: true },
          { id: 'd', invitationSent: false },
        ],
      },
    ]);
  });
});

describe('setDates', () => {
  it.each([
    ['2027-06-12', 1, 0, '2027-06-12'],
    ['2027-06-12', 2, 1, '2027-06-13'],
    ['2027-06-30', 3, 2, '2027-07-02'],
  ])('%s for %i days: %i nights, ending %s', (startDate, duration, nights, end) => {
    expect(setDates(defaultBooking(), startDate, duration)).toMatchObject({
      startDate,
      duration,
      durationNight: nights,
      endDateISO: end,
    });
  });

  // catalogue.md §7.2: a package's nights are its own, whatever its days (visitNights).
  it.each<[string, number, number, number]>([
    ['the 1 day + show + 1 night package', 1, 1, 1],
    ['the 2 days + 1 night package', 2, 1, 1],
    ['a 2-day ticket', 2, 0, 1],
  ])('with %s for %i days: %i nights', (_label, duration, ownNights, nights) => {
    const booking = makeBooking({ offer: makeOffer({ duration, nights: ownNights }) });
    expect(setDates(booking, '2027-06-12', duration).durationNight).toBe(nights);
  });

  it('clears a show date chosen for other days but keeps the seat category', () => {
    const booking = makeBooking({
      startDate: '2027-06-12',
      offer: makeOffer({ kind: 'nightShow' }),
      bookingEvent: { date: '2027-06-12', seating: 'LVL2' },
    });
    expect(setDates(booking, '2027-06-19', 1).bookingEvent).toEqual({
      date: null,
      seating: 'LVL2',
    });
    expect(setDates(booking, '2027-06-12', 1).bookingEvent.date).toBe('2027-06-12');
  });

  // docs/spec-readings.md, changing dates: the spec is silent; extras booked for other days go.
  const stay = {
    code: 'H1',
    title: 'Hôtel',
    providerType: 'INTERNE',
    price: cents(12000),
    roomsSolution: null,
  };
  const withExtras = makeBooking({
    startDate: '2027-06-12',
    duration: 2,
    durationNight: 1,
    offer: makeOffer({ duration: 2 }),
    complementaries: [makeComplementary('PE', 5000, ['2027-06-12', '2027-06-13'])],
    restaurants: [line('r1', 'e1', { date: '2027-06-12' })],
    bookingAccommodation: stay,
    insurance: true,
    coupons: ['SUMMER'],
  });

  it.each<[string, string, number, boolean]>([
    ['another first day', '2027-06-19', 2, true],
    ['another length', '2027-06-12', 3, true],
    ['both changed', '2027-07-01', 1, true],
    ['the same days again', '2027-06-12', 2, false],
  ])('%s: date-bound extras cleared is %s', (_label, startDate, duration, cleared) => {
    const next = setDates(withExtras, startDate, duration);
    const expected = cleared
      ? { complementaries: [], restaurants: [], bookingAccommodation: null }
      : {
          complementaries: withExtras.complementaries,
          restaurants: withExtras.restaurants,
          bookingAccommodation: stay,
        };
    expect(next).toMatchObject(expected);
  });

  it('clears only the date-bound extras: group, offer and the rest of the basket stay', () => {
    const next = setDates(withExtras, '2027-06-19', 2);
    const untouched = (Object.keys(withExtras) as Array<keyof Booking>).filter(
      (field) =>
        !(CLEARED_BY_NEW_DATES as readonly string[]).includes(field) &&
        !['startDate', 'endDateISO', 'bookingEvent'].includes(field),
    );
    for (const field of untouched) expect(next[field], field).toEqual(withExtras[field]);
  });

  it('does not change the booking it is given', () => {
    const before = JSON.parse(JSON.stringify(withExtras));
    setDates(withExtras, '2027-06-19', 2);
    expect(withExtras).toEqual(before);
  });
});

describe('setOffer', () => {
  const onVisit = { startDate: '2027-06-12' };
  it.each([
    ['a ticket, normal group', 'ticket', {}, { date: null, seating: 'LVL1' }],
    [
      'a night show, normal group: chosen on offers/category',
      'nightShow',
      {},
      { date: null, seating: 'LVL1' },
    ],
    [
      'a night show, children only',
      'nightShow',
      { adults: 0, children: 2 },
      { date: '2027-06-12', seating: 'LVL1' },
    ],
    [
      'day and show, disability profile',
      'dayAndShow',
      { hasPsh: true },
      { date: '2027-06-12', seating: 'LVL1' },
    ],
    [
      'a ticket, children only',
      'ticket',
      { adults: 0, children: 2 },
      { date: null, seating: 'LVL1' },
    ],
  ] as const)('%s', (_label, kind, group, bookingEvent) => {
    const after = setOffer(makeBooking(onVisit, group), makeOffer({ kind }));
    expect(after.offer?.kind).toBe(kind);
    expect(after.bookingEvent).toEqual(bookingEvent);
  });

  it('keeps the show choice when the same offer is set again, resets it for another offer', () => {
    const chosen = makeBooking({
      ...onVisit,
      offer: makeOffer({ code: 'FR-NS', kind: 'nightShow' }),
      bookingEvent: { date: '2027-06-12', seating: 'LVL3' },
    });
    expect(setOffer(chosen, makeOffer({ code: 'FR-NS', kind: 'nightShow' })).bookingEvent).toEqual({
      date: '2027-06-12',
      seating: 'LVL3',
    });
    expect(
      setOffer(chosen, makeOffer({ code: 'FR-D1NS', kind: 'dayAndShow' })).bookingEvent,
    ).toEqual({
      date: null,
      seating: 'LVL1',
    });
  });

  // catalogue.md §7.2: a 1-day package has its own night; another offer, the visit's days minus one.
  it.each<[string, number, number, number | null, number]>([
    ['the 1 day + show + 1 night package', 1, 0, 1, 1],
    ['a day ticket instead of the package', 1, 1, 0, 0],
    ['no offer on a 2-day visit', 2, 1, null, 1],
  ])('%s on a %i-day visit', (_label, duration, before, own, nights) => {
    const chosen = own === null ? null : makeOffer({ duration, nights: own });
    const booking = makeBooking({ ...onVisit, duration, durationNight: before });
    expect(setOffer(booking, chosen).durationNight).toBe(nights);
  });

  it('starts in the seat category the offer comes in, when Bronze is full', () => {
    const silverOnly = makeOffer({ code: 'FR-NS', kind: 'nightShow', seating: 'LVL2' });
    expect(setOffer(makeBooking(onVisit), silverOnly).bookingEvent).toEqual({
      date: null,
      seating: 'LVL2',
    });
  });

  it('does not change the booking it is given', () => {
    const booking = makeBooking(onVisit, { hasPsh: true });
    setOffer(booking, makeOffer({ kind: 'nightShow' }));
    expect(booking.offer).toBeNull();
    expect(booking.bookingEvent.date).toBeNull();
  });
});

describe('chooseShowSeat', () => {
  const silver = {
    date: '2027-06-12',
    seating: 'LVL2',
    seatingStockCode: 'SHOW-2027-06-12-22:30-LVL2',
    price: {
      basePrice: cents(9300),
      totalPrice: cents(18600),
      adultPrice: cents(18600),
      adultUnitPrice: cents(9300),
      childrenPrice: cents(0),
      childrenUnitPrice: cents(6900),
    },
  } as const;

  it.each([
    ['a night show', 'nightShow'],
    ['day and show', 'dayAndShow'],
  ] as const)('sets the show date, the seat and its price for %s', (_label, kind) => {
    const after = chooseShowSeat(makeBooking({ offer: makeOffer({ kind }) }), silver);
    expect(after.bookingEvent).toEqual({ date: '2027-06-12', seating: 'LVL2' });
    expect(after.offer).toMatchObject({
      kind,
      seating: 'LVL2',
      seatingStockCode: 'SHOW-2027-06-12-22:30-LVL2',
      price: silver.price,
    });
  });

  it.each([
    ['a day ticket', makeOffer({ kind: 'ticket' })],
    ['no offer', null],
  ])('leaves a booking with %s as it is', (_label, offer) => {
    const booking = makeBooking({ offer });
    expect(chooseShowSeat(booking, silver)).toBe(booking);
  });
});

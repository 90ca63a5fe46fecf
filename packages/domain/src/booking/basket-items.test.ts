import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { makeBooking, makeComplementary, makeOffer } from '../testing/fixtures.ts';
import {
  type BasketItem,
  type BasketItemChange,
  ITEM_CHANGES,
  itemsAlsoChanged,
  removeBasketItem,
} from './basket-items.ts';
import type { Booking } from './booking.ts';

const day = '2027-06-12';
const dayTicket = makeBooking({ startDate: day, offer: makeOffer() });
const withPass = { ...dayTicket, complementaries: [makeComplementary('PE', 5800)] };
const dayAndShow = makeBooking({
  startDate: day,
  offer: makeOffer({ code: 'FR-D1NS', kind: 'dayAndShow' }),
  bookingEvent: { date: day, seating: 'LVL2' },
  complementaries: [makeComplementary('PE', 5800)],
  flexibleRate: true,
  flexibleRatePrice: cents(1500),
});

const ticket: BasketItem = { kind: 'ticket' };
const seats: BasketItem = { kind: 'showSeat' };
const pass: BasketItem = { kind: 'complementary', code: 'PE' };
const flexibleRate: BasketItem = { kind: 'flexibleRate' };
const accommodation: BasketItem = { kind: 'accommodation' };
const stay = {
  code: 'H-FR-CAS',
  title: 'Le Castellum',
  providerType: 'INTERNE',
  price: cents(39800),
  roomsSolution: null,
};
const withStay = { ...dayAndShow, bookingAccommodation: stay };
/** A dinner at Le Banquet des Bardes, as two lines of one sitting (two adult menus). */
const dinnerLine = {
  id: 'e-dinner#0',
  eventId: 'e-dinner',
  code: 'R-FR-BAN',
  title: 'Le Banquet des Bardes',
  date: day,
  time: '18:30',
  isLunch: false,
  adults: 1,
  children: 0,
  menuAdultCode: 'BARDE',
  menuAdultName: 'Festin du Barde',
  menuAdultPrice: cents(3900),
  menuChildCode: '',
  menuChildName: '',
  menuChildPrice: cents(0),
  allergies: false,
  totalPrice: cents(3900),
};
const withDinner = {
  ...dayTicket,
  restaurants: [dinnerLine, { ...dinnerLine, id: 'e-dinner#1' }],
};
const meal: BasketItem = { kind: 'meal', eventId: 'e-dinner' };

type Row = [label: string, Booking, BasketItem, BasketItemChange, BasketItem[]];

describe('itemsAlsoChanged (booking-funnel.md §4: modifying one may change or delete others)', () => {
  it.each<Row>([
    ['removing the day ticket removes its pass', withPass, ticket, 'remove', [pass]],
    [
      'removing the ticket with the show removes its seats, pass and flexible rate',
      dayAndShow,
      ticket,
      'remove',
      [seats, pass, flexibleRate],
    ],
    [
      'another offer replaces the whole basket',
      dayAndShow,
      ticket,
      'replace',
      [seats, pass, flexibleRate],
    ],
    [
      'other days keep the flexible rate but not the show date nor the pass',
      dayAndShow,
      ticket,
      'modify',
      [seats, pass],
    ],
    ['a lone day ticket takes nothing with it', dayTicket, ticket, 'remove', []],
    ['removing the pass changes nothing else', dayAndShow, pass, 'remove', []],
    ['another seat category changes nothing else', dayAndShow, seats, 'modify', []],
    ['removing the flexible rate changes nothing else', dayAndShow, flexibleRate, 'remove', []],
    [
      'removing the ticket removes the hotel stay too',
      withStay,
      ticket,
      'remove',
      [seats, pass, flexibleRate, accommodation],
    ],
    ['other days take the hotel stay', withStay, ticket, 'modify', [seats, pass, accommodation]],
    ['removing the hotel stay changes nothing else', withStay, accommodation, 'remove', []],
    [
      'removing the ticket removes its meals, one item per sitting',
      withDinner,
      ticket,
      'remove',
      [meal],
    ],
    ['other days take the meals', withDinner, ticket, 'modify', [meal]],
    ['removing a meal changes nothing else', withDinner, meal, 'remove', []],
  ])('%s', (_label, booking, item, change, expected) => {
    expect(itemsAlsoChanged(booking, item, change)).toEqual(expected);
  });
});

describe('ITEM_CHANGES', () => {
  it.each([
    ['ticket', ['replace', 'modify', 'remove']],
    ['showSeat', ['modify']],
    ['complementary', ['modify', 'remove']],
    ['flexibleRate', ['remove']],
    ['accommodation', ['modify', 'remove']],
    ['meal', ['modify', 'remove']],
  ] as const)('%s: %j', (kind, changes) => {
    expect(ITEM_CHANGES[kind]).toEqual(changes);
  });
});

describe('removeBasketItem', () => {
  it('without the ticket, clears the basket and keeps the group and the days', () => {
    const removed = removeBasketItem(dayAndShow, ticket);
    expect(removed).toMatchObject({
      startDate: day,
      group: dayAndShow.group,
      offer: null,
      complementaries: [],
      flexibleRate: false,
      flexibleRatePrice: 0,
      bookingEvent: { date: null, seating: 'LVL1' },
    });
  });

  it('without the pass, keeps the ticket, its seats and the flexible rate', () => {
    expect(removeBasketItem(dayAndShow, pass)).toEqual({ ...dayAndShow, complementaries: [] });
  });

  it('without the hotel stay, keeps the ticket and every other item', () => {
    expect(removeBasketItem(withStay, accommodation)).toEqual(dayAndShow);
  });

  it('without a meal, drops every line of its sitting and keeps the rest', () => {
    const other = { ...dinnerLine, id: 'e-lunch#0', eventId: 'e-lunch', time: '11:45' };
    const booking = { ...withDinner, restaurants: [...withDinner.restaurants, other] };
    expect(removeBasketItem(booking, meal)).toEqual({ ...dayTicket, restaurants: [other] });
  });

  it('without the flexible rate, keeps everything else', () => {
    expect(removeBasketItem(dayAndShow, flexibleRate)).toEqual({
      ...dayAndShow,
      flexibleRate: false,
      flexibleRatePrice: 0,
    });
  });
});

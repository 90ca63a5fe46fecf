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

  it('without the flexible rate, keeps everything else', () => {
    expect(removeBasketItem(dayAndShow, flexibleRate)).toEqual({
      ...dayAndShow,
      flexibleRate: false,
      flexibleRatePrice: 0,
    });
  });
});

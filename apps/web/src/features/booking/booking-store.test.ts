import { cents } from '@sesame/domain/money/cents';
import { makeOffer } from '@sesame/domain/testing/fixtures';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_STORAGE_KEY, useBookingStore } from './booking-store.ts';

const store = () => useBookingStore.getState();
const saved = () => JSON.parse(sessionStorage.getItem(BOOKING_STORAGE_KEY) ?? 'null').state;

describe('the booking store', () => {
  beforeEach(() => store().startNewBooking());

  it('keeps the booking, the order and the guest in the session storage', () => {
    store().setGroup({ ...store().booking.group, adults: 3, children: 1 });
    store().setOrder({ orderId: '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a', shortOrderId: 'K7QH2MZP' });
    store().setCustomer({
      email: 'marie.durand@example.com',
      firstName: 'Marie',
      lastName: 'Durand',
      isLoggedIn: false,
    });
    expect(saved().booking.group).toMatchObject({ adults: 3, children: 1 });
    expect(saved().order.shortOrderId).toBe('K7QH2MZP');
    expect(saved().customer.email).toBe('marie.durand@example.com');
  });

  it('sets track offer without choosing a day for the visitor (readings.md §11)', () => {
    store().setTrack('offer');
    expect(store().funnel.track).toBe('offer');
    expect(store().booking.startDate).toBeNull();
    store().setTrack('somewhere');
    expect(store().funnel.track).toBe('offer');
  });

  it('starts a new basket when another offer is chosen, keeping the group and the days', () => {
    store().setDates('2027-06-12', 2);
    store().chooseOffer(makeOffer({ code: 'FR-D2', duration: 2 }));
    store().setSendingMethod('courrier', cents(490));
    store().chooseOffer(makeOffer({ code: 'FR-D1NS', kind: 'dayAndShow' }));
    expect(store().booking).toMatchObject({
      startDate: '2027-06-12',
      duration: 2,
      sendingMethod: 'email',
      offer: { code: 'FR-D1NS' },
    });
  });

  it('turning the disability flag off forgets the disabled visitors', () => {
    store().setGroup({ ...store().booking.group, hasPsh: true, disabledAdults: 1 });
    store().setHasPsh(false);
    expect(store().booking.group).toMatchObject({
      hasPsh: false,
      disabledAdults: 0,
      disabledChildren: 0,
    });
  });

  it('stops the basket timer once the booking is paid', () => {
    store().startTimer('2027-06-01T10:15:00.000Z');
    expect(store().timer).toEqual({
      timerEnabled: true,
      expiredDate: '2027-06-01T10:15:00.000Z',
      renewals: 0,
    });
    store().markPaid();
    expect(store().booking.bookingPaid).toBe(true);
    expect(store().timer).toEqual({ timerEnabled: false, expiredDate: null, renewals: 0 });
  });

  it('counts the renewals of a running clock, and starts a new clock at none (readings.md §15)', () => {
    store().startTimer('2027-06-01T10:15:00.000Z');
    store().renewTimer('2027-06-01T10:28:00.000Z', 2);
    store().startTimer('2027-06-01T10:28:00.000Z');
    expect(store().timer).toEqual({
      timerEnabled: true,
      expiredDate: '2027-06-01T10:28:00.000Z',
      renewals: 2,
    });
    store().stopTimer();
    store().startTimer('2027-06-01T11:00:00.000Z');
    expect(store().timer.renewals).toBe(0);
  });

  it('moves to the new order with the holds’ expiry and renewals, or without a clock when nothing was held (readings.md §13)', () => {
    store().setOrder({ orderId: '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a', shortOrderId: 'K7QH2MZP' });
    store().setShoppingCart('9f0c3a3e-6f1b-4a57-9d51-6f8f4c7e2b10');
    const next = { orderId: '5d0c3a3e-6f1b-4a57-9d51-6f8f4c7e2b10', shortOrderId: 'M4TQ8WZP' };

    store().moveToOrder(next, { expiresAt: '2027-06-01T10:15:00.000Z', renewals: 1 });

    expect(saved().order).toEqual({ ...next, shoppingCartId: null });
    expect(store().timer).toEqual({
      timerEnabled: true,
      expiredDate: '2027-06-01T10:15:00.000Z',
      renewals: 1,
    });
    store().moveToOrder(next, { expiresAt: null, renewals: 0 });
    expect(store().timer.timerEnabled).toBe(false);
  });

  it('chooses the group only when asked to, as the start page does (readings.md §12)', () => {
    store().setGroup({ ...store().booking.group, adults: 3 });
    expect(store().funnel.groupChosen).toBe(false);
    store().chooseGroup({ ...store().booking.group, adults: 4 });
    expect(store().funnel.groupChosen).toBe(true);
    expect(store().booking.group.adults).toBe(4);
    expect(saved().funnel.groupChosen).toBe(true);
  });

  it('forgets the chosen group and marks the way to the start page on an expired selection (readings.md §14)', () => {
    store().chooseGroup(store().booking.group);
    store().resetBooking();
    expect(store().funnel.groupChosen).toBe(false);
    expect(store().restarting).toBe(true);
    expect(saved().restarting).toBeUndefined();
    store().endRestart();
    expect(store().restarting).toBe(false);
  });

  it('clears the extras booked for other days when the days change', () => {
    store().setDates('2027-06-12', 2);
    store().addComplementary({
      code: 'PE',
      name: 'Pass Émotion',
      dates: ['2027-06-12', '2027-06-13'],
      quantity: 2,
      totalPrice: cents(5000),
    });
    store().setDates('2027-06-12', 2);
    expect(store().booking.complementaries).toHaveLength(1);
    store().setDates('2027-06-19', 2);
    expect(store().booking.complementaries).toEqual([]);
  });

  it('restarts an expired selection on the same order, and a paid one on none', () => {
    store().setOrder({ orderId: '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a', shortOrderId: 'K7QH2MZP' });
    store().setDates('2027-06-12', 1);
    store().resetBooking();
    expect(store().booking.startDate).toBeNull();
    expect(store().order.orderId).toBe('0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a');
    store().startNewBooking();
    expect(store().order.orderId).toBeNull();
  });
});

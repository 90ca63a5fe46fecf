import { removeBasketItem } from '@sesame/domain/booking/basket-items';
import { defaultBooking } from '@sesame/domain/booking/default-booking';
import {
  addComplementary,
  chooseShowSeat,
  clearBasket,
  dropLargeFamilyCard,
  removeComplementary,
  removeRestaurantEvent,
  resetBooking,
  setDates,
  setGroup,
  setHasPsh,
  setOffer,
  setRestaurantAllergies,
  upsertRestaurantLine,
} from '@sesame/domain/booking/transitions';
import {
  chooseGroup,
  DEFAULT_FUNNEL_STATE,
  setActiveStep,
  setTrack,
} from '@sesame/domain/funnel/funnel-state';
import { createStore } from '../../lib/store.ts';
import type { BasketTimer, BookingData, BookingStore, OrderIds } from './booking-state.ts';

const NO_ORDER: OrderIds = { orderId: null, shortOrderId: null, shoppingCartId: null };
const NO_TIMER: BasketTimer = { timerEnabled: false, expiredDate: null, renewals: 0 };

function initialData(): BookingData {
  return {
    booking: defaultBooking(),
    funnel: { ...DEFAULT_FUNNEL_STATE },
    order: { ...NO_ORDER },
    customer: null,
    timer: { ...NO_TIMER },
  };
}

/** The key under which the booking lives in sessionStorage (booking-funnel.md §3). */
export const BOOKING_STORAGE_KEY = 'sesame.booking';

export const useBookingStore = createStore<BookingStore, BookingData>(
  (set) => ({
    ...initialData(),
    restarting: false,
    setGroup: (group) => set(({ booking }) => ({ booking: setGroup(booking, group) })),
    chooseGroup: (group) => set(({ funnel, booking }) => chooseGroup(funnel, booking, group)),
    setHasPsh: (on) => set(({ booking }) => ({ booking: setHasPsh(booking, on) })),
    dropLargeFamilyCard: () => set(({ booking }) => ({ booking: dropLargeFamilyCard(booking) })),
    setTrack: (track) => set(({ funnel }) => ({ funnel: setTrack(funnel, track) })),
    setActiveStep: (route) => set(({ funnel }) => ({ funnel: setActiveStep(funnel, route) })),
    setDates: (startDate, duration) =>
      set(({ booking }) => ({ booking: setDates(booking, startDate, duration) })),
    chooseOffer: (offer) =>
      set(({ booking }) => ({ booking: setOffer(clearBasket(booking), offer) })),
    chooseShowSeat: (seat) => set(({ booking }) => ({ booking: chooseShowSeat(booking, seat) })),
    addComplementary: (complementary) =>
      set(({ booking }) => ({ booking: addComplementary(booking, complementary) })),
    removeComplementary: (code) =>
      set(({ booking }) => ({ booking: removeComplementary(booking, code) })),
    chooseMeal: (eventId, lines) =>
      set(({ booking }) => ({
        booking: lines.reduce(upsertRestaurantLine, {
          ...booking,
          restaurants: booking.restaurants.filter(
            (line) => line.eventId !== eventId || lines.some(({ id }) => id === line.id),
          ),
        }),
      })),
    removeMeal: (eventId) =>
      set(({ booking }) => ({ booking: removeRestaurantEvent(booking, eventId) })),
    setRestaurantAllergies: (allergies, note) =>
      set(({ booking }) => ({
        booking: {
          ...setRestaurantAllergies(booking, allergies),
          restaurantAllergyNote: allergies ? note : '',
        },
      })),
    removeBasketItem: (item) =>
      set(({ booking }) => ({ booking: removeBasketItem(booking, item) })),
    chooseAccommodation: (bookingAccommodation) =>
      set(({ booking }) => ({ booking: { ...booking, bookingAccommodation, repartition: [] } })),
    setSendingMethod: (sendingMethod, sendingPrice) =>
      set(({ booking }) => ({ booking: { ...booking, sendingMethod, sendingPrice } })),
    setTotal: (total) => set(({ booking }) => ({ booking: { ...booking, total } })),
    setExtras: (extras) => set(({ booking }) => ({ booking: { ...booking, ...extras } })),
    setCoupons: (coupons, couponDiscount) =>
      set(({ booking }) => ({ booking: { ...booking, coupons: [...coupons], couponDiscount } })),
    setHash: (hash) => set(({ booking }) => ({ booking: { ...booking, hash } })),
    setCurrency: (currency) => set(({ booking }) => ({ booking: { ...booking, currency } })),
    setOrder: ({ orderId, shortOrderId }) =>
      set({ order: { orderId, shortOrderId, shoppingCartId: null } }),
    setShoppingCart: (shoppingCartId) =>
      set(({ order }) => ({ order: { ...order, shoppingCartId } })),
    setCustomer: (customer) => set({ customer }),
    logOut: () => set({ customer: null }),
    startTimer: (expiresAt) =>
      set(({ timer }) => ({
        timer: {
          timerEnabled: true,
          expiredDate: expiresAt,
          renewals: timer.timerEnabled ? (timer.renewals ?? 0) : 0,
        },
      })),
    stopTimer: () => set({ timer: { ...NO_TIMER } }),
    renewTimer: (expiredDate, renewals) =>
      set({ timer: { timerEnabled: true, expiredDate, renewals } }),
    setPaymentAnswer: (paymentClientAnswer) =>
      set(({ booking }) => ({ booking: { ...booking, paymentClientAnswer } })),
    markPaid: () =>
      set(({ booking }) => ({
        booking: { ...booking, bookingPaid: true },
        timer: { ...NO_TIMER },
      })),
    resetBooking: () =>
      set({
        booking: resetBooking(),
        funnel: { ...DEFAULT_FUNNEL_STATE },
        timer: { ...NO_TIMER },
        restarting: true,
      }),
    endRestart: () => set({ restarting: false }),
    startNewBooking: () => set({ ...initialData(), restarting: false }),
    moveToOrder: ({ orderId, shortOrderId }, { expiresAt, renewals }) =>
      set({
        order: { orderId, shortOrderId, shoppingCartId: null },
        timer: expiresAt
          ? { timerEnabled: true, expiredDate: expiresAt, renewals }
          : { ...NO_TIMER },
      }),
    forgetOrder: () => set({ order: { ...NO_ORDER }, timer: { ...NO_TIMER } }),
    restoreBooking: (booking) => set({ booking }),
    enterCompletion: (booking, { orderId, shortOrderId }) =>
      set({
        booking,
        funnel: { ...DEFAULT_FUNNEL_STATE, track: 'date', groupChosen: true },
        order: { orderId, shortOrderId, shoppingCartId: null },
        timer: { ...NO_TIMER },
        restarting: false,
      }),
  }),
  {
    key: BOOKING_STORAGE_KEY,
    version: 2,
    // Version 2 adds funnel.groupChosen (readings.md §12): a session already past the start
    // page (a day or an offer chosen) had confirmed its group.
    migrate: (kept, version) => {
      const data = kept as BookingData;
      if (version < 2 && data?.funnel && data.booking) {
        const passedStart = data.booking.startDate !== null || data.booking.offer !== null;
        data.funnel = { ...data.funnel, groupChosen: passedStart };
      }
      return data;
    },
    data: ({ booking, funnel, order, customer, timer }): BookingData => ({
      booking,
      funnel,
      order,
      customer,
      timer,
    }),
  },
);

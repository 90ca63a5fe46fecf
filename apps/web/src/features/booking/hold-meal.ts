import type { RestaurantLine } from '@sesame/domain/booking/booking';
import { expectSuccess, request } from '../../lib/graphql-client.ts';
import { useMutation } from '../../lib/query/index.ts';
import { useBookingStore } from './booking-store.ts';
import { currentOrderId, SetLockedStockDocument } from './hold-offer.ts';
import { RemoveLockedStockDocument } from './hold-pass.ts';

interface MealChoice {
  /** The sitting (booking-funnel.md §3 eventId) and its day. */
  eventId: string;
  date: string;
  /** Every line of the sitting as chosen now: one per pair of menus. */
  lines: readonly RestaurantLine[];
  allergies: boolean;
  allergyNote: string;
}

const coversOf = (lines: readonly Pick<RestaurantLine, 'adults' | 'children'>[]) =>
  lines.reduce((sum, line) => sum + line.adults + line.children, 0);

/**
 * booking-funnel.md §4 order flow and restaurant basket: a meal's covers are held at its sitting
 * (service RESTAURANT, code the eventId; one hold per sitting, so a new choice replaces the old
 * one on the server), then its lines replace the sitting's lines in the booking and the allergy
 * answer applies to every line. A refusal (covers gone meanwhile) keeps the basket as it was.
 */
export function useHoldMeal() {
  return useMutation({
    scope: { id: 'meal' },
    mutationFn: async ({ eventId, date, lines, allergies, allergyNote }: MealChoice) => {
      const orderId = await currentOrderId();
      const { setLockedStock } = await request(SetLockedStockDocument, {
        lockedStockData: {
          orderId,
          service: 'RESTAURANT',
          code: eventId,
          startDate: date,
          quantity: coversOf(lines),
        },
      });
      const { expiresAt } = expectSuccess(setLockedStock);
      const store = useBookingStore.getState();
      store.chooseMeal(eventId, lines);
      store.setRestaurantAllergies(allergies, allergyNote);
      if (expiresAt) store.startTimer(expiresAt);
    },
  });
}

/**
 * booking-funnel.md §4, restaurant basket: deleting a meal gives its covers back, then removes
 * every line of its sitting (the same eventId).
 */
export function useReleaseMeal() {
  return useMutation({
    scope: { id: 'meal' },
    mutationFn: async (eventId: string) => {
      const { booking, order } = useBookingStore.getState();
      const lines = booking.restaurants.filter((line) => line.eventId === eventId);
      const [first] = lines;
      if (!order.orderId || !first) return;
      const { removeLockedStock } = await request(RemoveLockedStockDocument, {
        lockedStockData: {
          orderId: order.orderId,
          service: 'RESTAURANT',
          code: eventId,
          startDate: first.date,
          quantity: coversOf(lines),
        },
      });
      expectSuccess(removeLockedStock);
      useBookingStore.getState().removeMeal(eventId);
    },
  });
}

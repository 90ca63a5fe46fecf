import type { Offer, Seating } from '@sesame/domain/catalog/offer';
import { useState } from 'react';
import type { ShowSeat } from './booking-state.ts';
import { useBookingStore } from './booking-store.ts';
import { useHoldShowSeat } from './hold-offer.ts';

interface ShowSeatHoldOptions {
  offer: Offer | null;
  startDate: string | null;
  duration: number;
  /** A refused hold means availability changed under the visitor's eyes. */
  onRefused: () => void;
}

/**
 * booking-funnel.md §2, offers/category: holding the seats a visitor picks. The seat asked for
 * shows as chosen at once (`pending`), while its hold is on its way.
 */
export function useShowSeatHold({ offer, startDate, duration, onRefused }: ShowSeatHoldOptions) {
  const holdSeat = useHoldShowSeat();
  const [requested, setRequested] = useState<{ date: string; seating: Seating } | null>(null);
  const held = useBookingStore((state) => state.booking.bookingEvent);
  const timerEnabled = useBookingStore((state) => state.timer.timerEnabled);

  const hold = ({ date, seating, seatingStockCode, price }: ShowSeat, then?: () => void) => {
    if (!offer || !startDate) return;
    setRequested({ date, seating });
    holdSeat.mutate(
      { offer, startDate, duration, seat: { date, seating, seatingStockCode, price } },
      {
        onSuccess: () => {
          setRequested(null);
          then?.();
        },
        onError: () => {
          setRequested(null);
          onRefused();
        },
      },
    );
  };

  /** Goes on with the seat, holding it first unless it is the one already held. */
  const holdThen = (seat: ShowSeat, then: () => void) => {
    const isHeld = timerEnabled && held.date === seat.date && held.seating === seat.seating;
    if (isHeld) then();
    else hold(seat, then);
  };

  return {
    held,
    pending: requested ?? (holdSeat.isPending ? holdSeat.variables.seat : null),
    hold,
    holdThen,
    isPending: holdSeat.isPending,
    error: holdSeat.error,
    /** The seats a refused hold asked for. */
    refusedSeating: holdSeat.isError ? holdSeat.variables.seat.seating : null,
  };
}

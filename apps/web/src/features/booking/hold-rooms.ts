import type { BookedRoom, BookingAccommodation } from '@sesame/domain/booking/booking';
import { expectSuccess, request } from '../../lib/graphql-client.ts';
import { useMutation } from '../../lib/query/index.ts';
import { useBookingStore } from './booking-store.ts';
import { currentOrderId, SetLockedStockDocument } from './hold-offer.ts';
import { RemoveLockedStockDocument } from './hold-pass.ts';

/** One room kind of a stay: `rooms` of them, every night from `startDate`. */
interface RoomKindHold {
  roomTypeCode: string;
  rooms: BookedRoom[];
}

/** The room kinds of a stay, each with its rooms, in the order of the solution. */
export function roomKindsOf(rooms: readonly BookedRoom[]): RoomKindHold[] {
  const kinds = new Map<string, BookedRoom[]>();
  for (const room of rooms)
    kinds.set(room.roomTypeCode, [...(kinds.get(room.roomTypeCode) ?? []), room]);
  return [...kinds].map(([roomTypeCode, ofKind]) => ({ roomTypeCode, rooms: ofKind }));
}

/** The contract's distribution of rooms: babies are children with an age under 3. */
function distributionOf(rooms: readonly BookedRoom[]) {
  return rooms.map((room) => ({
    adults: room.adults,
    children: room.children + room.babies,
    ages: room.ages,
  }));
}

function lockedStock(orderId: string, stay: BookingAccommodation, kind: RoomKindHold) {
  const solution = stay.roomsSolution;
  if (!solution) throw new Error('A stay without rooms holds nothing');
  return {
    orderId,
    service: 'ACCOMMODATION' as const,
    code: kind.roomTypeCode,
    startDate: solution.startDate,
    duration: solution.nights,
    quantity: kind.rooms.length,
    distribution: distributionOf(kind.rooms),
  };
}

/** Gives back the room-nights of `kinds` of a stay (booking-funnel.md §7 removeLockedStock). */
export async function releaseRooms(
  orderId: string,
  stay: BookingAccommodation,
  kinds: readonly RoomKindHold[],
): Promise<void> {
  for (const kind of kinds) {
    const { removeLockedStock } = await request(RemoveLockedStockDocument, {
      lockedStockData: lockedStock(orderId, stay, kind),
    });
    expectSuccess(removeLockedStock);
  }
}

/** The room kinds of a stay held by the booking, if any. */
function heldKinds(stay: BookingAccommodation | null): RoomKindHold[] {
  return stay?.roomsSolution ? roomKindsOf(stay.roomsSolution.solution) : [];
}

/**
 * booking-funnel.md §3 and §4 order flow: a chosen room solution holds its room-nights (service
 * ACCOMMODATION, one hold per room kind, under the order's one expiry), then becomes the
 * booking's accommodation. The server keeps one hold per room kind, so holding a kind again
 * replaces it; the previous stay's other kinds are given back once the new stay is held, so a
 * refusal (a room taken meanwhile) keeps the previous choice when it did not share a kind. What
 * a refused attempt had held is given back. Choices run one after the other.
 */
export function useHoldRooms() {
  return useMutation({
    scope: { id: 'accommodation' },
    mutationFn: async (stay: BookingAccommodation) => {
      const orderId = await currentOrderId();
      const previous = useBookingStore.getState().booking.bookingAccommodation;
      const wanted = heldKinds(stay);
      const isWanted = (kind: RoomKindHold) =>
        wanted.some(({ roomTypeCode }) => roomTypeCode === kind.roomTypeCode);
      const held: RoomKindHold[] = [];
      let expiresAt: string | null = null;
      try {
        for (const kind of wanted) {
          const { setLockedStock } = await request(SetLockedStockDocument, {
            lockedStockData: lockedStock(orderId, stay, kind),
          });
          expiresAt = expectSuccess(setLockedStock).expiresAt ?? expiresAt;
          held.push(kind);
        }
      } catch (refusal) {
        const replacedPrevious = heldKinds(previous).some((kind) =>
          held.some(({ roomTypeCode }) => roomTypeCode === kind.roomTypeCode),
        );
        await releaseRooms(orderId, stay, held).catch(() => undefined);
        if (replacedPrevious) useBookingStore.getState().chooseAccommodation(null);
        throw refusal;
      }
      if (previous) {
        await releaseRooms(
          orderId,
          previous,
          heldKinds(previous).filter((kind) => !isWanted(kind)),
        );
      }
      return expiresAt;
    },
    onSuccess: (expiresAt, stay) => {
      const store = useBookingStore.getState();
      store.chooseAccommodation(stay);
      if (expiresAt) store.startTimer(expiresAt);
    },
  });
}

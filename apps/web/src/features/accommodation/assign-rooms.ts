import { type RoomDistribution, roomOccupants } from '@sesame/domain/accommodation/distribution';
import { type RoomKind, roomFits } from '@sesame/domain/accommodation/room-fit';
import type { BookedRoom } from '@sesame/domain/booking/booking';

/** A room kind as the hotel describes it (accommodation.graphql RoomType). */
export interface HotelRoomType {
  roomTypeCode: string;
  title: string;
  maxOccupancy: number;
  numberMaxOfAdults: number;
  numberMinOfAdults: number;
  numberMaxOfChildren: number;
  cot: boolean;
}

function kindOf(type: HotelRoomType): RoomKind {
  return {
    code: type.roomTypeCode,
    maxOccupancy: type.maxOccupancy,
    maxAdults: type.numberMaxOfAdults,
    minAdults: type.numberMinOfAdults,
    maxChildren: type.numberMaxOfChildren,
    cot: type.cot,
  };
}

/**
 * Who sleeps in which room of a solution: each room of the distribution searched with is given
 * one of the solution's rooms, `quantity` of each kind, a kind that sleeps it (the domain's
 * roomFits). The server answers a solution as room kinds and counts; holding and the basket need
 * each room with its occupants, which the server checks again. Null when no such assignment
 * exists (a solution the distribution cannot have produced).
 */
export function assignRooms(
  solution: ReadonlyArray<{ roomTypeCode: string; quantity: number }>,
  roomTypes: readonly HotelRoomType[],
  distribution: readonly RoomDistribution[],
): BookedRoom[] | null {
  const left = new Map(solution.map(({ roomTypeCode, quantity }) => [roomTypeCode, quantity]));
  const types = new Map(roomTypes.map((type) => [type.roomTypeCode, type]));
  const chosen: HotelRoomType[] = [];
  const place = (index: number): boolean => {
    const room = distribution[index];
    if (!room) return [...left.values()].every((count) => count === 0);
    for (const [code, count] of left) {
      const type = types.get(code);
      if (count === 0 || !type || !roomFits(kindOf(type), room)) continue;
      left.set(code, count - 1);
      chosen[index] = type;
      if (place(index + 1)) return true;
      left.set(code, count);
    }
    return false;
  };
  if (!place(0)) return null;
  return distribution.map((room, index) => {
    const type = chosen[index] as HotelRoomType;
    return {
      roomTypeCode: type.roomTypeCode,
      title: type.title,
      ...roomOccupants(room),
      ages: [...room.ages],
    };
  });
}

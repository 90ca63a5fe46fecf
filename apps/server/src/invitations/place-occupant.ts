import {
  MAIN_CONTACT,
  type PlacementProblem,
  placementProblem,
} from '@sesame/domain/invitations/room-contacts';
import type { Database } from '../db/client.ts';
import { inTransaction, limitLockWait } from '../db/executor.ts';
import { isLockContention } from '../orders/lock-contention.ts';
import { setMainContactRoom, setTravellerRoom } from './invitations-repo.ts';
import { type ContactsRequest, stayOccupants } from './order-contacts.ts';

export type PlaceResult =
  | { success: true }
  | { success: false; code: 'ORDER_NOT_FOUND' | 'BUSY' | PlacementProblem };

/**
 * checkout-and-account.md §3, repartition: the main contact moves themselves or an invited
 * traveller to another room of the stay, one that sleeps one more (§5). An occupant the order
 * does not have is ORDER_NOT_FOUND, as another's order is.
 */
export async function placeOccupant(
  db: Database,
  request: ContactsRequest & { occupantId: string; solutionIndex: number },
): Promise<PlaceResult> {
  try {
    return await inTransaction(db, async (tx): Promise<PlaceResult> => {
      await limitLockWait(tx);
      const found = await stayOccupants(db, tx, request, true);
      const occupant = found?.occupants.find((o) => o.id === request.occupantId);
      if (!found || !occupant) return { success: false, code: 'ORDER_NOT_FOUND' };
      const moved = { ...occupant, solutionIndex: request.solutionIndex };
      const problem = placementProblem(found.stay.rooms, found.stay.group, found.occupants, moved);
      if (problem) return { success: false, code: problem };
      const place = { orderId: found.order.id, solutionIndex: request.solutionIndex };
      if (occupant.id === MAIN_CONTACT) await setMainContactRoom(tx, place);
      else await setTravellerRoom(tx, { ...place, travellerId: occupant.id });
      return { success: true };
    });
  } catch (error) {
    if (isLockContention(error)) return { success: false, code: 'BUSY' };
    throw error;
  }
}

import type { ProfileUpdate } from '@sesame/domain/identity/profile-schema';
import { inTransaction } from '../db/executor.ts';
import {
  type CustomerProfile,
  readProfile,
  recordDeleteRequest,
  updateProfile,
} from './customers-repo.ts';
import type { IdentityServices } from './identity-services.ts';

/**
 * checkout-and-account.md §7: `POST {issuer}/api/v1/users/me` with {profile}. The fields given
 * are written; `requestDeleteUser: true` records the deletion request with its time, which the
 * account area's deletion job carries out within 24 hours (§9).
 */
export async function updateOwnProfile(
  services: Pick<IdentityServices, 'db'>,
  customerId: string,
  update: ProfileUpdate,
): Promise<CustomerProfile | null> {
  const { requestDeleteUser, ...changes } = update;
  return inTransaction(services.db, async (tx) => {
    await updateProfile(tx, customerId, changes);
    if (requestDeleteUser) await recordDeleteRequest(tx, customerId);
    return readProfile(tx, customerId);
  });
}

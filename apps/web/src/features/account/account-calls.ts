import { withAccessToken } from '../../lib/auth-session.ts';
import { idpFetch, readIdpAnswer } from '../../lib/idp-client.ts';

/** The profile fields the account pages show (checkout-and-account.md §3, Profile). */
export interface AccountProfile {
  id: string;
  email: string;
  civility: 'madam' | 'mister' | 'unspecified' | null;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  idNumber: string | null;
  phone: string | null;
  phoneCountry: string | null;
  streetAddress: string | null;
  customAddress: string | null;
  zipCode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  language: 'fr' | 'en' | 'es';
  stopCommunication: boolean;
  deleteRequestedAt: string | null;
  invoice: {
    wanted: boolean;
    businessName: string | null;
    businessIdentifier: string | null;
    businessAddress: string | null;
  };
}

/** A self-service call with the access token, refreshed once if it has expired. */
async function selfService<T>(path: string, body?: unknown): Promise<T> {
  const response = await withAccessToken((accessToken) =>
    idpFetch(path, { method: body === undefined ? 'GET' : 'POST', body, accessToken }),
  );
  return readIdpAnswer<T>(response);
}

/** checkout-and-account.md §7: `GET {issuer}/api/v1/users/me`. */
export async function readAccountProfile(): Promise<AccountProfile> {
  return (await selfService<{ profile: AccountProfile }>('/api/v1/users/me')).profile;
}

/** §7: `POST {issuer}/api/v1/users/me` with {profile}: the fields given change, no other. */
export async function updateAccountProfile(
  profile: Partial<Omit<AccountProfile, 'id' | 'email' | 'deleteRequestedAt'>> & {
    requestDeleteUser?: true;
  },
): Promise<AccountProfile> {
  return (await selfService<{ profile: AccountProfile }>('/api/v1/users/me', { profile })).profile;
}

/**
 * §7: `POST {issuer}/api/v1/users/{id}/credentials/change_password`; 200 is success, a wrong
 * current password is WRONG_PASSWORD.
 */
export async function changePassword(
  customerId: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  await selfService(`/api/v1/users/${encodeURIComponent(customerId)}/credentials/change_password`, {
    oldPassword: { value: oldPassword },
    newPassword: { value: newPassword },
  });
}

import type { PersonalInformation } from '@sesame/domain/validation/personal-information-schema';
import { startSession, type TokenAnswer, withAccessToken } from '../../lib/auth-session.ts';
import { idpFetch, idpRequest, readIdpAnswer } from '../../lib/idp-client.ts';
import { IdpError } from '../../lib/idp-error.ts';

/** checkout-and-account.md §4: the known e-mail states at identification. */
export type EmailState = 'ACTIVE' | 'NOT_ACTIVATED' | 'UNKNOWN';

/** The profile `GET {issuer}/api/v1/users/me` answers (checkout-and-account.md §3 and §7). */
export interface Profile {
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
  invoice: {
    wanted: boolean;
    businessName: string | null;
    businessIdentifier: string | null;
    businessAddress: string | null;
  };
}

/** checkout-and-account.md §4: whether an e-mail has an account, activated or not. */
export async function checkEmail(email: string): Promise<EmailState> {
  const { state } = await idpRequest<{ state: EmailState }>('/api/v1/authn/email-state', {
    body: { email },
  });
  return state;
}

/** checkout-and-account.md §2, identification/signup: the account, not activated yet. */
export async function signUp(account: {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}): Promise<void> {
  await idpRequest('/api/v1/users', { body: account });
}

/** checkout-and-account.md §2, identification/activation: spends the link's token. */
export async function activateAccount(token: string): Promise<{ email: string }> {
  return idpRequest<{ email: string }>('/api/v1/users/activation', { body: { token } });
}

/** checkout-and-account.md §4, not activated: a new activation e-mail (sent, or failed). */
export async function resendActivation(email: string): Promise<void> {
  await idpRequest('/api/v1/users/activation/resend', { body: { email } });
}

/** checkout-and-account.md §4: forgot password, by an e-mail factor (a single-use link). */
export async function requestPasswordReset(email: string): Promise<void> {
  await idpRequest('/api/v1/authn/recovery/password', { body: { email } });
}

/** A self-service call with the access token, refreshed once if it has expired. */
async function asCustomer<T>(path: string, body?: unknown): Promise<T> {
  const response = await withAccessToken((accessToken) =>
    idpFetch(path, { method: body === undefined ? 'GET' : 'POST', body, accessToken }),
  );
  return readIdpAnswer<T>(response);
}

/** checkout-and-account.md §7: `GET {issuer}/api/v1/users/me`. */
export async function readProfile(): Promise<Profile> {
  return (await asCustomer<{ profile: Profile }>('/api/v1/users/me')).profile;
}

/** checkout-and-account.md §7: `POST {issuer}/api/v1/users/me` with {profile}. */
export async function updateProfile(profile: PersonalInformation): Promise<Profile> {
  return (await asCustomer<{ profile: Profile }>('/api/v1/users/me', { profile })).profile;
}

/**
 * checkout-and-account.md §7, sign in with username and password: the session's tokens are kept
 * (§6), then the profile read. INVALID_CREDENTIALS: the e-mail is known to have an account, so
 * the password is what does not match it (§8, wrong password).
 */
export async function signIn(email: string, password: string): Promise<Profile> {
  try {
    startSession(
      await idpRequest<TokenAnswer>('/oauth2/v1/token', {
        body: { grant_type: 'password', username: email, password },
      }),
    );
  } catch (error) {
    if (error instanceof IdpError && error.code === 'INVALID_CREDENTIALS') {
      throw new IdpError('WRONG_PASSWORD');
    }
    throw error;
  }
  return readProfile();
}

/** checkout-and-account.md §3, Customer, as a signed-in profile fills it. */
export interface SignedInCustomer {
  isLoggedIn: true;
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  civility: Profile['civility'];
  birthDate: string | null;
  dni: string | null;
  primaryPhone: string | null;
  phoneCountry: string | null;
  streetAddress: string | null;
  customAddress: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
  invoice: Omit<Profile['invoice'], 'wanted'> | null;
}

/** checkout-and-account.md §3 and §4: the Customer a signed-in profile makes (isLoggedIn). */
export function customerOf(profile: Profile): SignedInCustomer {
  return {
    isLoggedIn: true,
    id: profile.id,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    civility: profile.civility,
    birthDate: profile.birthDate,
    dni: profile.idNumber,
    primaryPhone: profile.phone,
    phoneCountry: profile.phoneCountry,
    streetAddress: profile.streetAddress,
    customAddress: profile.customAddress,
    zipCode: profile.zipCode,
    city: profile.city,
    country: profile.country,
    invoice: profile.invoice.wanted
      ? {
          businessName: profile.invoice.businessName,
          businessIdentifier: profile.invoice.businessIdentifier,
          businessAddress: profile.invoice.businessAddress,
        }
      : null,
  };
}

/** checkout-and-account.md §4, forgot password: the new password, with the link's token. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await idpRequest('/api/v1/authn/recovery/reset', { body: { token, newPassword } });
}

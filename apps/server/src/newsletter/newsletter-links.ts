import { inTransaction } from '../db/executor.ts';
import type { Services } from '../http/services.ts';
import { hashSecretToken } from '../identity/secret-tokens.ts';
import {
  confirmByToken,
  subscriptionOfSpentConfirmation,
  unsubscribeByToken,
} from './newsletter-repo.ts';

export type LinkAnswer =
  | { status: 'CONFIRMED' | 'UNSUBSCRIBED'; email: string }
  | { status: 'REFUSED'; category: 'LINK_INVALID' };

const INVALID: LinkAnswer = { status: 'REFUSED', category: 'LINK_INVALID' };

/**
 * The confirmation link of the double opt-in: confirms the subscription and its consent. A second
 * click on a link that confirmed is told so again; an unknown, expired or revoked link (by an
 * unsubscription since) is LINK_INVALID and changes nothing.
 */
export async function confirmSubscription(
  services: Pick<Services, 'db'>,
  token: string,
): Promise<LinkAnswer> {
  const hash = hashSecretToken(token);
  const email = await inTransaction(services.db, (tx) => confirmByToken(tx, hash));
  if (email !== null) return { status: 'CONFIRMED', email };
  const spent = await subscriptionOfSpentConfirmation(services.db, hash);
  return spent?.status === 'confirmed' ? { status: 'CONFIRMED', email: spent.email } : INVALID;
}

/** The unsubscribe link of every newsletter e-mail: works without login, any number of times. */
export async function unsubscribe(
  services: Pick<Services, 'db'>,
  token: string,
): Promise<LinkAnswer> {
  const email = await inTransaction(services.db, (tx) =>
    unsubscribeByToken(tx, hashSecretToken(token)),
  );
  return email === null ? INVALID : { status: 'UNSUBSCRIBED', email };
}

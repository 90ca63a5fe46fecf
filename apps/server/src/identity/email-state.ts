import type { Executor } from '../db/executor.ts';
import { findAccountByEmail } from './customers-repo.ts';

/**
 * checkout-and-account.md §4, known e-mail states at identification: an account (password asked),
 * an account not activated yet (a new activation e-mail may be asked), or none (sign-up).
 */
export type EmailState = 'ACTIVE' | 'NOT_ACTIVATED' | 'UNKNOWN';

export async function emailState(db: Executor, email: string): Promise<EmailState> {
  const account = await findAccountByEmail(db, email);
  if (!account) return 'UNKNOWN';
  return account.activated ? 'ACTIVE' : 'NOT_ACTIVATED';
}

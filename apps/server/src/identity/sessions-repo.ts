import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';

export type RevokeReason = 'sign-out' | 'reuse' | 'password-reset' | 'password-change';

/** Opens a session (a refresh-token family) ending `seconds` from now by the database clock. */
export async function insertSession(
  db: Executor,
  session: { id: string; customerId: string; seconds: number; firstTokenHash: string },
): Promise<void> {
  await db.execute(sql`
    insert into customer_sessions (id, customer_id, expires_at)
    values (${session.id}, ${session.customerId}, now() + make_interval(secs => ${session.seconds}))`);
  await insertRefreshToken(db, session.firstTokenHash, session.id);
}

export async function insertRefreshToken(
  db: Executor,
  tokenHash: string,
  sessionId: string,
): Promise<void> {
  await db.execute(sql`
    insert into refresh_tokens (token_hash, session_id) values (${tokenHash}, ${sessionId})`);
}

export type Rotation =
  | { kind: 'rotated'; sessionId: string; customerId: string; secondsLeft: number }
  | { kind: 'reused'; sessionId: string }
  | { kind: 'unknown' };

/**
 * Spends a refresh token of a live session (one conditional update: of two requests racing with
 * the same token, one rotates it and the other finds it spent). A spent token of a live session
 * is a reuse; an unknown token, or one of an ended session, is refused.
 */
export async function spendRefreshToken(db: Executor, tokenHash: string): Promise<Rotation> {
  const { rows } = await db.execute<{
    session_id: string;
    customer_id: string;
    seconds_left: number;
  }>(sql`
    update refresh_tokens t set rotated_at = now()
    from customer_sessions s
    where t.token_hash = ${tokenHash} and t.rotated_at is null and s.id = t.session_id
      and s.revoked_at is null and s.expires_at > now()
    returning t.session_id, s.customer_id,
      floor(extract(epoch from s.expires_at - now()))::int as seconds_left`);
  const rotated = rows[0];
  if (rotated) {
    return {
      kind: 'rotated',
      sessionId: rotated.session_id,
      customerId: rotated.customer_id,
      secondsLeft: rotated.seconds_left,
    };
  }
  const spent = await db.execute<{ session_id: string }>(sql`
    select t.session_id from refresh_tokens t
    join customer_sessions s on s.id = t.session_id
    where t.token_hash = ${tokenHash} and t.rotated_at is not null and s.revoked_at is null`);
  const reused = spent.rows[0];
  return reused ? { kind: 'reused', sessionId: reused.session_id } : { kind: 'unknown' };
}

/** The session a refresh token belongs to, while it is live (to end it on sign-out). */
export async function sessionOfRefreshToken(
  db: Executor,
  tokenHash: string,
): Promise<string | null> {
  const { rows } = await db.execute<{ session_id: string }>(sql`
    select session_id from refresh_tokens where token_hash = ${tokenHash}`);
  return rows[0]?.session_id ?? null;
}

export async function revokeSession(
  db: Executor,
  sessionId: string,
  reason: RevokeReason,
): Promise<void> {
  await db.execute(sql`
    update customer_sessions set revoked_at = now(), revoke_reason = ${reason}
    where id = ${sessionId} and revoked_at is null`);
}

/** Ends every live session of a customer but `keep` (the one that changed the password). */
export async function revokeSessionsOfCustomer(
  db: Executor,
  customerId: string,
  reason: RevokeReason,
  keep: string | null = null,
): Promise<void> {
  await db.execute(sql`
    update customer_sessions set revoked_at = now(), revoke_reason = ${reason}
    where customer_id = ${customerId} and revoked_at is null
      and (${keep}::uuid is null or id <> ${keep}::uuid)`);
}

/** Whether the session is live and the customer's: an access token of an ended one is refused. */
export async function isLiveSession(
  db: Executor,
  sessionId: string,
  customerId: string,
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    select 1 from customer_sessions
    where id = ${sessionId} and customer_id = ${customerId} and revoked_at is null
      and expires_at > now()`);
  return rows.length === 1;
}

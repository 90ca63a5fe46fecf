import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** The database or a transaction: every function here runs on either. */
export type Executor = Pick<Database, 'execute'>;

export function inTransaction<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

/** Turns waiting for a locked row into a "busy" error after a few seconds instead of queueing. */
export async function limitLockWait(tx: Executor): Promise<void> {
  await tx.execute(sql`set local lock_timeout = '3s'`);
}

/** A timestamp as an ISO instant in UTC, as the API gives it. */
export const isoInstant = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

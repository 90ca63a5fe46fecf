import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';

/** Whose personal data an erasure removes: the account and the e-mail its orders were made under. */
export type ErasureSubject = {
  customerId: string;
  email: string;
  requestedAt: string;
};

/** The accounts whose deletion was asked, oldest request first. */
export async function accountsToErase(db: Executor): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from customers where delete_requested_at is not null
    order by delete_requested_at, id`);
  return rows.map((row) => row.id);
}

/**
 * Locks an account whose deletion was asked, or answers null: it is gone already (erased by
 * another process, or a second request) or its owner never asked.
 */
export async function lockAccountToErase(
  tx: Executor,
  customerId: string,
): Promise<ErasureSubject | null> {
  const { rows } = await tx.execute<ErasureSubject>(sql`
    select id as "customerId", email, delete_requested_at::text as "requestedAt"
    from customers where id = ${customerId} and delete_requested_at is not null
    for update`);
  return rows[0] ?? null;
}

/**
 * The orders made under the e-mail lose their buyer: e-mail, names and postal address. Their
 * lines, tickets and payments hold nothing personal and stay for the accounts; the invoice keeps
 * its buyer in `order_documents` for the legal period (§9).
 */
export async function pseudonymiseOrders(tx: Executor, subject: ErasureSubject): Promise<void> {
  await tx.execute(sql`
    update orders set email = null, first_name = null, last_name = null, postal_address = null
    where lower(email) = lower(${subject.email})`);
}

/** Every e-mail to the address: its copy names the customer. */
export async function deleteMails(tx: Executor, subject: ErasureSubject): Promise<void> {
  await tx.execute(sql`delete from mail_messages where lower(recipient) = lower(${subject.email})`);
}

/** The account itself; its sessions, refresh tokens and link tokens go with it (cascade). */
export async function deleteAccount(tx: Executor, subject: ErasureSubject): Promise<void> {
  await tx.execute(sql`
    insert into customer_erasures (customer_id, requested_at)
    values (${subject.customerId}, ${subject.requestedAt}::timestamptz)
    on conflict (customer_id) do nothing`);
  await tx.execute(sql`delete from customers where id = ${subject.customerId}`);
}

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';

export type SandboxPolicy = {
  id: string;
  idempotencyKey: string;
  orderReference: string;
  premiumCents: number;
  insuredCents: number;
  groupLength: number;
  effectiveDate: string;
  dueDate: string;
  status: 'active' | 'cancelled';
};

/**
 * Writes a policy unless one was made under its idempotency key already; answers the policy kept
 * under the key either way (concurrent subscriptions with one key meet on its unique index).
 */
export async function insertPolicyOnce(
  db: Executor,
  policy: SandboxPolicy,
): Promise<{ policy: SandboxPolicy; created: boolean }> {
  const inserted = await db.execute(sql`
    insert into sandbox_insurance_policies (id, idempotency_key, order_reference, premium_cents,
      insured_cents, group_length, effective_date, due_date, status)
    values (${policy.id}, ${policy.idempotencyKey}, ${policy.orderReference},
      ${policy.premiumCents}, ${policy.insuredCents}, ${policy.groupLength},
      ${policy.effectiveDate}, ${policy.dueDate}, ${policy.status})
    on conflict (idempotency_key) do nothing
    returning id`);
  const { rows } = await db.execute<SandboxPolicy>(sql`
    select ${policyColumns} from sandbox_insurance_policies
    where idempotency_key = ${policy.idempotencyKey}`);
  const kept = rows[0];
  if (!kept) throw new Error('The sandbox policy just written is not found');
  return { policy: kept, created: inserted.rows.length > 0 };
}

/** Cancels a policy (again nothing if it was); false when no such policy exists. */
export async function cancelPolicy(db: Executor, policyId: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update sandbox_insurance_policies
    set status = 'cancelled', cancelled_at = coalesce(cancelled_at, now())
    where id = ${policyId}
    returning id`);
  return rows.length > 0;
}

const policyColumns = sql`id, idempotency_key as "idempotencyKey",
  order_reference as "orderReference", premium_cents as "premiumCents",
  insured_cents as "insuredCents", group_length as "groupLength",
  to_char(effective_date, 'YYYY-MM-DD') as "effectiveDate",
  to_char(due_date, 'YYYY-MM-DD') as "dueDate", status`;

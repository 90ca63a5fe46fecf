import type { PlatformCode } from '@sesame/domain/platform/platform';
import { COUPONS, type SeasonTier } from '@sesame/domain/pricing/coupons';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';

const inList = (values: readonly string[]) =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

const TIERS: ReadonlySet<string> = new Set<SeasonTier>(['L', 'M', 'H', 'P']);

/** The season tier of each of `dates` the park of `platform` is open (catalogue.md §7.9). */
export async function seasonTiers(
  db: Database,
  platform: PlatformCode,
  dates: readonly string[],
): Promise<Map<string, SeasonTier>> {
  const days = [...new Set(dates)];
  if (days.length === 0) return new Map();
  const { rows } = await db.execute<{ date: string; season: string }>(sql`
    select to_char(date, 'YYYY-MM-DD') as date, season from park_days
    where platform = ${platform}
      and date in ${inList(days)}`);
  return new Map(
    rows.flatMap((row) => (TIERS.has(row.season) ? [[row.date, row.season as SeasonTier]] : [])),
  );
}

/** The domain's cap of a coupon: the row's when the coupon has none yet (decision 21). */
const domainCap = (code: string) => COUPONS[code]?.redemptionCap ?? null;

/**
 * Of `codes`, those whose redemptions have reached their cap. A read for the visitor's sake only
 * (refused before paying rather than refunded after): the cap itself is held by `redeem`.
 */
export async function exhaustedCoupons(
  db: Executor,
  codes: readonly string[],
): Promise<Set<string>> {
  const exhausted = new Set(codes.filter((code) => domainCap(code) === 0));
  if (codes.length === 0) return exhausted;
  const { rows } = await db.execute<{ code: string }>(sql`
    select code from coupon_redemptions
    where code in ${inList(codes)} and cap is not null and used >= cap`);
  for (const row of rows) exhausted.add(row.code);
  return exhausted;
}

/**
 * Takes one redemption of each coupon of a paid order, in the settlement's transaction: one
 * conditional update per coupon (`used < cap`), which waits on the row another transaction is
 * taking and then re-reads it, so concurrent settlements never pass the cap. False when one is
 * exhausted, with the ones taken before it given back: nothing is taken then.
 */
export async function redeem(tx: Executor, codes: readonly string[]): Promise<boolean> {
  const taken: string[] = [];
  for (const code of [...new Set(codes)].sort()) {
    // The row is created on first use with the domain's cap; a test or an operator may change it.
    await tx.execute(sql`
      insert into coupon_redemptions (code, cap, used) values (${code}, ${domainCap(code)}, 0)
      on conflict (code) do nothing`);
    const { rows } = await tx.execute<{ code: string }>(sql`
      update coupon_redemptions set used = used + 1
      where code = ${code} and (cap is null or used < cap)
      returning code`);
    if (rows.length === 0) {
      for (const back of taken) {
        await tx.execute(sql`update coupon_redemptions set used = used - 1 where code = ${back}`);
      }
      return false;
    }
    taken.push(code);
  }
  return true;
}

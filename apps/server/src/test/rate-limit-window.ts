import { sql } from 'drizzle-orm';
import { RATE_LIMITS, type RateLimitName } from '../http/rate-limit.ts';
import type { TestContext } from './test-app.ts';

/**
 * Waits, if need be, for the limit's next window, so that the next `seconds` of a test's
 * requests all count in one window: windows start on the database clock's multiples of their
 * length, and a test run near a window's end would see its count start again.
 */
export async function awayFromWindowEnd(
  context: TestContext,
  name: RateLimitName,
  seconds: number,
) {
  const { windowSeconds } = RATE_LIMITS[name];
  const { rows } = await context.database.db.execute<{ left: string }>(
    sql`select ${windowSeconds} - extract(epoch from now())::numeric % ${windowSeconds} as left`,
  );
  const left = Number(rows[0]?.left);
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 50));
}

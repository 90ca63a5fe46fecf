import { isIPv6 } from 'node:net';
import type mercurius from 'mercurius';
import type { MercuriusContext } from 'mercurius';
import type { Database } from '../db/client.ts';
import { userError } from '../graphql/user-error.ts';
import { addToWindow, deleteWindowsOlderThan } from './rate-limits-repo.ts';

const MINUTE = 60;

/**
 * Limits per client address (DESIGN.md, security defaults). A family booking makes a few orders,
 * tens of holds of a few places, and polls its order every few seconds: each limit is several
 * times that, so that only a script meets it.
 */
export const RATE_LIMITS = {
  /**
   * `initOrder`. An order takes no place by itself (places are limited below): this stops floods
   * of orders, and leaves room for the many visitors behind one address (a school, a hotel, a
   * mobile network).
   */
  orderCreation: { max: 100, windowSeconds: 15 * MINUTE },
  /**
   * `setLockedStock`, counted in places asked for. Holds last 15 minutes, as long as a window, so
   * one address holds at most this many places at a time (twice as many across a window's end):
   * a few per cent of a show session (6,000 to 12,000 seats), where one script held 2,000 in
   * 0.7 s; a group of 40 can still change its choice ten times.
   */
  heldPlaces: { max: 400, windowSeconds: 15 * MINUTE },
  /**
   * `order` and every call that names an order from outside: a page polling every second stays
   * under it, and guessing order ids falls from 767 a second to 2.
   */
  orderLookup: { max: 120, windowSeconds: MINUTE },
  /**
   * Failed sign-ins of one account, from anywhere: a script tries 10 passwords per quarter of an
   * hour; the owner who forgot theirs resets it, which clears the count (decision 22).
   */
  loginFailuresPerAccount: { max: 10, windowSeconds: 15 * MINUTE },
  /** Failed sign-ins from one address, whatever the accounts: password spraying. */
  loginFailuresPerAddress: { max: 50, windowSeconds: 15 * MINUTE },
  /** E-mail checks and sign-ups of one address: enough for a family, not for a list of e-mails. */
  accountLookup: { max: 60, windowSeconds: 15 * MINUTE },
  /** Activation and reset e-mails asked from one address: no mail bombing through the site. */
  identityMailPerAddress: { max: 10, windowSeconds: 15 * MINUTE },
  /** Activation and reset e-mails to one account, whoever asks. */
  identityMailPerAccount: { max: 5, windowSeconds: 15 * MINUTE },
  /** Newsletter sign-ups of one address: each may send a confirmation e-mail. */
  newsletterSubscription: { max: 10, windowSeconds: 15 * MINUTE },
  /** Newsletter confirmation and unsubscribe links followed from one address. */
  newsletterLink: { max: 60, windowSeconds: 15 * MINUTE },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

const LONGEST_WINDOW = Math.max(...Object.values(RATE_LIMITS).map((limit) => limit.windowSeconds));
const CLEAN_UP_EVERY_MS = 60_000;
let nextCleanUp = 0;

/**
 * Counts `cost` (1 request, or the places a hold asks for) against the client's limit, in the
 * database so that it holds across processes; answers the seconds to wait once the limit is
 * passed, null while it is not.
 */
export async function countRequest(
  db: Database,
  name: RateLimitName,
  clientAddress: string,
  cost = 1,
): Promise<number | null> {
  const { max, windowSeconds } = RATE_LIMITS[name];
  const key = `${name}:${clientKey(clientAddress)}`;
  const { count, secondsLeft } = await addToWindow(db, key, windowSeconds, cost);
  // Ended windows are dead rows; each process clears them at most once a minute.
  if (Date.now() >= nextCleanUp) {
    nextCleanUp = Date.now() + CLEAN_UP_EVERY_MS;
    await deleteWindowsOlderThan(db, LONGEST_WINDOW);
  }
  return count > max ? secondsLeft : null;
}

/**
 * What a limit counts for an address. An IPv6 client gets a whole /64 and may change address
 * within it at will, so the /64 is counted as one client.
 */
export function clientKey(address: string): string {
  if (!isIPv6(address)) return address;
  if (address.includes('.')) return address.slice(address.lastIndexOf(':') + 1);
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  const prefix = [...left, ...zeros, ...right].slice(0, 4);
  return `${prefix.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/**
 * Refuses the request with RATE_LIMITED, HTTP 429 and Retry-After once its client address has
 * passed the limit `name`. Nothing else is done for a refused request.
 */
export async function enforceRateLimit(
  ctx: MercuriusContext,
  name: RateLimitName,
  cost = 1,
): Promise<void> {
  const wait = await countRequest(ctx.db, name, ctx.reply.request.ip, cost);
  if (wait === null) return;
  ctx.reply.header('retry-after', String(wait));
  throw Object.assign(userError('RATE_LIMITED', ctx.language), { statusCode: 429 });
}

type ErrorFormatter = typeof mercurius.defaultErrorFormatter;

/**
 * Mercurius answers 200 when the failed field is nullable (`order`), there being partial data;
 * a refused request must answer 429 all the same, for clients and scripts that back off on it.
 */
export function withRateLimitStatus(format: ErrorFormatter): ErrorFormatter {
  return (execution, context) => {
    const formatted = format(execution, context);
    const limited = execution.errors.some(
      (error) => (error.originalError as { statusCode?: unknown } | undefined)?.statusCode === 429,
    );
    return limited ? { ...formatted, statusCode: 429 } : formatted;
  };
}

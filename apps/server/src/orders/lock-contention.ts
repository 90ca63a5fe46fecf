/** PostgreSQL codes of a lock wait that ran out (`lock_timeout`) or a deadlock it broke. */
const CONTENTION_CODES = new Set(['55P03', '40P01']);

/**
 * Whether a failed statement lost a race for a locked row: the visitor gets "busy, try again"
 * rather than an error. Drivers wrap the PostgreSQL error, so its causes are searched.
 */
export function isLockContention(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth += 1) {
    const { code, cause: next } = cause as { code?: unknown; cause?: unknown };
    if (CONTENTION_CODES.has(String(code))) return true;
    cause = next;
  }
  return false;
}

/** How often a failed query is asked again: a number of times, or a rule on the failure. */
export type Retry = boolean | number | ((failures: number, error: Error) => boolean);

interface RetryOptions {
  retry?: Retry;
  /** Milliseconds between tries; by default 1 s, doubling each time, 30 s at most. */
  retryDelay?: number;
  signal: AbortSignal;
}

/** Runs `attempt` until it succeeds or `retry` says to give up, and throws the last failure. */
export async function retrying<T>(
  attempt: () => Promise<T>,
  { retry = 3, retryDelay, signal }: RetryOptions,
): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await attempt();
    } catch (error) {
      if (signal.aborted || !shouldRetry(retry, failures, error as Error)) throw error;
      await sleep(retryDelay ?? Math.min(1000 * 2 ** failures, 30_000));
    }
  }
}

function shouldRetry(retry: Retry, failures: number, error: Error): boolean {
  if (typeof retry === 'function') return retry(failures, error);
  return typeof retry === 'number' ? failures < retry : retry;
}

function sleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

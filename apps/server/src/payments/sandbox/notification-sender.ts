import { sign } from './signature.ts';

export const SIGNATURE_HEADER = 'x-sandbox-signature';

export interface NotificationSender {
  /** Posts a signed notification in the background until it is acknowledged or retries run out. */
  send(url: string, payload: unknown): void;
  close(): Promise<void>;
}

/**
 * Delivers webhooks like a processor does: a real HTTP POST signed with the shared secret,
 * retried with growing delays while the merchant answers anything but 2xx or cannot be reached.
 */
export function createNotificationSender(options: {
  secret: string;
  retryDelaysMs: readonly number[];
  log?: (message: string) => void;
}): NotificationSender {
  const stopping = new AbortController();
  const inFlight = new Set<Promise<void>>();

  async function deliver(url: string, body: string) {
    const signature = sign(options.secret, body);
    for (const delay of [0, ...options.retryDelaysMs]) {
      if (delay > 0 && !(await pause(delay, stopping.signal))) return;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
          body,
          signal: stopping.signal,
        });
        if (response.ok) return;
      } catch {
        if (stopping.signal.aborted) return;
      }
    }
    options.log?.(`sandbox: notification to ${url} was never acknowledged`);
  }

  return {
    send(url, payload) {
      const delivery = deliver(url, JSON.stringify(payload)).finally(() =>
        inFlight.delete(delivery),
      );
      inFlight.add(delivery);
    },
    async close() {
      stopping.abort();
      await Promise.all(inFlight);
    },
  };
}

function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

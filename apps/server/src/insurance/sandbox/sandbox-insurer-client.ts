import { cents } from '@sesame/domain/money/cents';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { InsuranceProvider } from '../insurance-provider.ts';

/** One HTTP call to the insurer: a JSON POST, its status and its JSON body (null if none). */
export type InsurerTransport = (
  url: string,
  request: { body: string; signal: AbortSignal; headers?: Record<string, string> },
) => Promise<{ status: number; body: unknown }>;

export const fetchTransport: InsurerTransport = async (url, { body, signal, headers }) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
    body,
    signal,
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed };
};

/** An insurer's quote is awaited by the summary page: past this, the visitor goes on without. */
export const INSURER_TIMEOUT_MS = 2_000;

const quoteAnswer = z.object({
  insuranceId: z.string().min(1).max(2_000),
  price: z.int().min(0),
});
const policyAnswer = z.object({ policyId: z.string().min(1).max(2_000) });

/**
 * Our client of the sandbox insurer's HTTP service. Whatever goes wrong on the way — a 5xx, no
 * answer within `timeoutMs`, a refused connection, an answer of the wrong shape — the insurer is
 * unavailable: logged as a warning, answered as `available: false`, never thrown.
 */
export function createSandboxInsurerClient(options: {
  /** The service's address, read at each call: the app's own origin is known once it listens. */
  baseUrl: () => string;
  transport: InsurerTransport;
  timeoutMs: number;
  log: FastifyBaseLogger;
}): InsuranceProvider {
  const { transport, timeoutMs, log } = options;

  const post = async (path: string, payload: object, headers?: Record<string, string>) => {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      // A transport that ignores the signal (an in-process one) is given up on all the same.
      return await Promise.race([
        transport(`${options.baseUrl()}${path}`, {
          body: JSON.stringify(payload),
          signal,
          headers,
        }),
        new Promise<never>((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        }),
      ]);
    } catch (error) {
      log.warn({ err: error, path }, 'insurer unreachable');
      return null;
    }
  };

  return {
    name: 'sandbox',

    async quote(request) {
      const answer = await post('/quotes', request);
      const quote = answer?.status === 200 ? quoteAnswer.safeParse(answer.body) : null;
      if (!quote?.success) {
        if (answer) log.warn({ status: answer.status }, 'insurer refused a quote');
        return { available: false };
      }
      return {
        available: true,
        price: cents(quote.data.price),
        insuranceId: quote.data.insuranceId,
      };
    },

    async subscribe({ insuranceId, orderId, idempotencyKey }) {
      const answer = await post(
        '/policies',
        { insuranceId, orderId },
        { 'idempotency-key': idempotencyKey },
      );
      if (!answer || answer.status >= 500) return { subscribed: false, reason: 'unavailable' };
      const made = answer.status === 200 || answer.status === 201;
      const policy = made ? policyAnswer.safeParse(answer.body) : null;
      if (!policy?.success) {
        log.warn({ status: answer.status, orderId }, 'insurer refused a subscription');
        return { subscribed: false, reason: 'refused' };
      }
      return { subscribed: true, policyId: policy.data.policyId };
    },

    async cancel(policyId) {
      const answer = await post(`/policies/${encodeURIComponent(policyId)}/cancel`, {});
      if (answer && answer.status !== 200) {
        log.warn({ status: answer.status, policyId }, 'insurer refused a cancellation');
      }
      return answer?.status === 200;
    },
  };
}

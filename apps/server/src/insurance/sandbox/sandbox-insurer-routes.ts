import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { quoteRequestSchema, type SandboxInsurer } from './sandbox-insurer.ts';

/** How long a `slow` insurer keeps a request before giving up itself. */
const SLOW_ANSWER_MS = 30_000;

const outageSchema = z.object({ outage: z.enum(['none', 'down', 'slow']) });

const subscribeSchema = z.object({
  insuranceId: z.string().max(2_000),
  orderId: z.string().max(100),
  /** The `Idempotency-Key` header: one per policy the caller means to buy. */
  idempotencyKey: z.string().min(1).max(200),
});

const SUBSCRIPTION_REFUSALS = {
  'unknown-quote': { status: 404, error: 'unknown quote' },
  'expired-quote': { status: 410, error: 'quote expired' },
  'key-of-another-order': { status: 422, error: 'idempotency key used for another order' },
} as const;

/**
 * The sandbox insurer's own small HTTP service (mounted under SANDBOX_INSURER_PREFIX): our
 * provider client reaches it over HTTP as it would a real insurer, so an outage is a real 503 or
 * a real timeout. Routes: POST /quotes, POST /policies (with an `Idempotency-Key` header: the
 * policy made under a known key is answered again, 200 instead of 201),
 * POST /policies/:policyId/cancel; and,
 * outside production, PUT /outage {outage} to switch it, as browser tests do.
 */
export const sandboxInsurerRoutes: FastifyPluginAsync<{
  insurer: SandboxInsurer;
  switchable: boolean;
}> = async (app, { insurer, switchable }) => {
  // Requests a `slow` insurer is sitting on; let go when the app closes.
  const held = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const release of held) release();
  });

  const unavailable = async (reply: FastifyReply): Promise<boolean> => {
    if (insurer.outage === 'none') return false;
    if (insurer.outage === 'slow') {
      await new Promise<void>((resolve) => {
        const release = () => {
          clearTimeout(timer);
          held.delete(release);
          resolve();
        };
        const timer = setTimeout(release, SLOW_ANSWER_MS);
        held.add(release);
        // The caller gave up: nobody is left to answer.
        reply.raw.once('close', release);
      });
    }
    reply.code(503).header('retry-after', '30').send({ error: 'service unavailable' });
    return true;
  };

  app.post('/quotes', async (request, reply) => {
    if (await unavailable(reply)) return reply;
    const parsed = quoteRequestSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(422).send({ error: 'invalid quote request' });
    return insurer.quote(parsed.data);
  });

  app.post('/policies', async (request, reply) => {
    if (await unavailable(reply)) return reply;
    const parsed = subscribeSchema.safeParse({
      ...(request.body as object | null),
      idempotencyKey: request.headers['idempotency-key'],
    });
    if (!parsed.success) return reply.code(422).send({ error: 'invalid subscription' });
    const subscription = await insurer.subscribe(parsed.data);
    if ('refused' in subscription) {
      const { status, error } = SUBSCRIPTION_REFUSALS[subscription.refused];
      return reply.code(status).send({ error });
    }
    return reply.code(subscription.created ? 201 : 200).send({ policyId: subscription.policyId });
  });

  app.post<{ Params: { policyId: string } }>(
    '/policies/:policyId/cancel',
    async (request, reply) => {
      if (await unavailable(reply)) return reply;
      if (!(await insurer.cancel(request.params.policyId))) {
        return reply.code(404).send({ error: 'unknown policy' });
      }
      return { cancelled: true };
    },
  );

  if (switchable) {
    app.put('/outage', async (request, reply) => {
      const parsed = outageSchema.safeParse(request.body);
      if (!parsed.success) return reply.code(422).send({ error: 'invalid outage' });
      insurer.setOutage(parsed.data.outage);
      return reply.code(204).send();
    });
  }
};

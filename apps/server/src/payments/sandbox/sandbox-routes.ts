import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requestLanguage } from '../../http/request-language.ts';
import type { Services } from '../../http/services.ts';
import { receiveNotification } from '../receive-notification.ts';
import type { CardFields } from './card-check.ts';
import { type CheckoutView, cardFormPage, challengePage, notFoundPage } from './sandbox-pages.ts';
import { type Checkout, type CheckoutStep, isSandboxProvider } from './sandbox-provider.ts';

type PaymentRoute = {
  Params: { paymentId: string };
  Querystring: { session?: string };
  Body: Record<string, string> | undefined;
};

/**
 * The sandbox processor's pages (card form, 3-D Secure challenge) and our endpoint for its
 * notifications. Encapsulated: its body parsers apply to these routes only.
 */
export const sandboxRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const provider = services.payments;

  // The signature covers the exact bytes sent, so the notification body is kept as a string.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post<{ Body: string }>('/api/payments/sandbox/notify', async (request, reply) => {
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const check = provider.verifyNotification(request.headers, rawBody);
    if (!check.valid) {
      request.log.warn({ reason: check.reason }, 'payment notification refused');
      return reply.code(400).send({ error: 'invalid notification' });
    }
    const outcome = await receiveNotification(services, check);
    // Busy: the provider's retry will find the order free. An unknown payment is acknowledged:
    // a retry would not make it known.
    if (outcome === 'busy') return reply.code(503).send({ error: 'busy' });
    if (outcome === 'unknown-payment')
      request.log.warn({ check }, 'notification of an unknown payment');
    return { received: true };
  });

  if (!isSandboxProvider(provider)) return;

  const render = (reply: FastifyReply, checkout: Checkout, step: CheckoutStep) => {
    if (step.kind === 'redirect') return reply.redirect(step.url, 303);
    const base = `/sandbox/pay/${checkout.payment.id}`;
    const session = `?session=${encodeURIComponent(checkout.token)}`;
    const view: CheckoutView = {
      language: checkout.session.language,
      merchant: checkout.session.merchant,
      amount: checkout.payment.amount,
      action: step.kind === 'challenge' ? `${base}/challenge${session}` : `${base}${session}`,
    };
    const page =
      step.kind === 'challenge'
        ? challengePage(view)
        : cardFormPage(view, step.values, step.errors);
    return reply
      .code(step.kind === 'form' && step.errors ? 422 : 200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page);
  };

  const notFound = (reply: FastifyReply, request: Parameters<typeof requestLanguage>[0]) =>
    reply
      .code(404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(notFoundPage(requestLanguage(request)));

  app.get<PaymentRoute>('/sandbox/pay/:paymentId', async (request, reply) => {
    const checkout = await provider.openCheckout(request.params.paymentId, request.query.session);
    if (!checkout) return notFound(reply, request);
    return render(reply, checkout, provider.currentStep(checkout));
  });

  app.post<PaymentRoute>('/sandbox/pay/:paymentId', async (request, reply) => {
    const checkout = await provider.openCheckout(request.params.paymentId, request.query.session);
    if (!checkout) return notFound(reply, request);
    const body = request.body ?? {};
    const fields: CardFields = {
      cardNumber: body.cardNumber ?? '',
      expiry: body.expiry ?? '',
      cvc: body.cvc ?? '',
      name: body.name ?? '',
    };
    return render(reply, checkout, await provider.submitCard(checkout, fields));
  });

  app.post<PaymentRoute>('/sandbox/pay/:paymentId/challenge', async (request, reply) => {
    const checkout = await provider.openCheckout(request.params.paymentId, request.query.session);
    if (!checkout) return notFound(reply, request);
    const approved = request.body?.decision === 'approve';
    return render(reply, checkout, await provider.answerChallenge(checkout, approved));
  });
};

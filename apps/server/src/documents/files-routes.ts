import type { ErrorCode } from '@sesame/domain/i18n/error-codes';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { countRequest } from '../http/rate-limit.ts';
import { requestLanguage } from '../http/request-language.ts';
import type { Services } from '../http/services.ts';
import { message } from '../i18n/messages.ts';
import { orderLines } from '../orders/orders-repo.ts';
import {
  documentsByToken,
  documentsOfCustomer,
  documentsOfOrders,
  type OrderDocuments,
  ticketsOfOrder,
} from './documents-repo.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { orderFiles } from './order-files.ts';
import { ticketsPdf } from './ticket-pdf.ts';
import type { TicketSigner } from './ticket-signer.ts';

export interface FilesRoutesOptions {
  services: Pick<Services, 'db'>;
  signer: TicketSigner;
  /**
   * The customer a request's bearer token names (identity/bearer.ts `authenticate`): null without
   * an `Authorization` header; throws `refused` for a token that fails.
   */
  customerOf: (request: FastifyRequest) => Promise<{ id: string } | null>;
  /** Tells a refused bearer token from an unexpected failure of `customerOf`. */
  isRefusal: (error: unknown) => boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 32 random bytes in base64url (issue-documents.ts). */
const ACCESS_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const TICKET_NUMBER = /^[1-9][0-9]{0,3}$/;

/**
 * checkout-and-account.md §7 files, on the gateway (DESIGN.md, `/api`), and the downloads:
 * - `GET /api/files?orderId=` lists a paid order's files for whoever holds its secret (a guest);
 *   with a bearer token instead, the files of the customer's own orders;
 * - `GET /api/documents/{secret}/tickets.pdf`, `…/tickets/{n}.pdf`, `…/invoice.pdf` draw them for
 *   whoever holds the download secret of the e-mail and the confirmation page;
 * - `GET /api/tickets/public-key`: what a gate needs to check ticket codes offline.
 * Anything else (another secret, an unpaid order, a ticket it does not have) is one 404 that
 * tells nothing, counted like every order look-up; answers are never stored by caches.
 */
export const filesRoutes: FastifyPluginAsync<FilesRoutesOptions> = async (app, options) => {
  const { db } = options.services;
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, code: ErrorCode) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .send({ code, message: message(code, requestLanguage(request)) });
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    refuse(request, reply, 404, 'ORDER_NOT_FOUND');

  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = await countRequest(db, 'orderLookup', request.ip);
    if (wait === null) return false;
    reply.header('retry-after', String(wait));
    await refuse(request, reply, 429, 'RATE_LIMITED');
    return true;
  };

  app.get<{ Querystring: { orderId?: string } }>('/api/files', async (request, reply) => {
    if (await limited(request, reply)) return reply;
    let customer: { id: string } | null;
    try {
      customer = await options.customerOf(request);
    } catch (error) {
      if (options.isRefusal(error)) return refuse(request, reply, 401, 'UNAUTHENTICATED');
      throw error;
    }
    const { orderId } = request.query;
    let found: OrderDocuments[];
    if (customer) found = await documentsOfCustomer(db, customer.id);
    else if (typeof orderId === 'string' && UUID.test(orderId)) {
      found = await documentsOfOrders(db, [orderId]);
      if (found.length === 0) return notFound(request, reply);
    } else return notFound(request, reply);
    const files = [];
    for (const documents of found) {
      const tickets = await ticketsOfOrder(db, documents.orderId);
      files.push(...orderFiles(documents, tickets.length));
    }
    return reply.header('cache-control', 'no-store').send(files);
  });

  const sendPdf = (reply: FastifyReply, filename: string, pdf: Uint8Array) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));

  /** The documents the secret opens, or null after answering 404 (or 429). */
  const opened = async (
    request: FastifyRequest<{ Params: { token: string } }>,
    reply: FastifyReply,
  ) => {
    if (await limited(request, reply)) return null;
    const { token } = request.params;
    const documents = ACCESS_TOKEN.test(token) ? await documentsByToken(db, token) : null;
    if (!documents) await notFound(request, reply);
    return documents;
  };

  app.get<{ Params: { token: string } }>(
    '/api/documents/:token/tickets.pdf',
    async (request, reply) => {
      const documents = await opened(request, reply);
      if (!documents) return reply;
      const tickets = await ticketsOfOrder(db, documents.orderId);
      if (tickets.length === 0) return notFound(request, reply);
      const pdf = await ticketsPdf(documents, tickets, tickets.length, options.signer);
      return sendPdf(reply, `tickets-${documents.shortOrderId}.pdf`, pdf);
    },
  );

  app.get<{ Params: { token: string; number: string } }>(
    '/api/documents/:token/tickets/:number.pdf',
    async (request, reply) => {
      const documents = await opened(request, reply);
      if (!documents) return reply;
      const tickets = await ticketsOfOrder(db, documents.orderId);
      const { number } = request.params;
      const ticket = TICKET_NUMBER.test(number)
        ? tickets.find((candidate) => candidate.number === Number(number))
        : undefined;
      if (!ticket) return notFound(request, reply);
      const pdf = await ticketsPdf(documents, [ticket], tickets.length, options.signer);
      return sendPdf(reply, `ticket-${documents.shortOrderId}-${ticket.number}.pdf`, pdf);
    },
  );

  app.get<{ Params: { token: string } }>(
    '/api/documents/:token/invoice.pdf',
    async (request, reply) => {
      const documents = await opened(request, reply);
      if (!documents) return reply;
      const pdf = await invoicePdf(documents, await orderLines(db, documents.orderId));
      return sendPdf(reply, `invoice-${documents.invoiceNumber}.pdf`, pdf);
    },
  );

  app.get('/api/tickets/public-key', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .send({ algorithm: 'Ed25519', publicKey: options.signer.publicKeyPem }),
  );
};

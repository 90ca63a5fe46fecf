import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { documentsOfOrders } from '../documents/documents-repo.ts';
import { ticketsPdf } from '../documents/ticket-pdf.ts';
import type { TicketSigner } from '../documents/ticket-signer.ts';
import { countRequest } from '../http/rate-limit.ts';
import { requestLanguage } from '../http/request-language.ts';
import { message } from '../i18n/messages.ts';
import { openInvitation } from './invited-visit.ts';

export interface InvitationRoutesOptions {
  db: Database;
  signer: Pick<TicketSigner, 'sign'>;
}

/**
 * `GET /api/invitations/{secret}/tickets.pdf`: an invited traveller's own tickets (decision 32),
 * for whoever holds their link's secret; nothing else of the order. Any other text, or an order
 * no longer paid, is one 404 that tells nothing, counted like every order look-up; never cached.
 */
export const invitationRoutes: FastifyPluginAsync<InvitationRoutesOptions> = async (
  app,
  options,
) => {
  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    code: 'ORDER_NOT_FOUND' | 'RATE_LIMITED',
  ) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .send({ code, message: message(code, requestLanguage(request)) });

  app.get<{ Params: { token: string } }>(
    '/api/invitations/:token/tickets.pdf',
    async (request, reply) => {
      const wait = await countRequest(options.db, 'orderLookup', request.ip);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        return refuse(request, reply, 429, 'RATE_LIMITED');
      }
      const invitation = await openInvitation(options.db, request.params.token);
      const [documents] = invitation
        ? await documentsOfOrders(options.db, [invitation.orderId])
        : [];
      if (!invitation || !documents || invitation.tickets.length === 0) {
        return refuse(request, reply, 404, 'ORDER_NOT_FOUND');
      }
      const pdf = await ticketsPdf(
        documents,
        invitation.tickets,
        invitation.ticketCount,
        options.signer,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="tickets-${documents.shortOrderId}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
};

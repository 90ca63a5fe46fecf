import { randomBytes } from 'node:crypto';
import { invoiceNumber } from '@sesame/domain/documents/invoice-number';
import { isShowTicket, orderTickets } from '@sesame/domain/documents/order-tickets';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { Executor } from '../db/executor.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { type OrderRow, orderLines } from '../orders/orders-repo.ts';
import {
  insertOrderDocuments,
  insertTickets,
  showSession,
  takeInvoiceSequence,
} from './documents-repo.ts';

/** The pg-boss queue that writes each paid order's confirmation e-mail (queue-confirmation.ts). */
export const ORDER_CONFIRMATION_JOB = 'order-confirmation';

/** What an order gets when it becomes paid; built once per app (`createApp`). */
export interface OrderDocumentsIssuer {
  /** Runs in the transaction that marks `order` paid, right after it did. */
  issue(tx: Executor, order: Pick<OrderRow, 'id' | 'platform' | 'basket'>): Promise<void>;
}

/**
 * Issue 9, e-mails and documents, in the transaction that marks the order paid, so all of it
 * happens exactly once and never for an order that is not paid (decision 23): its tickets, one
 * per visitor and product; the secret of its download links; the job that writes its
 * confirmation e-mail; and its invoice number, gapless per platform and year.
 */
export function orderDocumentsIssuer(jobs: Pick<JobQueue, 'send'>): OrderDocumentsIssuer {
  return {
    async issue(tx, order) {
      const platform = order.platform as PlatformCode;
      const stockIds = order.basket?.stock.map((place) => place.stockId) ?? [];
      const session = await showSession(tx, stockIds);
      const tickets = orderTickets(await orderLines(tx, order.id)).map((ticket) => ({
        ...ticket,
        session: isShowTicket(ticket.kind) ? session : null,
      }));
      await insertTickets(tx, order.id, tickets);
      // The e-mail is written by a job: a fault in it can never hold back a payment's settlement.
      await jobs.send(
        ORDER_CONFIRMATION_JOB,
        { orderId: order.id },
        { transaction: tx, retryLimit: 12, retryDelaySeconds: 30, retryBackoff: true },
      );
      // Last: the counter row stays locked by this transaction until it commits.
      const { year, sequence } = await takeInvoiceSequence(tx, platform);
      await insertOrderDocuments(tx, {
        orderId: order.id,
        accessToken: randomBytes(32).toString('base64url'),
        invoiceNumber: invoiceNumber(platform, year, sequence),
        platform,
        year,
        sequence,
      });
    },
  };
}

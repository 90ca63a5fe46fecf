import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { inTransaction } from '../db/executor.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { type OrderLine, orderLines } from '../orders/orders-repo.ts';
import { documentPaths } from './document-paths.ts';
import { documentsOfOrders, orderBuyer } from './documents-repo.ts';
import { ORDER_CONFIRMATION_JOB } from './issue-documents.ts';

interface ConfirmationServices {
  db: Database;
  mail: Pick<MailQueue, 'queue'>;
  /** The site's public origin, for the e-mail's links (a job has no request to read it from). */
  origin: () => string;
}

const job = z.object({ orderId: z.uuid() });

/** Runs the confirmation jobs in this process (when it runs jobs), and makes their queue. */
export async function orderConfirmationJobs(
  jobs: Pick<JobQueue, 'work'>,
  services: ConfirmationServices,
): Promise<void> {
  await jobs.work(ORDER_CONFIRMATION_JOB, async (data) => {
    await queueOrderConfirmation(services, job.parse(data).orderId);
  });
}

/**
 * The job of ORDER_CONFIRMATION_JOB (issue-documents.ts): queues the paid order's confirmation
 * e-mail under the order's event key, so a job run twice (its process died after queuing)
 * still sends one message.
 */
export async function queueOrderConfirmation(
  services: ConfirmationServices,
  orderId: string,
): Promise<void> {
  await inTransaction(services.db, async (tx) => {
    const [documents] = await documentsOfOrders(tx, [orderId]);
    const buyer = await orderBuyer(tx, orderId);
    if (!documents || !buyer.email) return;
    const lines = await orderLines(tx, orderId);
    const paths = documentPaths(documents.accessToken);
    await services.mail.queue(tx, {
      eventKey: `order-confirmation:${orderId}`,
      to: buyer.email,
      language: documents.language,
      template: 'order-confirmation',
      data: {
        firstName: buyer.firstName,
        shortOrderId: documents.shortOrderId,
        lines: lines.map((line) => ({
          label: line.label,
          quantity: line.quantity,
          total: line.totalPrice,
        })),
        total: lines.reduce((total, line) => total + line.totalPrice, 0),
        delivery: deliveryOf(lines),
        ticketsUrl: `${services.origin()}${paths.tickets}`,
        invoiceUrl: `${services.origin()}${paths.invoice}`,
      },
    });
  });
}

/** readings.md 16: an order with postage has its tickets sent by post. */
function deliveryOf(lines: readonly Pick<OrderLine, 'kind'>[]): 'email' | 'post' {
  return lines.some((line) => line.kind === 'postage') ? 'post' : 'email';
}

import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import type { OrderDocumentsIssuer } from '../documents/issue-documents.ts';
import type { SigningKey } from '../identity/signing-key.ts';
import type { InsuranceProvider } from '../insurance/insurance-provider.ts';
import type { InsurancePolicies } from '../insurance/subscription/insurance-policies.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import type { ProductLines } from '../orders/product-lines.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/** The dependencies a request handler may use; built once per app by `createApp`. */
export interface Services {
  db: Database;
  payments: PaymentProvider;
  /** The cancellation insurer, reached over HTTP (DESIGN.md, insurance). */
  insurance: InsuranceProvider;
  /** Subscribes a paid order's policy, cancels a refunded one's, as jobs (decision 27). */
  insurancePolicies: InsurancePolicies;
  /** What an order gets once paid: tickets, invoice, confirmation e-mail (decision 23). */
  documents: OrderDocumentsIssuer;
  /** The line kinds baskets are priced and held through (DESIGN.md, product lines). */
  products: ProductLines;
  log: FastifyBaseLogger;
  /** The application clock (DESIGN.md: injected, so that tests pin the day they need). */
  clock: () => Date;
  /** Queues e-mails in the transaction of the event they tell of (decision 22). */
  mail: MailQueue;
  /** The identity provider's key: signs its tokens, checks bearer tokens (decision 22). */
  signingKey: SigningKey;
  /** Public origin of the server (for provider return and notification addresses). */
  publicUrl: (request: FastifyRequest) => string;
}

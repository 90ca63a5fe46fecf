import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import type { InsuranceProvider } from '../insurance/insurance-provider.ts';
import type { ProductLines } from '../orders/product-lines.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/** The dependencies a request handler may use; built once per app by `createApp`. */
export interface Services {
  db: Database;
  payments: PaymentProvider;
  /** The cancellation insurer, reached over HTTP (DESIGN.md, insurance). */
  insurance: InsuranceProvider;
  /** The line kinds baskets are priced and held through (DESIGN.md, product lines). */
  products: ProductLines;
  log: FastifyBaseLogger;
  /** The application clock (DESIGN.md: injected, so that tests pin the day they need). */
  clock: () => Date;
  /** Public origin of the server (for provider return and notification addresses). */
  publicUrl: (request: FastifyRequest) => string;
}

import type { PlatformCode, PlatformConfig } from '@sesame/domain/platform/platform';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { InsuranceProvider } from '../insurance-provider.ts';

/** What the policy jobs use; a job has no request, so no platform but the order's own. */
export interface PolicyServices {
  db: Database;
  insurance: InsuranceProvider;
  log: FastifyBaseLogger;
  clock: () => Date;
  /** The platforms' configurations (an order's currency is its platform's). */
  platforms: ReadonlyMap<PlatformCode, PlatformConfig>;
}

/**
 * The insurer could not be reached or could not answer: thrown from a job so that pg-boss tries
 * it again later, with its backoff.
 */
export class InsurerNotDone extends Error {
  override name = 'InsurerNotDone';
}

import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { type AppOptions, createApp } from '../http/app.ts';
import { type JobQueue, startJobQueue } from '../jobs/job-queue.ts';

export const TEST_PAYMENT_SECRET = 'test-payment-secret';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  jobs: JobQueue;
  /** Sends a GraphQL operation through the real endpoint, in process. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { host?: string; language?: string },
  ): Promise<{
    data?: T;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  }>;
}

/** The databases the server tests run on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const testDatabases = [
  'pglite',
  ...(process.env.DATABASE_URL ? ['postgres' as const] : []),
] as const;

/**
 * Runs `body` once per test database, each with one seeded database and app shared by the file
 * (a PGlite instance takes seconds to start). PostgreSQL is reset to an empty schema first.
 */
export function describeEachDatabase(title: string, body: (context: () => TestContext) => void) {
  for (const kind of testDatabases) {
    describe(`${title} [${kind}]`, () => {
      let context: TestContext | undefined;
      beforeAll(async () => {
        context = await startTestApp(kind);
      });
      afterAll(async () => {
        await context?.app.close();
        await context?.database.close();
      });
      body(() => {
        if (!context) throw new Error('The test app is not started');
        return context;
      });
    });
  }
}

export type TestAppOptions = Partial<Omit<AppOptions, 'db' | 'jobs'>> & {
  /**
   * Whether this app runs queued jobs (notifications, reconciliation); off by default so that
   * tests deliver notifications themselves and see every state in between.
   */
  workers?: boolean;
};

export async function startTestApp(
  kind: 'pglite' | 'postgres',
  options: TestAppOptions = {},
): Promise<TestContext> {
  const url = kind === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (url) await resetPostgres(url);
  const database = await openDatabase({ url });
  await seedIfEmpty(database.db, new Date());
  return startAppOn(database, options);
}

/** Another server process on the same database: it shares the stock, the orders and the jobs. */
export async function startAppOn(
  database: DatabaseHandle,
  options: TestAppOptions = {},
): Promise<TestContext> {
  const { workers = false, ...appOptions } = options;
  const jobs = await startJobQueue({
    executeSql: database.executeSql,
    workers,
    pollingIntervalSeconds: 0.5,
  });
  const app = await createApp({
    db: database.db,
    platformHosts: { 'es.localhost': 'es' },
    paymentSecret: TEST_PAYMENT_SECRET,
    jobs,
    // The sandbox's notifications reach this app in process, as its HTTP endpoint would.
    postNotification: async (address, body, headers) => {
      const { pathname } = new URL(address);
      const response = await app.inject({ method: 'POST', url: pathname, headers, payload: body });
      return response.statusCode < 300;
    },
    ...appOptions,
  });
  app.addHook('onClose', () => jobs.stop());
  await app.ready();
  return {
    app,
    database,
    jobs,
    async graphql(query, variables = {}, requestOptions = {}) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          host: requestOptions.host ?? 'localhost',
          'accept-language': requestOptions.language ?? 'en',
        },
        payload: { query, variables },
      });
      return response.json();
    },
  };
}

async function resetPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop schema if exists public cascade; drop schema if exists drizzle cascade;
    drop schema if exists pgboss cascade; create schema public`);
  await client.end();
}

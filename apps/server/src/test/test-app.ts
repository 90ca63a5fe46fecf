import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { type AppOptions, createApp } from '../http/app.ts';
import { type JobQueue, startJobQueue } from '../jobs/job-queue.ts';
import { createDatabase, databaseOf, dropDatabase, withDatabase } from './postgres-databases.ts';

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
 * (even copied from the run's seed, a database takes most of a second to open).
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
  return startAppOn(await openSeededDatabase(kind), options);
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

let pgliteSnapshot: Blob | undefined;

/** A database of its own holding the catalogue seeded for the run; dropped when closed. */
async function openSeededDatabase(kind: 'pglite' | 'postgres'): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    pgliteSnapshot ??= new Blob([await readFile(inject('pgliteSnapshot'))]);
    return openDatabase({ loadDataDir: pgliteSnapshot });
  }
  const url = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!url || !template) throw new Error('The PostgreSQL tests need DATABASE_URL');
  const name = `${databaseOf(url)}_${randomBytes(4).toString('hex')}`;
  await createDatabase(url, name, template);
  const database = await openDatabase({ url: withDatabase(url, name) });
  // A test that starts a second server process on the same database finds it in DATABASE_URL.
  process.env.DATABASE_URL = withDatabase(url, name);
  return {
    ...database,
    async close() {
      await database.close();
      process.env.DATABASE_URL = url;
      await dropDatabase(url, name);
    },
  };
}

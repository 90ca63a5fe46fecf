import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { createApp } from '../http/app.ts';

export const TEST_PAYMENT_SECRET = 'test-payment-secret';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
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

export async function startTestApp(kind: 'pglite' | 'postgres'): Promise<TestContext> {
  const url = kind === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (url) await resetPostgres(url);
  const database = await openDatabase({ url });
  await seedIfEmpty(database.db, new Date());
  const app = await createApp({
    db: database.db,
    platformHosts: { 'es.localhost': 'es' },
    paymentSecret: TEST_PAYMENT_SECRET,
  });
  await app.ready();
  return {
    app,
    database,
    async graphql(query, variables = {}, options = {}) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          host: options.host ?? 'localhost',
          'accept-language': options.language ?? 'en',
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
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public',
  );
  await client.end();
}

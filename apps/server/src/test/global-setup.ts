import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { startJobQueue } from '../jobs/job-queue.ts';
import { createDatabase, databaseOf, dropDatabase, withDatabase } from './postgres-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a PGlite data folder holding the seeded catalogue. */
    pgliteSnapshot: string;
    /** The seeded PostgreSQL database each test database is copied from, when DATABASE_URL is set. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Seeds the catalogue once for the whole run, for the server test files to copy (decision 14):
 * seeding two years of calendar takes seconds, copying it a fraction of that.
 */
export default async function setup(project: TestProject) {
  // The seed starts at today's date, as every test does (they read the system clock too).
  const today = new Date();
  const folder = await mkdtemp(join(tmpdir(), 'sesame-server-tests-'));
  const snapshot = join(folder, 'catalogue.tar');
  await writeFile(snapshot, await seededPgliteDump(join(folder, 'data'), today));
  project.provide('pgliteSnapshot', snapshot);

  const url = process.env.DATABASE_URL;
  const template = url ? `${databaseOf(url)}_template` : undefined;
  if (url && template) {
    await dropDatabase(url, template);
    await createDatabase(url, template);
    await seedAndClose(
      await openDatabase({ url: withDatabase(url, template), poolSize: 2 }),
      today,
    );
  }
  project.provide('postgresTemplate', template);

  return async () => {
    if (url && template) await dropDatabase(url, template);
    await rm(folder, { recursive: true, force: true });
  };
}

async function seededPgliteDump(dataDir: string, today: Date): Promise<Buffer> {
  await seedAndClose(await openDatabase({ dataDir }), today);
  const client = await PGlite.create(dataDir);
  try {
    return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await client.close();
  }
}

/** Migrations, catalogue and the job queue's own tables: everything a test app finds at start. */
async function seedAndClose(database: DatabaseHandle, today: Date) {
  try {
    await seedIfEmpty(database.db, today);
    const jobs = await startJobQueue({ executeSql: database.executeSql, workers: false });
    await jobs.stop();
  } finally {
    await database.close();
  }
}

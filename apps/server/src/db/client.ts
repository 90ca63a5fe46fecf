import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as accommodation from './schema/accommodation.ts';
import * as account from './schema/account.ts';
import * as catalog from './schema/catalog.ts';
import * as completion from './schema/completion.ts';
import * as coupons from './schema/coupons.ts';
import * as identity from './schema/identity.ts';
import * as insurance from './schema/insurance.ts';
import * as invitations from './schema/invitations.ts';
import * as mail from './schema/mail.ts';
import * as newsletter from './schema/newsletter.ts';
import * as orders from './schema/orders.ts';
import * as payments from './schema/payments.ts';
import * as rateLimits from './schema/rate-limits.ts';
import * as restaurants from './schema/restaurants.ts';
import * as stock from './schema/stock.ts';

const schema = {
  ...catalog,
  ...stock,
  ...orders,
  ...payments,
  ...rateLimits,
  ...coupons,
  ...identity,
  ...mail,
  ...insurance,
  ...account,
  ...completion,
  ...newsletter,
  ...accommodation,
  ...restaurants,
  ...invitations,
};
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type Database = ReturnType<typeof drizzlePg<typeof schema>>;

/** Raw SQL with positional parameters, for a library that brings its own queries (pg-boss). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL when a `postgres://` URL is given, otherwise the embedded PGlite in `dataDir`
 * (in memory when `dataDir` is undefined, starting from the `loadDataDir` dump when given), and
 * applies the migrations.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | undefined;
  loadDataDir?: Blob;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      executeSql: (text, values) => pool.query(text, values),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // Both drivers speak the same dialect through Drizzle; one type keeps repositories driver-free.
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    // PGlite prepares parameterised queries, and a prepared statement holds one command: scripts
    // without parameters (pg-boss migrations) go through `exec`.
    executeSql: async (text, values) =>
      values?.length
        ? client.query(text, values)
        : ((await client.exec(text)).at(-1) ?? { rows: [] }),
    close: () => client.close(),
  };
}

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { seedIfEmpty } from './seed.ts';

describe('seedIfEmpty on a fresh embedded database', () => {
  let database: DatabaseHandle;
  const count = async (table: string, where = 'true') => {
    const result = await database.db.execute(
      `select count(*)::int as n from ${table} where ${where}`,
    );
    return (result.rows[0] as { n: number }).n;
  };

  beforeAll(async () => {
    database = await openDatabase({});
    await seedIfEmpty(database.db, new Date('2026-11-21T10:00:00Z'));
  });
  afterAll(() => database.close());

  it('creates both platforms with their configuration', async () => {
    const result = await database.db.execute(
      "select code, name, config->'features'->>'postalDelivery' as postal from platforms order by code",
    );
    expect(result.rows).toEqual([
      { code: 'es', name: 'Tierras de Leyenda', postal: 'false' },
      { code: 'fr', name: 'Les Terres de Légende', postal: 'true' },
    ]);
  });

  it('opens the park days of the two years ahead and no day before', async () => {
    expect(await count('park_days', "date < '2026-11-21' or date >= '2028-11-21'")).toBe(0);
    expect(
      await count('park_days', "platform = 'es' and date = '2026-11-28' and season = 'P'"),
    ).toBe(1);
    expect(
      await count('park_days', "platform = 'fr' and date between '2027-01-01' and '2027-12-31'"),
    ).toBe(192);
  });

  it('plays the 28 French sessions of 2027, each with three seat categories', async () => {
    expect(
      await count(
        'show_sessions',
        "platform = 'fr' and date between '2027-01-01' and '2027-12-31'",
      ),
    ).toBe(28);
    expect(
      await count(
        'stock',
        "platform = 'fr' and product = 'SHOW' and date between '2027-01-01' and '2027-12-31'",
      ),
    ).toBe(84);
  });

  it('gives every open day its park stock, sold out nowhere', async () => {
    expect(await count('stock', "product = 'PARK'")).toBe(await count('park_days'));
    expect(await count('stock', 'sold > 0')).toBe(0);
  });

  it('writes offers with names in three languages and a stay name for stays', async () => {
    const result = await database.db.execute(
      "select names->>'en' as name, names->>'stay.es' as stay from offers where platform = 'es' and code = 'ES-XMAS-PK'",
    );
    expect(result.rows).toEqual([{ name: 'Christmas + 1 night', stay: 'Estancia de Navidad' }]);
  });

  it('does nothing on a second start, keeping what is there', async () => {
    await database.db.execute('update stock set sold = 3 where id = (select min(id) from stock)');
    const before = await count('stock');
    await seedIfEmpty(database.db, new Date('2027-05-01T10:00:00Z'));
    expect(await count('stock')).toBe(before);
    expect(await count('stock', 'sold = 3')).toBe(1);
  });
});

describe.runIf(process.env.DATABASE_URL)(
  'seedIfEmpty from two processes starting at once on PostgreSQL',
  () => {
    const url = process.env.DATABASE_URL as string;
    let handles: DatabaseHandle[] = [];

    beforeAll(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(
        'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public',
      );
      await client.end();
      const first = await openDatabase({ url, poolSize: 2 });
      handles = [first, await openDatabase({ url, poolSize: 2 })];
    });
    afterAll(async () => {
      for (const handle of handles) await handle.close();
    });

    it('seeds the catalogue once', async () => {
      const now = new Date('2026-11-21T10:00:00Z');
      await Promise.all(handles.map((handle) => seedIfEmpty(handle.db, now)));
      const { rows } = await (handles[0] as DatabaseHandle).db.execute(
        "select (select count(*)::int from platforms) as platforms, (select count(*)::int from offers where code = 'FR-D1') as offers, (select count(*)::int from park_days where platform = 'fr' and date between '2027-01-01' and '2027-12-31') as days",
      );
      expect(rows[0]).toEqual({ platforms: 2, offers: 1, days: 192 });
    });
  },
);

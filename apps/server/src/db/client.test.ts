import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from './client.ts';

it('creates the PGlite data folder with its missing parents', async () => {
  const base = await mkdtemp(join(tmpdir(), 'sesame-db-'));
  const dataDir = join(base, 'new', 'data');
  try {
    const database = await openDatabase({ dataDir });
    await database.close();
    expect((await stat(join(dataDir, 'PG_VERSION'))).isFile()).toBe(true);
  } finally {
    await rm(base, { recursive: true, force: true });
  }
});

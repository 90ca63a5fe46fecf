import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverMain = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));

/**
 * Starts the real server for the run, serving the built web app, on a free port and a database of
 * its own: a fresh PostgreSQL database beside DATABASE_URL's when it is set, PGlite otherwise.
 * The server migrates and seeds it as it starts. Tests read the origin from SESAME_E2E_URL.
 */
export default async function globalSetup() {
  const database = process.env.DATABASE_URL
    ? await createPostgresDatabase(process.env.DATABASE_URL)
    : await createPgliteFolder();
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: { ...process.env, ...database.env, PORT: String(port), LOG_LEVEL: 'warn' },
    // Warnings and errors of the server show in the run's output.
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForListening(server, baseUrl);
  } catch (error) {
    await stop(server);
    await database.remove();
    throw error;
  }
  // Workers start after global setup and inherit this variable (playwright.config.ts reads it).
  process.env.SESAME_E2E_URL = baseUrl;

  return async () => {
    await stop(server);
    await database.remove();
  };
}

interface TestDatabase {
  env: { DATABASE_URL: string; DATA_DIR?: string };
  remove(): Promise<void>;
}

async function createPgliteFolder(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sesame-e2e-'));
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** `<name>_e2e` on the server of `url`, so that the server tests' database is left alone. */
async function createPostgresDatabase(url: string): Promise<TestDatabase> {
  const testUrl = new URL(url);
  const name = `${testUrl.pathname.slice(1) || 'postgres'}_e2e`;
  testUrl.pathname = `/${name}`;
  const quoted = `"${name.replaceAll('"', '""')}"`;
  await runOn(url, `drop database if exists ${quoted} with (force)`);
  await runOn(url, `create database ${quoted}`);
  return {
    env: { DATABASE_URL: testUrl.toString() },
    remove: () => runOn(url, `drop database if exists ${quoted} with (force)`),
  };
}

async function runOn(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('No free port'));
      });
    });
  });
}

async function waitForListening(server: ChildProcess, baseUrl: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer on ${baseUrl}`);
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

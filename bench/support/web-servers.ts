import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { precompress } from '../../apps/web/scripts/precompress.ts';
import { freePort, serverMain, startProcess, stopProcess, waitForHealth } from './processes.ts';

export interface WebServer {
  origin: string;
  stop(): Promise<void>;
}

const webDist =
  process.env.WEB_ROOT ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const floorRoot = fileURLToPath(new URL('../floor', import.meta.url));
const floorServer = fileURLToPath(new URL('./floor-server.ts', import.meta.url));

/**
 * The real server serving the built web app (`npm run build`, or the build in `WEB_ROOT`), on
 * PGlite in a temporary folder: it migrates and seeds the database as it starts.
 */
export async function startSesame(): Promise<WebServer> {
  const index = join(webDist, 'index.html');
  if (!existsSync(index))
    throw new Error(`No built web app in ${webDist}: run \`npm run build\` first`);
  const builtIndex = await readFile(index, 'utf8');
  const dataDir = await mkdtemp(join(tmpdir(), 'sesame-bench-web-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startProcess(serverMain, {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  });
  const stop = async () => {
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
    // The server reads the files as they are asked for: a build while it ran changed them.
    if ((await readFile(index, 'utf8').catch(() => '')) !== builtIndex)
      console.error(
        `${webDist} was rebuilt during the run: the figures may mix two builds, and a page loaded while it was rewritten may have failed.`,
      );
  };
  try {
    await waitForHealth(`${origin}/api/health`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/**
 * The bare Vite + React page of bench/floor, built with the app's compression plugin and served
 * by the app's own web routes (floor-server.ts): the same encodings and cache headers as the app.
 */
export async function startFloor(): Promise<WebServer> {
  const outDir = await mkdtemp(join(tmpdir(), 'sesame-bench-floor-'));
  await build({
    root: floorRoot,
    configFile: false,
    logLevel: 'error',
    plugins: [precompress()],
    build: { outDir, emptyOutDir: true },
  });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startProcess(floorServer, { PORT: String(port), FLOOR_ROOT: outDir });
  const stop = async () => {
    await stopProcess(server);
    await rm(outDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${origin}/api/health`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

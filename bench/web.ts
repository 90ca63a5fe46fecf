import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

// B5 of DESIGN.md: gzip size of the JavaScript a first visit downloads, per route, next to a bare
// Vite + React page built in the same run.
const webRoot = fileURLToPath(new URL('../apps/web', import.meta.url));
const floorRoot = fileURLToPath(new URL('./floor', import.meta.url));
const outDir = fileURLToPath(new URL('./.out', import.meta.url));

async function buildWithManifest(root: string, out: string, configFile: string | false) {
  await build({
    root,
    configFile,
    logLevel: 'error',
    build: { outDir: out, emptyOutDir: true, manifest: 'manifest.json' },
  });
  return JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunks a page loads before it can render: its entries and their static imports. */
function initialChunks(manifest: Manifest, entries: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return files;
}

async function gzipKb(out: string, files: Set<string>): Promise<number> {
  let bytes = 0;
  for (const file of files) {
    if (file.endsWith('.js'))
      bytes += gzipSync(await readFile(join(out, file)), { level: 9 }).length;
  }
  return bytes / 1024;
}

/**
 * Every page's module but the start page's: what the table of pages (app/pages.ts) loads lazily
 * from `src/routes/`, not the parts a page loads itself (the summary's completion mode).
 */
function routeModules(manifest: Manifest, table: string): Map<string, string> {
  const routes = new Map<string, string>();
  for (const key of manifest[table]?.dynamicImports ?? []) {
    const page = /src\/routes\/([^/]+)\.tsx$/.exec(key)?.[1];
    if (page) routes.set(page, key);
  }
  return routes;
}

/** The chunk of the manifest whose source ends so, or that a group of vite.config.ts names so. */
function chunkOf(manifest: Manifest, end: string): string {
  const found = Object.keys(manifest).filter(
    (key) => key.endsWith(end) || manifest[key]?.name === end,
  );
  if (found.length !== 1) throw new Error(`No one chunk ends with or is named ${end}: ${found}`);
  return found[0] as string;
}

/**
 * The French texts the app renders a page with: loaded by dynamic imports, yet nothing renders
 * before they arrive. Every page waits for the first part of the catalogue; every page but start
 * for the error messages with the loaders of the pages' parts (one chunk, decision 45) and its
 * own part too (apps/web/src/lib/i18n.ts, decision 39).
 */
function frenchTexts(manifest: Manifest, page: string): string[] {
  const first = chunkOf(manifest, 'src/locales/fr.json?part=first');
  if (page === 'start') return [first];
  return [
    first,
    chunkOf(manifest, 'texts-fr'),
    chunkOf(manifest, `src/locales/fr.json?page=${page}`),
  ];
}

try {
  const appOut = join(outDir, 'app');
  const app = await buildWithManifest(webRoot, appOut, join(webRoot, 'vite.config.ts'));
  const entry = Object.keys(app).find((key) => app[key]?.isEntry);
  if (!entry) throw new Error('The web app has no entry chunk');
  // The table of pages (app/pages.ts) is in the chunk that every page but start loads first.
  const table = chunkOf(app, 'later');
  const kbOf = new Map<string, number>();
  // The start page is part of the entry (app/route-page.tsx): a first visit loads no page chunk.
  const startKb = await gzipKb(appOut, initialChunks(app, [entry, ...frenchTexts(app, 'start')]));
  kbOf.set('start', startKb);
  for (const [page, key] of routeModules(app, table)) {
    const texts = frenchTexts(app, page);
    kbOf.set(page, await gzipKb(appOut, initialChunks(app, [entry, table, key, ...texts])));
  }
  const offersKb = kbOf.get('offers');
  if (offersKb === undefined) throw new Error('No offers page');
  const [heaviest, heaviestKb] = [...kbOf].reduce((most, page) =>
    page[1] > most[1] ? page : most,
  );

  const floorOut = join(outDir, 'floor');
  const floor = await buildWithManifest(floorRoot, floorOut, false);
  const floorEntry = Object.keys(floor).find((key) => floor[key]?.isEntry) as string;
  const floorKb = await gzipKb(floorOut, initialChunks(floor, [floorEntry]));

  for (const [page, kb] of [...kbOf].sort((a, b) => b[1] - a[1])) {
    console.log(`${page.padEnd(44)} ${kb.toFixed(1).padStart(6)} KB`);
  }
  console.log(
    `web: start_kb=${startKb.toFixed(1)} offers_kb=${offersKb.toFixed(1)} max_kb=${heaviestKb.toFixed(1)} max_page=${heaviest} floor_kb=${floorKb.toFixed(1)}`,
  );
} finally {
  await rm(outDir, { recursive: true, force: true });
}

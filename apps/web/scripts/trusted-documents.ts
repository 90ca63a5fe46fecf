import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, isRunnableDevEnvironment, type Plugin } from 'vite';

/**
 * Where the manifest lands in the build output, beside Vite's own manifest. The server reads it
 * from its `webRoot` (apps/server/src/graphql/trusted-documents.ts holds the same path).
 */
export const TRUSTED_DOCUMENTS_FILE = '.vite/trusted-documents.json';

/** `{ sha256 of the document, in hex: the document as the client sends it }`. */
export type TrustedDocuments = Record<string, string>;

const CLIENT_MODULE = 'src/lib/graphql-client.ts';
const RECORDER_PREFIX = '\0sesame-trusted-documents:';
const REGISTRY = Symbol.for('sesame.trustedDocuments');

type Registry = Array<{ module: string; document: string }>;

/**
 * Writes the manifest of every GraphQL document the web app sends into the build output: in
 * production the server runs these and nothing else (DESIGN.md, security defaults).
 */
export function trustedDocuments(): Plugin {
  let root = '';
  let collected: Promise<TrustedDocuments> | undefined;
  return {
    name: 'sesame:trusted-documents',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      // Collected while the bundle is built; awaited when it is written.
      collected = collectTrustedDocuments(root);
      collected.catch(() => {});
    },
    async generateBundle() {
      if (!collected) throw new Error('trusted documents: buildStart did not run');
      this.emitFile({
        type: 'asset',
        fileName: TRUSTED_DOCUMENTS_FILE,
        source: `${JSON.stringify(await collected, null, 2)}\n`,
      });
    },
  };
}

/**
 * The documents, exactly as `graphql()` of the client normalises them, found by importing every
 * module that imports the client through Vite's module runner with `graphql()` recording each
 * call. A module whose source names `graphql(` more often than it recorded documents declares
 * one lazily (inside a function): that fails the build, since it would be refused in production.
 */
export async function collectTrustedDocuments(root: string): Promise<TrustedDocuments> {
  const client = resolve(root, CLIENT_MODULE);
  const modules = await modulesUsingClient(resolve(root, 'src'), client);
  const registry: Registry = [];
  const global = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
  global[REGISTRY] = registry;
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [recordDocuments(client)],
  });
  try {
    const environment = server.environments.ssr;
    if (!environment || !isRunnableDevEnvironment(environment))
      throw new Error('trusted documents: no runnable SSR environment');
    for (const { file } of modules) await environment.runner.import(file);
  } finally {
    await server.close();
    delete global[REGISTRY];
  }

  for (const { file, calls } of modules) {
    const recorded = registry.filter((entry) => entry.module === file).length;
    if (recorded !== calls)
      throw new Error(
        `trusted documents: ${file} calls graphql() ${calls} times but ${recorded} ran on import; declare each document at module level`,
      );
  }
  const documents = [...new Set(registry.map((entry) => entry.document))].sort();
  if (documents.length === 0) throw new Error('trusted documents: no document found');
  return Object.fromEntries(documents.map((document) => [sha256(document), document]));
}

export function sha256(document: string): string {
  return createHash('sha256').update(document, 'utf8').digest('hex');
}

/**
 * The client's module is swapped, for each importer, for one that re-exports it with a
 * `graphql()` recording which module declared which document.
 */
function recordDocuments(client: string): Plugin {
  return {
    name: 'sesame:record-documents',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith('\0') || !source.includes('graphql-client')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === client ? `${RECORDER_PREFIX}${importer}` : null;
    },
    load(id) {
      if (!id.startsWith(RECORDER_PREFIX)) return null;
      const importer = id.slice(RECORDER_PREFIX.length);
      return [
        `import { graphql as normalise } from ${JSON.stringify(client)};`,
        `export * from ${JSON.stringify(client)};`,
        'export function graphql(source) {',
        '  const document = normalise(source);',
        `  globalThis[Symbol.for(${JSON.stringify(REGISTRY.description)})].push({ module: ${JSON.stringify(importer)}, document });`,
        '  return document;',
        '}',
      ].join('\n');
    },
  };
}

const CLIENT_IMPORT = /from\s+['"][./]+(?:[\w-]+\/)*graphql-client(?:\.ts)?['"]/;
const GRAPHQL_CALL = /\bgraphql\s*[<(]/g;

/** Every source module (tests aside) that imports the client and calls its `graphql()`. */
async function modulesUsingClient(src: string, client: string) {
  const entries = await readdir(src, { recursive: true, withFileTypes: true });
  const modules: Array<{ file: string; calls: number }> = [];
  for (const entry of entries) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name))
      continue;
    const file = join(entry.parentPath, entry.name);
    if (file === client) continue;
    const source = await readFile(file, 'utf8');
    if (!CLIENT_IMPORT.test(source)) continue;
    const calls = source.match(GRAPHQL_CALL)?.length ?? 0;
    if (calls > 0) modules.push({ file, calls });
  }
  return modules.sort((a, b) => a.file.localeCompare(b.file));
}

// `tsx apps/web/scripts/trusted-documents.ts <file>` writes the manifest without a build (the
// server's tests check the web app's documents against its limits this way).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: trusted-documents.ts <manifest.json>');
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const manifest = await collectTrustedDocuments(root);
  await writeFile(out, `${JSON.stringify(manifest, null, 2)}\n`);
}

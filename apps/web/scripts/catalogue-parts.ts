import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { type ModuleFacts, modulesFrom, readModule } from './module-graph.ts';
import { keysShown, type Texts, textsOf } from './texts-shown.ts';

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
/** The app's entry: the shell it renders (header, stepper, basket bar, footer) is on every page. */
const ENTRY = source('main.tsx');
/** Loads every page but the start page, each by a dynamic import of its module in `routes/`. */
const PAGES = source('app/pages.ts');
/** Renders from the first part alone: a first visit waits for no other texts (decision 38). */
const START_PAGE = source('routes/start.tsx');

/**
 * Splits a catalogue at build by the texts each page can show (decision 39); each language keeps
 * one source file. `locales/fr.json?part=first` holds the texts of the app shell and the start
 * page as they first render; `fr.json?part=lazy` those of the code they load lazily, beyond the
 * first part (decision 47); `fr.json?part=pages` a loader of each other page's texts, which a first
 * visit to the start page does not need: `fr.json?page=summary` holds those the summary can show
 * beyond the first part. What a page can show is read from its code:
 * every string of every module it runs (its module, what that imports, and so on) that begins a
 * key (texts-shown.ts).
 */
export function catalogueParts(): Plugin {
  const modules = new Map<string, Promise<ModuleFacts>>();
  return {
    name: 'sesame:catalogue-parts',
    enforce: 'pre',
    buildStart() {
      modules.clear();
    },
    watchChange(id) {
      modules.delete(id);
    },
    async load(id) {
      // In development, Vite adds queries of its own (`?import&part=first`).
      const [file = '', query] = id.split('?');
      const params = new URLSearchParams(query);
      const part = params.get('part');
      const page = params.get('page');
      if (!file.endsWith('.json') || (part === null && page === null)) return null;
      this.addWatchFile(file);
      const catalogue: Texts = JSON.parse(await readFile(file, 'utf8'));
      const code = appCode(this, modules);
      // Vite's JSON plugin leaves a file with a query to others: the module is ours to write.
      if (page !== null) return pagePart(catalogue, page, code);
      if (part === 'first') return firstPart(catalogue, code);
      if (part === 'lazy') return lazyPart(catalogue, code);
      if (part === 'pages') return pageLoaders(basename(file), code);
      throw new Error(`No part ${part} of ${file}`);
    },
  };
}

/** The app's code, read through a build's context: each module once, until it changes. */
interface AppCode {
  /** The modules of the pages that app/pages.ts loads. */
  pages(): Promise<string[]>;
  /** The strings of the modules that run from `entry` on, into the dynamic imports `into` takes. */
  stringsFrom(entry: string, into?: (imported: string) => boolean): Promise<string[]>;
}

function appCode(
  context: Rollup.PluginContext,
  modules: Map<string, Promise<ModuleFacts>>,
): AppCode {
  const resolve = async (specifier: string, importer: string) => {
    const resolved = await context.resolve(specifier, importer);
    return resolved && isAppModule(resolved.id) ? resolved.id : null;
  };
  const factsOf = (module: string) => {
    let facts = modules.get(module);
    if (facts === undefined) {
      facts = readModule(module, resolve);
      modules.set(module, facts);
    }
    return facts;
  };
  return {
    pages: async () => [...new Set((await factsOf(PAGES)).dynamicImports)],
    async stringsFrom(entry, into) {
      const reached = await modulesFrom(entry, factsOf, into);
      // A change to any of them may change the part.
      for (const module of reached) context.addWatchFile(module);
      return (await Promise.all([...reached].map(factsOf))).flatMap((facts) => facts.strings);
    },
  };
}

/** A module of the app or of packages/domain, whose code may name texts; not a library. */
function isAppModule(id: string): boolean {
  return /\.tsx?$/.test(id) && !id.includes('/node_modules/');
}

/** The name of a page's texts: its module's, `summary` for `routes/summary.tsx`. */
function pageName(module: string): string {
  return basename(module).replace(/\.tsx?$/, '');
}

const noDynamicImport = () => false;

/** The keys the app shell and the start page can show as they first render, without lazy code. */
async function firstPartKeys(catalogue: Texts, code: AppCode): Promise<Set<string>> {
  const shell = await code.stringsFrom(ENTRY, noDynamicImport);
  return keysShown(catalogue, [...shell, ...(await code.stringsFrom(START_PAGE, noDynamicImport))]);
}

async function firstPart(catalogue: Texts, code: AppCode): Promise<string> {
  const texts = textsOf(catalogue, await firstPartKeys(catalogue, code));
  return `export default ${JSON.stringify(texts)};`;
}

/** The keys the code that the app shell and the start page load lazily can show, but pages. */
async function lazyPart(catalogue: Texts, code: AppCode): Promise<string> {
  const pages = new Set(await code.pages());
  const notPages = (imported: string) => !pages.has(imported);
  const strings = [
    ...(await code.stringsFrom(ENTRY, notPages)),
    ...(await code.stringsFrom(START_PAGE, notPages)),
  ];
  const first = await firstPartKeys(catalogue, code);
  const keys = [...keysShown(catalogue, strings)].filter((key) => !first.has(key));
  return `export default ${JSON.stringify(textsOf(catalogue, new Set(keys)))};`;
}

/** A loader of each page's part, by the page's name: what every page but the start page needs. */
async function pageLoaders(fileName: string, code: AppCode): Promise<string> {
  const loaders = (await code.pages()).map((module) => {
    const part = JSON.stringify(`./${fileName}?page=${pageName(module)}`);
    return `  ${JSON.stringify(pageName(module))}: () => import(${part}),`;
  });
  return `export default {\n${loaders.join('\n')}\n};`;
}

async function pagePart(catalogue: Texts, page: string, code: AppCode): Promise<string> {
  const module = (await code.pages()).find((candidate) => pageName(candidate) === page);
  if (module === undefined) throw new Error(`${PAGES} loads no page named ${page}`);
  const first = await firstPartKeys(catalogue, code);
  const keys = [...keysShown(catalogue, await code.stringsFrom(module))];
  const texts = textsOf(catalogue, new Set(keys.filter((key) => !first.has(key))));
  return `export default ${JSON.stringify(texts)};`;
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_MODULES } from '@sesame/domain/funnel/page-modules';
import type { Route } from '@sesame/domain/funnel/routes';
import { LANGUAGES, type Language } from '@sesame/domain/i18n/language';
import { publicQueryPath } from '@sesame/domain/platform/public-query-path';
import { TRUSTED_DOCUMENTS_FILE, type TrustedDocuments } from '../graphql/trusted-documents.ts';

/** What is read here of a chunk of Vite's build manifest, keyed by its source. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: a group of apps/web/vite.config.ts names the chunk it makes. */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** Where the web build writes its manifest (`build.manifest` of apps/web/vite.config.ts). */
const MANIFEST_FILE = '.vite/manifest.json';

/** The manifest of the web build in `root`; undefined when it has none (development, tests). */
export function readManifest(root: string): Manifest | undefined {
  const file = join(root, MANIFEST_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/**
 * The web app's query of the platform's configuration (apps/web/src/lib/platform-query.ts), as
 * its build lists it among the documents it sends; undefined without a build.
 */
export function readPlatformQuery(root: string): string | undefined {
  const file = join(root, TRUSTED_DOCUMENTS_FILE);
  if (!existsSync(file)) return undefined;
  const documents = JSON.parse(readFileSync(file, 'utf8')) as TrustedDocuments;
  return Object.values(documents).find((text) => /^query Platform\b/.test(text));
}

/** The `Link` header of a page, if it has one. */
export type PagePreloads = (route: Route, language: Language) => string | undefined;

/**
 * Decision 43: the files a page waits for before it shows, named in a `Link` header of the
 * page's answer so that they download beside the entry rather than after it. The header names
 * first the scripts index.html loads (the entry and what it imports, decision 45): the browser
 * reads it before index.html, and would otherwise queue them behind the page's files. The
 * entry's stylesheet is inside index.html. The start page, in the entry, waits for
 * the language's first part of the texts alone (apps/web/src/lib/i18n.ts); any other page also
 * for the chunks every such page loads (decision 45): the language's error messages and loaders
 * of the pages' texts, and the table of pages with the code that restores a saved booking and
 * shows the basket's timer; then the page's chunk with the chunks and stylesheets it imports, and
 * its texts in that language.
 * Every page renders with the platform's configuration, which the web app asks by GET so that
 * its address is named too (decision 44). A 404 names none. Computed once from the build's
 * manifest; without one, no page has a header.
 */
export function pagePreloads(manifest: Manifest | undefined, platformQuery?: string): PagePreloads {
  if (manifest === undefined) return () => undefined;
  const loaded = loadedByIndex(manifest);
  const indexScripts = [...loaded].filter((file) => file.endsWith('.js'));
  const sourceEnding = (end: string) =>
    Object.keys(manifest).find((source) => source.endsWith(end));
  const named = (name: string) => {
    const source = Object.keys(manifest).find((key) => manifest[key]?.name === name);
    if (source === undefined) {
      throw new Error(`The web build has no chunk named ${name} (apps/web/vite.config.ts)`);
    }
    return source;
  };
  const later = named('later');
  const headers = new Map<string, string>();
  for (const language of LANGUAGES) {
    const texts = named(`texts-${language}`);
    for (const [route, module] of Object.entries(PAGE_MODULES) as Array<[Route, string]>) {
      if (route === 'not-found') continue;
      const scripts = new Set<string>();
      const styles = new Set<string>();
      const visit = (source: string | undefined) => {
        const chunk = source === undefined ? undefined : manifest[source];
        if (chunk === undefined || loaded.has(chunk.file) || scripts.has(chunk.file)) return;
        scripts.add(chunk.file);
        for (const style of chunk.css ?? []) if (!loaded.has(style)) styles.add(style);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      visit(sourceEnding(`src/locales/${language}.json?part=first`));
      if (route !== 'start') {
        visit(texts);
        visit(later);
        visit(sourceEnding(`src/routes/${module}.tsx`));
        visit(sourceEnding(`src/locales/${language}.json?page=${module}`));
      }
      const links = [
        // The crossorigin mode of Vite's own preloads and dynamic imports, and of fetch(): the
        // browser uses a preloaded response only for a request of the same mode.
        ...indexScripts.map((file) => `</${file}>; rel=modulepreload; crossorigin`),
        ...(platformQuery === undefined
          ? []
          : [`<${publicQueryPath(platformQuery)}>; rel=preload; as=fetch; crossorigin`]),
        ...[...scripts].map((file) => `</${file}>; rel=modulepreload; crossorigin`),
        ...[...styles].map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
      ];
      if (links.length > 0) headers.set(`${language} ${route}`, links.join(', '));
    }
  }
  return (route, language) => headers.get(`${language} ${route}`);
}

/**
 * The files index.html loads itself, in its order: the entry chunks, what they import, their
 * stylesheets.
 */
function loadedByIndex(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: ManifestChunk | undefined) => {
    if (chunk === undefined || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const style of chunk.css ?? []) files.add(style);
    for (const imported of chunk.imports ?? []) visit(manifest[imported]);
  };
  for (const chunk of Object.values(manifest)) if (chunk.isEntry) visit(chunk);
  return files;
}

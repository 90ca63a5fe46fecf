import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Route } from '@sesame/domain/funnel/routes';
import type { Language } from '@sesame/domain/i18n/language';
import { describe, expect, it } from 'vitest';
import { type Manifest, pagePreloads, readManifest, readPlatformQuery } from './page-preloads.ts';

/** A build's manifest as Vite writes it, cut down to two pages. */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-E1.js',
    isEntry: true,
    imports: ['_rolldown-runtime-R1.js', '_vendor-V1.js'],
    css: ['assets/index-E1.css'],
  },
  '_rolldown-runtime-R1.js': { file: 'assets/rolldown-runtime-R1.js' },
  '_vendor-V1.js': { file: 'assets/vendor-V1.js', imports: ['_rolldown-runtime-R1.js'] },
  'src/locales/fr.json?part=first': { file: 'assets/fr-F1.js', imports: ['index.html'] },
  'src/locales/en.json?part=first': { file: 'assets/en-F1.js', imports: ['index.html'] },
  '_texts-fr-M1.js': { file: 'assets/texts-fr-M1.js', name: 'texts-fr' },
  '_texts-en-M1.js': { file: 'assets/texts-en-M1.js', name: 'texts-en' },
  '_texts-es-M1.js': { file: 'assets/texts-es-M1.js', name: 'texts-es' },
  '_later-T1.js': {
    file: 'assets/later-T1.js',
    name: 'later',
    imports: ['index.html'],
    css: ['assets/later-T1.css'],
  },
  'src/routes/summary.tsx': {
    file: 'assets/summary-S1.js',
    imports: [
      '_rolldown-runtime-R1.js',
      'index.html',
      '_vendor-V1.js',
      '_card-C1.js',
      '_dialog-D1.js',
    ],
    css: ['assets/summary-S1.css'],
  },
  '_card-C1.js': {
    file: 'assets/card-C1.js',
    imports: ['_vendor-V1.js', '_dialog-D1.js'],
    css: ['assets/card-C1.css'],
  },
  '_dialog-D1.js': { file: 'assets/dialog-D1.js', imports: ['index.html'] },
  'src/locales/fr.json?page=summary': { file: 'assets/fr-S1.js' },
  'src/locales/en.json?page=summary': { file: 'assets/en-S1.js' },
  'src/routes/accommodation-distribution.tsx': {
    file: 'assets/accommodation-distribution-A1.js',
    imports: ['index.html'],
  },
  'src/locales/fr.json?page=accommodation-distribution': { file: 'assets/fr-A1.js' },
  'src/routes/not-found.tsx': { file: 'assets/not-found-N1.js', imports: ['index.html'] },
  'src/locales/fr.json?page=not-found': { file: 'assets/fr-N1.js' },
  'src/routes/account-visits.tsx': { file: 'assets/account-visits-V2.js', imports: ['index.html'] },
  'src/locales/fr.json?page=account-visits': { file: 'assets/fr-V2.js' },
};

const PLATFORM_QUERY = 'query Platform { platform { code } }';

const script = (file: string) => `</assets/${file}>; rel=modulepreload; crossorigin`;
const style = (file: string) => `</assets/${file}>; rel=preload; as=style; crossorigin`;
/** What index.html loads, named first on every page: the browser reads the header before it. */
const INDEX_SCRIPTS = ['index-E1.js', 'rolldown-runtime-R1.js', 'vendor-V1.js'].map(script);

describe('the files a page names in its Link header', () => {
  it.each<[string, Manifest | undefined, Route, Language, string[] | undefined]>([
    [
      'the start page, in the entry: the first part of its language',
      MANIFEST,
      'start',
      'fr',
      [...INDEX_SCRIPTS, script('fr-F1.js')],
    ],
    [
      'the summary: the texts and code every page loads, its chunk, what it imports, its texts',
      MANIFEST,
      'summary',
      'fr',
      [
        ...INDEX_SCRIPTS,
        script('fr-F1.js'),
        script('texts-fr-M1.js'),
        script('later-T1.js'),
        script('summary-S1.js'),
        script('card-C1.js'),
        script('dialog-D1.js'),
        script('fr-S1.js'),
        style('later-T1.css'),
        style('summary-S1.css'),
        style('card-C1.css'),
      ],
    ],
    [
      'the summary in English: the English texts',
      MANIFEST,
      'summary',
      'en',
      [
        ...INDEX_SCRIPTS,
        script('en-F1.js'),
        script('texts-en-M1.js'),
        script('later-T1.js'),
        script('summary-S1.js'),
        script('card-C1.js'),
        script('dialog-D1.js'),
        script('en-S1.js'),
        style('later-T1.css'),
        style('summary-S1.css'),
        style('card-C1.css'),
      ],
    ],
    [
      'a route shown by the module of another: that module',
      MANIFEST,
      'accommodation-repartition',
      'fr',
      [
        ...INDEX_SCRIPTS,
        script('fr-F1.js'),
        script('texts-fr-M1.js'),
        script('later-T1.js'),
        script('accommodation-distribution-A1.js'),
        script('fr-A1.js'),
        style('later-T1.css'),
      ],
    ],
    [
      'a page outside the booking: the same shared chunks',
      MANIFEST,
      'mon-compte',
      'fr',
      [
        ...INDEX_SCRIPTS,
        script('fr-F1.js'),
        script('texts-fr-M1.js'),
        script('later-T1.js'),
        script('account-visits-V2.js'),
        script('fr-V2.js'),
        style('later-T1.css'),
      ],
    ],
    ['the 404 page: none', MANIFEST, 'not-found', 'fr', undefined],
    ['a server without a web manifest (development): none', undefined, 'summary', 'fr', undefined],
  ])('%s', (_case, manifest, route, language, links) => {
    expect(pagePreloads(manifest)(route, language)?.split(', ')).toEqual(links);
  });

  it('refuses a build without the chunks every page loads, which the web config names', () => {
    const { '_later-T1.js': _later, ...withoutLater } = MANIFEST;
    expect(() => pagePreloads(withoutLater)).toThrow('no chunk named later');
  });

  it("names on every page, after index.html's scripts, the platform's query, by GET as the web app asks it", () => {
    const preloads = pagePreloads(MANIFEST, PLATFORM_QUERY);
    const query = '</graphql?query=query%20Platform%20%7B%20platform%20%7B%20code%20%7D%20%7D>';
    for (const route of ['start', 'summary'] as const) {
      expect(preloads(route, 'fr')?.split(', ')[INDEX_SCRIPTS.length]).toBe(
        `${query}; rel=preload; as=fetch; crossorigin`,
      );
    }
  });
});

describe('the web manifest', () => {
  it('and the platform query are read from the build, undefined where there is none', async () => {
    const root = await mkdtemp(join(tmpdir(), 'sesame-manifest-'));
    try {
      expect(readManifest(root)).toBeUndefined();
      await mkdir(join(root, '.vite'));
      await writeFile(join(root, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      expect(readManifest(root)).toEqual(MANIFEST);
      expect(readPlatformQuery(root)).toBeUndefined();
      const documents = { a1: 'query Offers { offers { code } }', b2: PLATFORM_QUERY };
      await writeFile(join(root, '.vite', 'trusted-documents.json'), JSON.stringify(documents));
      expect(readPlatformQuery(root)).toBe(PLATFORM_QUERY);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

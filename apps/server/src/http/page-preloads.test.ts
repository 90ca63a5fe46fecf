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
  '../../packages/domain/src/i18n/error-messages/fr.ts': { file: 'assets/fr-M1.js' },
  '../../packages/domain/src/i18n/error-messages/en.ts': { file: 'assets/en-M1.js' },
  'src/locales/fr.json?part=pages': { file: 'assets/fr-L1.js' },
  'src/locales/en.json?part=pages': { file: 'assets/en-L1.js' },
  'src/app/pages.ts': { file: 'assets/pages-T1.js', imports: ['index.html'] },
  'src/app/restore-saved-booking.ts': { file: 'assets/restore-saved-booking-R2.js' },
  'src/features/booking/basket-timer.tsx': {
    file: 'assets/basket-timer-B2.js',
    imports: ['index.html'],
    css: ['assets/basket-timer-B2.css'],
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

describe('the files a page names in its Link header', () => {
  it.each<[string, Manifest | undefined, Route, Language, string[] | undefined]>([
    [
      'the start page, in the entry: the first part of its language',
      MANIFEST,
      'start',
      'fr',
      [script('fr-F1.js')],
    ],
    [
      'the summary: the error messages, the table of pages, its chunk, what it imports, its texts',
      MANIFEST,
      'summary',
      'fr',
      [
        script('fr-F1.js'),
        script('fr-M1.js'),
        script('fr-L1.js'),
        script('pages-T1.js'),
        script('summary-S1.js'),
        script('card-C1.js'),
        script('dialog-D1.js'),
        script('fr-S1.js'),
        script('restore-saved-booking-R2.js'),
        script('basket-timer-B2.js'),
        style('summary-S1.css'),
        style('card-C1.css'),
        style('basket-timer-B2.css'),
      ],
    ],
    [
      'the summary in English: the English texts',
      MANIFEST,
      'summary',
      'en',
      [
        script('en-F1.js'),
        script('en-M1.js'),
        script('en-L1.js'),
        script('pages-T1.js'),
        script('summary-S1.js'),
        script('card-C1.js'),
        script('dialog-D1.js'),
        script('en-S1.js'),
        script('restore-saved-booking-R2.js'),
        script('basket-timer-B2.js'),
        style('summary-S1.css'),
        style('card-C1.css'),
        style('basket-timer-B2.css'),
      ],
    ],
    [
      'a route shown by the module of another: that module',
      MANIFEST,
      'accommodation-repartition',
      'fr',
      [
        script('fr-F1.js'),
        script('fr-M1.js'),
        script('fr-L1.js'),
        script('pages-T1.js'),
        script('accommodation-distribution-A1.js'),
        script('fr-A1.js'),
        script('restore-saved-booking-R2.js'),
        script('basket-timer-B2.js'),
        style('basket-timer-B2.css'),
      ],
    ],
    [
      'a page outside the booking: no restore, no timer',
      MANIFEST,
      'mon-compte',
      'fr',
      [
        script('fr-F1.js'),
        script('fr-M1.js'),
        script('fr-L1.js'),
        script('pages-T1.js'),
        script('account-visits-V2.js'),
        script('fr-V2.js'),
      ],
    ],
    ['the 404 page: none', MANIFEST, 'not-found', 'fr', undefined],
    ['a server without a web manifest (development): none', undefined, 'summary', 'fr', undefined],
  ])('%s', (_case, manifest, route, language, links) => {
    expect(pagePreloads(manifest)(route, language)?.split(', ')).toEqual(links);
  });

  it("names first, on every page, the platform's query, by GET as the web app asks it", () => {
    const preloads = pagePreloads(MANIFEST, PLATFORM_QUERY);
    const query = '</graphql?query=query%20Platform%20%7B%20platform%20%7B%20code%20%7D%20%7D>';
    for (const route of ['start', 'summary'] as const) {
      expect(preloads(route, 'fr')?.split(', ')[0]).toBe(
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

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/test-app.ts';

const INDEX_HTML = '<!doctype html><title>Sesame</title><div id="root"></div>';
const HASHED = 'start-B9x_c2Qd.js';
const HASHED_SCRIPT = `export const start = '${'sesame '.repeat(200)}';`;
/** The build's manifest, cut down to the entry, the chunks every page loads and the summary's. */
const MANIFEST = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true },
  'src/locales/fr.json?part=first': { file: 'assets/fr-F1.js', imports: ['index.html'] },
  ...Object.fromEntries(
    ['fr', 'en', 'es'].map((language) => [
      `_texts-${language}-M1.js`,
      { file: `assets/texts-${language}-M1.js`, name: `texts-${language}` },
    ]),
  ),
  '_later-T1.js': { file: 'assets/later-T1.js', name: 'later', imports: ['index.html'] },
  'src/routes/summary.tsx': { file: 'assets/summary-S1.js', imports: ['index.html'] },
  'src/locales/fr.json?page=summary': { file: 'assets/fr-S1.js' },
};

describe('web routes', () => {
  let webRoot: string;
  let context: TestContext;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'sesame-web-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(join(webRoot, 'index.html'), INDEX_HTML);
    await writeFile(join(webRoot, 'assets', 'app.js'), 'console.log(1);');
    // As the build writes them: hashed names, each text file beside its brotli and gzip forms.
    await writeFile(join(webRoot, 'assets', HASHED), HASHED_SCRIPT);
    await writeFile(join(webRoot, 'assets', `${HASHED}.br`), brotliCompressSync(HASHED_SCRIPT));
    await writeFile(join(webRoot, 'assets', `${HASHED}.gz`), gzipSync(HASHED_SCRIPT));
    await writeFile(join(webRoot, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    await mkdir(join(webRoot, '.vite'));
    await writeFile(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    context = await startTestApp('pglite', { webRoot });
  });

  afterAll(async () => {
    await context.app.close();
    await context.database.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers });

  // The web router renders these pages; parameters match by pattern.
  it.each([
    '/fr',
    '/fr/',
    '/en/offers',
    '/es/offers/category',
    '/fr/summary/',
    '/fr/accommodations/H-FR-CAS',
    '/fr/restaurants/2027-06-12/LUNCH',
    '/en/restaurants/2027-06-12/LUNCH/R-FR-BAN',
    '/fr/mon-compte/profil',
    '/fr/duration?x=1',
  ])('%s answers the web app with 200', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  // The web router renders its 404 page there: in the path's language, else the default one.
  it.each([
    '/fr/no-such-page',
    '/en/offers/nope',
    '/es/restaurants/2027-06-12',
    '/fr/not-found',
    '/no-such-page',
    '/de/offers',
  ])('%s answers the web app with 404', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it.each([
    ['/', '/fr'],
    ['/?track=offer&group=4', '/fr?track=offer&group=4'],
    ['/offers', '/fr/offers'],
    ['/duration?x=1', '/fr/duration?x=1'],
    ['/restaurants/2027-06-12/LUNCH', '/fr/restaurants/2027-06-12/LUNCH'],
    ['/FR', '/fr'],
    ['/Fr/offers', '/fr/offers'],
    ['/EN/nowhere?x=1', '/en/nowhere?x=1'],
  ])('%s redirects (302) to %s', async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it.each(['/billetterie', '/billetterie/0'])(
    'the old French sales path %s moves permanently (301) to /fr',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/fr');
    },
  );

  it('serves the files of the web app', async () => {
    const response = await get('/assets/app.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1);');
    // Not named by its content: it may change under the same name.
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves a hashed asset precompressed in the encoding asked, cached for a year', async () => {
    const immutable = 'public, max-age=31536000, immutable';
    const brotli = await get(`/assets/${HASHED}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe(immutable);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(HASHED_SCRIPT);

    const gzip = await get(`/assets/${HASHED}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(HASHED_SCRIPT);

    const plain = await get(`/assets/${HASHED}`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(HASHED_SCRIPT);
    expect(plain.headers['cache-control']).toBe(immutable);
  });

  it('serves the page precompressed too, revalidated before each use', async () => {
    const response = await get('/fr/offers', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('names in a Link header the files the page waits for, beside its precompressed answer', async () => {
    const response = await get('/fr/summary', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.link).toBe(
      ['index-E1.js', 'fr-F1.js', 'texts-fr-M1.js', 'later-T1.js', 'summary-S1.js', 'fr-S1.js']
        .map((file) => `</assets/${file}>; rel=modulepreload; crossorigin`)
        .join(', '),
    );
    expect((await get('/fr/no-such-page')).headers.link).toBeUndefined();
  });

  it.each(['/assets/nope.js', '/favicon.ico', '/fr/logo.svg'])(
    'a missing file %s is a plain 404, not the web app',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).not.toContain('<div id="root">');
    },
  );

  it.each(['/api/nope', '/graphql/nope', '/sandbox/nope'])(
    'the server path %s keeps its own JSON 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    },
  );

  it('leaves the API routes alone', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});

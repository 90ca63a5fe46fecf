import fastifyStatic from '@fastify/static';
import { routeOfPath } from '@sesame/domain/funnel/routes';
import { DEFAULT_LANGUAGE, isLanguage } from '@sesame/domain/i18n/language';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { pagePreloads, readManifest, readPlatformQuery } from './page-preloads.ts';

/** checkout-and-account.md §2: the old French sales home path, named by us (docs/spec-readings.md). */
const OLD_SALES_PATH = '/billetterie';

/** Paths of the server's own answers: their not-found stays theirs (JSON), never the HTML page. */
const SERVER_PATHS = /^\/(api|graphql|sandbox)(\/|$)/;
/** A missing file (`/assets/nope.js`, `/favicon.ico`) is a plain 404, not a page. */
const FILE_PATH = /\.[a-z0-9]+$/i;

export interface WebRoutesOptions {
  /** Folder of the built web app. */
  root: string;
}

/**
 * The built web app: its files, and `index.html` for every page path, with status 404 where the
 * web router shows its 404 page, so that the status and the page always agree. A page's answer
 * names the files it waits for beyond the entry (page-preloads.ts).
 */
export const webRoutes: FastifyPluginAsync<WebRoutesOptions> = async (app, { root }) => {
  app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes `.br` and `.gz` beside each text file (apps/web/scripts/precompress.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, path) => {
      response.setHeader('cache-control', cacheControlOf(path));
      // The same address answers brotli, gzip or plain: caches must keep them apart.
      response.setHeader('vary', 'accept-encoding');
    },
  });

  const preloads = pagePreloads(readManifest(root), readPlatformQuery(root));
  const sendPage = (reply: FastifyReply, status: 200 | 404, link?: string) => {
    if (link) reply.header('link', link);
    return reply.code(status).sendFile('index.html');
  };

  const home = `/${DEFAULT_LANGUAGE}`;
  app.get(OLD_SALES_PATH, (_request, reply) => reply.redirect(home, 301));
  app.get(`${OLD_SALES_PATH}/0`, (_request, reply) => reply.redirect(home, 301));

  app.get('/*', (request, reply) => {
    const queryStart = request.url.indexOf('?');
    const pathname = queryStart < 0 ? request.url : request.url.slice(0, queryStart);
    const search = queryStart < 0 ? '' : request.url.slice(queryStart);
    if (SERVER_PATHS.test(pathname)) return reply.callNotFound();
    const page = routeOfPath(pathname);
    if (page && page.route !== 'not-found')
      return sendPage(reply, 200, preloads(page.route, page.language));
    if (FILE_PATH.test(pathname)) return reply.code(404).type('text/plain').send('Not Found');
    if (page) return sendPage(reply, 404);
    const target = redirectTarget(pathname);
    if (target) return reply.redirect(`${target}${search}`, 302);
    return sendPage(reply, 404);
  });
};

/** Names the build gives a file from its content (`assets/app-3f9a1c2b.js`). */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(\.(br|gz))?$/;

/**
 * A hashed asset never changes: cached for a year. Anything else (index.html above all, which a
 * deployment changes in place) is revalidated before each use.
 */
function cacheControlOf(path: string): string {
  return HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Where a path without a (lower-case) language goes: `/FR/x` → `/fr/x` whatever `x` is, and
 * `/offers` → `/fr/offers` when that is a page; undefined when no page is there (a 404).
 */
function redirectTarget(pathname: string): string | undefined {
  const [, first = '', ...rest] = pathname.split('/');
  const language = first.toLowerCase();
  if (isLanguage(language)) return ['', language, ...rest].join('/');
  const target = pathname === '/' ? `/${DEFAULT_LANGUAGE}` : `/${DEFAULT_LANGUAGE}${pathname}`;
  return routeOfPath(target)?.route === 'not-found' ? undefined : target;
}

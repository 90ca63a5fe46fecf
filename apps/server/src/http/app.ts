import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { LANGUAGES } from '@sesame/domain/i18n/language';
import type { PlatformCode, PlatformConfig } from '@sesame/domain/platform/platform';
import Fastify, { type FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import { calendarRoute } from '../catalog/calendar-route.ts';
import { loadPlatforms } from '../catalog/platform-repo.ts';
import type { Database } from '../db/client.ts';
import { catalogueResponseCache } from '../graphql/catalogue-response-cache.ts';
import type { GraphqlContext } from '../graphql/context.ts';
import { resolvers, schema } from '../graphql/schema.ts';
import { createSandboxProvider } from '../payments/sandbox/sandbox-provider.ts';
import { sandboxRoutes } from '../payments/sandbox/sandbox-routes.ts';
import { requestLanguage } from './request-language.ts';
import { RequestLog } from './request-log.ts';
import { securityHeaders } from './security-headers.ts';
import type { Services } from './services.ts';

export interface AppOptions {
  db: Database;
  platformHosts?: Record<string, PlatformCode>;
  defaultPlatform?: PlatformCode;
  paymentSecret?: string;
  publicUrl?: string | undefined;
  /** Folder of the built web app; served with the single-page fallback when it exists. */
  webRoot?: string;
  logger?: boolean | { level: string };
}

/** Builds the whole HTTP application; `main.ts` only wires configuration and listens. */
export async function createApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLog(),
    trustProxy: true,
  });
  const platforms = await loadPlatforms(options.db);
  const platformHosts = new Map(Object.entries(options.platformHosts ?? {}));
  const defaultPlatform = options.defaultPlatform ?? 'fr';

  const platformOf = (request: FastifyRequest): PlatformConfig => {
    const header = request.headers.host ?? '';
    const port = header.indexOf(':');
    const host = (port < 0 ? header : header.slice(0, port)).toLowerCase();
    const code = platformHosts.get(host) ?? defaultPlatform;
    const platform = platforms.get(code);
    if (!platform) throw new Error(`Platform ${code} is not in the database`);
    return platform;
  };

  const services: Services = {
    db: options.db,
    payments: createSandboxProvider({
      db: options.db,
      secret: options.paymentSecret ?? 'sandbox-secret',
    }),
    publicUrl: (requestOrigin) => options.publicUrl ?? requestOrigin,
  };

  // Set by the hook below before any handler runs.
  app.decorateRequest('platform', null as unknown as PlatformConfig);
  app.addHook('onRequest', (request, _reply, done) => {
    request.platform = platformOf(request);
    done();
  });
  app.register(securityHeaders);
  app.register(catalogueResponseCache, { db: options.db });

  app.register(mercurius, {
    schema,
    resolvers,
    jit: 1,
    graphiql: false,
    queryDepth: 8,
    context: (request): GraphqlContext => ({
      ...services,
      platform: request.platform,
      language: requestLanguage(request),
    }),
  });

  app.register(calendarRoute, { services });
  app.register(sandboxRoutes, { services });
  app.get('/api/health', async () => ({ ok: true }));

  if (options.webRoot && existsSync(options.webRoot)) {
    app.register(fastifyStatic, { root: options.webRoot, wildcard: false, index: false });
    app.get('/', (_request, reply) => reply.redirect('/fr'));
    for (const language of LANGUAGES) {
      app.get(`/${language}`, (_request, reply) => reply.sendFile('index.html'));
      app.get(`/${language}/*`, (_request, reply) => reply.sendFile('index.html'));
    }
  }

  return app;
}

declare module 'fastify' {
  interface FastifyRequest {
    platform: PlatformConfig;
  }
}

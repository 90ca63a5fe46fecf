import { existsSync } from 'node:fs';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import { COMPLETION_HEADER } from '@sesame/domain/completion/completion-header';
import type { PlatformCode, PlatformConfig } from '@sesame/domain/platform/platform';
import Fastify from 'fastify';
import mercurius from 'mercurius';
import { roomNights } from '../accommodation/accommodation-product-line.ts';
import { calendarRoute } from '../catalog/calendar-route.ts';
import { catalogProductLines } from '../catalog/catalog-product-lines.ts';
import { loadPlatforms } from '../catalog/platform-repo.ts';
import { contentRoutes } from '../content/content-routes.ts';
import { couponProductLine } from '../coupons/coupon-product-lines.ts';
import type { Database } from '../db/client.ts';
import { filesRoutes } from '../documents/files-routes.ts';
import { orderDocumentsIssuer } from '../documents/issue-documents.ts';
import { ticketSigner } from '../documents/ticket-signer.ts';
import { DOCUMENTED_IDP_SIGNING_KEY, DOCUMENTED_TICKET_SIGNING_KEY } from '../env.ts';
import { catalogueResponseCache } from '../graphql/catalogue-response-cache.ts';
import type { GraphqlContext } from '../graphql/context.ts';
import { withGenericInternalErrors } from '../graphql/internal-errors.ts';
import { LIMITS, noIntrospectionRule, operationLimitsRule } from '../graphql/limits.ts';
import { graphqlErrorFormatter, graphqlRequestGuard } from '../graphql/request-guard.ts';
import { resolvers } from '../graphql/resolvers.ts';
import { schema } from '../graphql/schema.ts';
import {
  readTrustedDocuments,
  type TrustedDocuments,
  trustedDocumentTexts,
} from '../graphql/trusted-documents.ts';
import { authenticate, BearerRefused, graphqlAuthentication } from '../identity/bearer.ts';
import { idpRoutes } from '../identity/idp-routes.ts';
import { loadSigningKey } from '../identity/signing-key.ts';
import { insuranceProductLine } from '../insurance/insurance-product-line.ts';
import {
  createSandboxInsurer,
  type InsurerOutage,
  SANDBOX_INSURER_PREFIX,
  type SandboxInsurer,
} from '../insurance/sandbox/sandbox-insurer.ts';
import {
  createSandboxInsurerClient,
  fetchTransport,
  INSURER_TIMEOUT_MS,
  type InsurerTransport,
} from '../insurance/sandbox/sandbox-insurer-client.ts';
import { sandboxInsurerRoutes } from '../insurance/sandbox/sandbox-insurer-routes.ts';
import { insurancePolicies } from '../insurance/subscription/insurance-policies.ts';
import { invitationRoutes } from '../invitations/invitation-routes.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { createMailQueue } from '../mail/mail-queue.ts';
import { mailboxRoutes } from '../mail/mailbox-routes.ts';
import { devMailbox, type Mailer } from '../mail/mailer.ts';
import { newsletterRoutes } from '../newsletter/newsletter-routes.ts';
import { hashRoutes } from '../orders/hash-routes.ts';
import { type ProductLine, productLines } from '../orders/product-lines.ts';
import { type PostNotification, postWithFetch } from '../payments/sandbox/notification-sender.ts';
import { createSandboxProvider } from '../payments/sandbox/sandbox-provider.ts';
import { sandboxRoutes } from '../payments/sandbox/sandbox-routes.ts';
import { restaurantProductLine } from '../restaurants/restaurant-product-line.ts';
import { startJobs } from './app-jobs.ts';
import { platformByHost } from './platform-by-host.ts';
import { withRateLimitStatus } from './rate-limit.ts';
import { requestLanguage } from './request-language.ts';
import { RequestLog } from './request-log.ts';
import { restErrorHandler } from './rest-error-handler.ts';
import { securityHeaders } from './security-headers.ts';
import type { Services } from './services.ts';
import { webRoutes } from './web-routes.ts';

export interface AppOptions {
  db: Database;
  platformHosts?: Record<string, PlatformCode>;
  defaultPlatform?: PlatformCode;
  jobs: JobQueue;
  /** The clock of everything that is not the database's (signatures, card expiry). */
  clock?: () => Date;
  paymentSecret?: string;
  /** Key of the basket hashes (`/api/hash/*`); env.ts refuses the default in production. */
  basketHashSecret?: string;
  /** ES256 key (PKCS #8 PEM) of the identity provider; env.ts refuses the default in production. */
  idpSigningKey?: string;
  /** Ed25519 seed (base64url) of the ticket codes; env.ts refuses the default in production. */
  ticketSigningKey?: string;
  /** Where e-mail goes: SMTP, or the dev mailbox (the default; never in production). */
  mailer?: Mailer;
  /** Public origin for return and notification addresses; required behind a proxy. */
  publicUrl?: string | undefined;
  /** Proxy hops whose forwarded headers are believed (Fastify's `trustProxy`); none by default. */
  trustProxy?: false | number | string[];
  /** How the sandbox posts its notifications; tests deliver them in process. */
  postNotification?: PostNotification;
  /** Folder of the built web app; served with the single-page fallback when it exists. */
  webRoot?: string;
  logger?: boolean | { level: string };
  /**
   * NODE_ENV=production: GraphQL runs only the web app's documents (its build's manifest, read from
   * `webRoot` unless `trustedDocuments` is given), without introspection or suggestions.
   */
  production?: boolean;
  trustedDocuments?: TrustedDocuments;
  /** Line kinds sold besides the catalogue's, priced and held after them. */
  productLines?: readonly ProductLine[];
  /** The cancellation insurer (DESIGN.md, insurance); the built-in sandbox by default. */
  insurer?: {
    /** Its address; by default the sandbox's, on `publicUrl` (else the app's own listening origin). */
    url?: string;
    /** How the client calls it (fetch by default); tests may go in process. */
    transport?: InsurerTransport;
    timeoutMs?: number;
    /** Starts the sandbox unavailable (booking-funnel.md §8); tests switch `app.sandboxInsurer`. */
    outage?: InsurerOutage;
  };
}

/** A request header's one value; null when it is absent, empty or sent more than once. */
function headerValue(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Builds the whole HTTP application; `main.ts` only wires configuration and listens. */
export async function createApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLog(),
    trustProxy: trustedHops(options.trustProxy ?? false),
  });
  const platforms = await loadPlatforms(options.db);
  const platformOf = platformByHost(
    platforms,
    options.platformHosts ?? {},
    options.defaultPlatform ?? 'fr',
  );

  const clock = options.clock ?? (() => new Date());
  const paymentSecret = options.paymentSecret ?? 'sandbox-secret';
  const sandboxInsurer = createSandboxInsurer({
    db: options.db,
    secret: paymentSecret,
    now: clock,
    outage: options.insurer?.outage,
  });
  const services: Services = {
    db: options.db,
    log: app.log,
    clock,
    // Coupons after every kind they discount (decision 21); the insurance last, on the lines
    // after the coupons (booking-funnel.md §4).
    products: productLines([
      ...catalogProductLines,
      roomNights,
      restaurantProductLine(clock),
      ...(options.productLines ?? []),
      couponProductLine(clock),
      insuranceProductLine,
    ]),
    payments: createSandboxProvider({
      db: options.db,
      jobs: options.jobs,
      secret: paymentSecret,
      now: clock,
    }),
    insurance: createSandboxInsurerClient({
      baseUrl: () =>
        options.insurer?.url ??
        `${options.publicUrl ?? app.listeningOrigin}${SANDBOX_INSURER_PREFIX}`,
      transport: options.insurer?.transport ?? fetchTransport,
      timeoutMs: options.insurer?.timeoutMs ?? INSURER_TIMEOUT_MS,
      log: app.log,
    }),
    mail: createMailQueue(options.jobs),
    documents: orderDocumentsIssuer(options.jobs),
    insurancePolicies: insurancePolicies(options.jobs),
    signingKey: await loadSigningKey(options.idpSigningKey ?? DOCUMENTED_IDP_SIGNING_KEY),
    // The request's own address only when no proxy could have forged it (env.ts requires
    // PUBLIC_URL behind a proxy and in production).
    publicUrl: (request) => options.publicUrl ?? `${request.protocol}://${request.host}`,
  };
  await startJobs(options.jobs, {
    services,
    platforms,
    paymentSecret,
    postNotification: options.postNotification ?? postWithFetch,
    mailer: options.mailer ?? devMailbox,
    // An app driven in process (inject) listens nowhere: its links name localhost.
    origin: () =>
      options.publicUrl ?? (app.server.listening ? app.listeningOrigin : 'http://localhost'),
  });

  app.setErrorHandler(restErrorHandler);

  // Set by the hook below before any handler runs.
  app.decorateRequest('platform', null as unknown as PlatformConfig);
  app.decorateRequest('customer', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.platform = platformOf(request.headers.host);
    done();
  });
  app.register(securityHeaders);
  app.register(catalogueResponseCache, { db: options.db });
  // The API's answers (a calendar's months of prices, the catalogue): compressed on the way out,
  // at a brotli quality cheap enough per answer. Registered after the answer cache, which keeps
  // answers before they are compressed; the web's files come compressed from the build.
  app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  app.register(mercurius, {
    schema,
    resolvers,
    jit: 1,
    graphiql: false,
    allowBatchedQueries: false,
    // Depth, aliases and cost (limits.ts); the token limit is checked before, by the guard.
    validationRules: options.production
      ? [operationLimitsRule, noIntrospectionRule]
      : [operationLimitsRule],
    graphql: { parseOptions: { maxTokens: LIMITS.tokens } },
    additionalRouteOptions: {
      preValidation: [
        graphqlRequestGuard({
          trusted: options.production
            ? trustedDocumentTexts(
                options.trustedDocuments ?? readTrustedDocuments(options.webRoot),
                schema,
              )
            : undefined,
        }),
        graphqlAuthentication(services),
      ],
    },
    errorFormatter: withGenericInternalErrors(
      withRateLimitStatus(graphqlErrorFormatter({ hideSuggestions: options.production ?? false })),
    ),
    context: (request): GraphqlContext => ({
      ...services,
      platform: request.platform,
      language: requestLanguage(request),
      customer: request.customer ?? null,
      completionOrderId: headerValue(request.headers[COMPLETION_HEADER.toLowerCase()]),
    }),
  });

  app.register(calendarRoute, { services });
  app.register(sandboxRoutes, { services });
  app.decorate('sandboxInsurer', sandboxInsurer);
  app.register(sandboxInsurerRoutes, {
    prefix: SANDBOX_INSURER_PREFIX,
    insurer: sandboxInsurer,
    switchable: !options.production,
  });
  app.register(contentRoutes);
  app.register(hashRoutes, {
    services,
    secret: options.basketHashSecret ?? 'basket-hash-secret',
  });
  app.register(idpRoutes, { services });
  app.register(newsletterRoutes, { services });
  const signer = ticketSigner(options.ticketSigningKey ?? DOCUMENTED_TICKET_SIGNING_KEY);
  app.register(filesRoutes, {
    services,
    signer,
    customerOf: (request) => authenticate(services, request),
    isRefusal: (error) => error instanceof BearerRefused,
  });
  app.register(invitationRoutes, { db: options.db, signer });
  if (!options.production) app.register(mailboxRoutes, { db: options.db });
  app.get('/api/health', async () => ({ ok: true }));

  if (options.webRoot && existsSync(options.webRoot)) {
    app.register(webRoutes, { root: options.webRoot });
  }

  return app;
}

declare module 'fastify' {
  interface FastifyRequest {
    platform: PlatformConfig;
  }
  interface FastifyInstance {
    /** The built-in insurer's switch, for tests of its 'Service unavailable' path. */
    sandboxInsurer: SandboxInsurer;
  }
}

/** Fastify takes a hop count as a function: believe the `hops` nearest forwarders. */
function trustedHops(trust: false | number | string[]) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

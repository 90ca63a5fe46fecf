import type {
  FastifyRequest,
  onSendHookHandler,
  preSerializationHookHandler,
  preValidationHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { type DocumentNode, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { type Availability, availabilityOf } from '../catalog/availability-cache.ts';
import type { Database } from '../db/client.ts';
import { requestLanguage } from '../http/request-language.ts';

/**
 * Root fields whose answer depends only on the platform, the language, the arguments and the
 * availability snapshot, never on who asks: one computed answer can serve every visitor.
 */
const CATALOGUE_FIELDS = new Set([
  '__typename',
  'platform',
  'offers',
  'offersByGroup',
  'offerCalendar',
  'calendarEntries',
  'defaultPrices',
  'delivery',
  'offer',
  'complementaryOffers',
]);

/** The web app's documents are a few hundred characters; longer ones are not worth keeping. */
const MAX_DOCUMENT_LENGTH = 16_384;
const MAX_DOCUMENTS = 256;
const CONTENT_TYPE = 'application/json; charset=utf-8';

export interface CatalogueResponseCacheOptions {
  db: Database;
  /** Answers kept at most, and their total size; the oldest are dropped first. */
  maxEntries?: number;
  maxBytes?: number;
}

interface Answer {
  /**
   * The availability snapshot the answer was computed from. `availabilityOf` hands out the same
   * promise for as long as a snapshot is current, so the answer is valid while it still does.
   */
  snapshot: Promise<Availability>;
  bytes: Buffer;
  size: number;
}

/**
 * A catalogue query being computed, and the snapshot current before it started: if that one is
 * still current when the answer is ready, every read of the computation got it.
 */
interface Miss {
  key: string;
  snapshot: Promise<Availability>;
}

interface GraphqlBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/**
 * Serves catalogue queries (DESIGN.md B1) from answers already computed, in front of Mercurius on
 * POST /graphql. Availability shown to visitors may be a moment old: an answer lives exactly as
 * long as the availability snapshot it was computed from (≤ 1 s, and ended at once in this process
 * by `invalidateAvailability()` after a hold or a sale). Mutations, `order` and answers with errors
 * are never kept. A hit carries `x-cache: hit`.
 */
export const catalogueResponseCache = fp<CatalogueResponseCacheOptions>(
  async (app, { db, maxEntries = 1_000, maxBytes = 32 * 1024 * 1024 }) => {
    const answers = new Map<string, Answer>();
    let bytes = 0;
    const misses = new WeakMap<FastifyRequest, Miss>();
    const readsCatalogueOnly = catalogueOperations();

    const forget = (key: string) => {
      const answer = answers.get(key);
      if (!answer) return;
      answers.delete(key);
      bytes -= answer.size;
    };

    const remember = (key: string, answer: Answer) => {
      forget(key);
      answers.set(key, answer);
      bytes += answer.size;
      for (const oldest of answers.keys()) {
        if (answers.size <= maxEntries && bytes <= maxBytes) break;
        forget(oldest);
      }
    };

    const serveKnownAnswer: preValidationHookHandler = (request, reply, done) => {
      const body = request.body as GraphqlBody | null;
      const query = body?.query;
      if (typeof query !== 'string' || query.length > MAX_DOCUMENT_LENGTH) return done();
      const operationName = typeof body?.operationName === 'string' ? body.operationName : '';
      const platform = request.platform.code;
      const key = `${platform}\n${requestLanguage(request)}\n${operationName}\n${JSON.stringify(body?.variables ?? null)}\n${query}`;

      const known = answers.get(key);
      if (known) {
        if (known.snapshot === availabilityOf(db, platform)) {
          reply.header('content-type', CONTENT_TYPE).header('x-cache', 'hit').send(known.bytes);
          return;
        }
        forget(key);
      }
      if (readsCatalogueOnly(query, operationName))
        misses.set(request, { key, snapshot: availabilityOf(db, platform) });
      done();
    };

    const skipFailures: preSerializationHookHandler<unknown> = (request, _reply, payload, done) => {
      if ((payload as { errors?: unknown } | null)?.errors) misses.delete(request);
      done(null, payload);
    };

    const keepAnswer: onSendHookHandler<unknown> = (request, reply, payload, done) => {
      const miss = misses.get(request);
      if (
        !miss ||
        reply.statusCode !== 200 ||
        typeof payload !== 'string' ||
        // Ended by a hold, a sale or its age meanwhile: the answer could never be served.
        availabilityOf(db, request.platform.code) !== miss.snapshot
      )
        return done(null, payload);
      const answer = Buffer.from(payload);
      remember(miss.key, {
        snapshot: miss.snapshot,
        bytes: answer,
        size: answer.length + miss.key.length,
      });
      done(null, answer);
    };

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.url !== '/graphql' || !methods.includes('POST')) return;
      route.preValidation = [...hooks(route.preValidation), serveKnownAnswer];
      route.preSerialization = [...hooks(route.preSerialization), skipFailures];
      route.onSend = [...hooks(route.onSend), keepAnswer];
    });
  },
);

function hooks<T>(existing: T | T[] | undefined): T[] {
  if (existing === undefined) return [];
  return Array.isArray(existing) ? existing : [existing];
}

/**
 * Whether an operation of a document is a query reading catalogue fields only; each distinct
 * document is parsed once. `operationName` '' stands for the only operation of the document.
 */
function catalogueOperations() {
  const documents = new Map<string, Map<string, boolean>>();
  return (query: string, operationName: string): boolean => {
    let operations = documents.get(query);
    if (!operations) {
      operations = classifyOperations(query);
      if (documents.size >= MAX_DOCUMENTS) documents.clear();
      documents.set(query, operations);
    }
    return operations.get(operationName) ?? false;
  };
}

function classifyOperations(query: string): Map<string, boolean> {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return new Map();
  }
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  const classified = new Map<string, boolean>();
  for (const operation of operations) {
    if (operation.name) classified.set(operation.name.value, readsCatalogueOnly(operation));
  }
  if (operations.length === 1 && operations[0])
    classified.set('', readsCatalogueOnly(operations[0]));
  return classified;
}

/** Fragments at the root are refused rather than followed: the app's documents name their fields. */
function readsCatalogueOnly(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && CATALOGUE_FIELDS.has(selection.name.value),
    )
  );
}

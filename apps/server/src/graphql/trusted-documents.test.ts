import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildSchema, Kind, parse, visit } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INIT_ORDER, query } from '../orders/order-flow-fixture.ts';
import { startTestApp, type TestContext } from '../test/test-app.ts';
import { exceedsTokens, LIMITS, measureOperation } from './limits.ts';
import { schema } from './schema.ts';
import {
  readTrustedDocuments,
  sha256,
  TRUSTED_DOCUMENTS_FILE,
  type TrustedDocuments,
  trustedDocumentTexts,
} from './trusted-documents.ts';

/** The web build's own collector, run as the build runs it (a process: apps do not import each other). */
const collector = fileURLToPath(
  new URL('../../../web/scripts/trusted-documents.ts', import.meta.url),
);

let webRoot: string;
let shipped: TrustedDocuments;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'sesame-web-'));
  const manifest = join(webRoot, TRUSTED_DOCUMENTS_FILE);
  await mkdir(join(manifest, '..'), { recursive: true });
  await promisify(execFile)(process.execPath, ['--import', 'tsx', collector, manifest]);
  shipped = JSON.parse(await readFile(manifest, 'utf8'));
}, 60_000);

afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
});

/** The shipped document of the operation named `name`. */
const shippedOperation = (name: string): string => {
  const found = Object.values(shipped).find((text) => new RegExp(`^\\w+ ${name}\\b`).test(text));
  if (!found) throw new Error(`The web app ships no operation ${name}`);
  return found;
};

describe('the documents the web app ships', () => {
  it('are keyed by the SHA-256 of their text, and include every operation of the funnel', () => {
    for (const [hash, text] of Object.entries(shipped)) expect(sha256(text)).toBe(hash);
    for (const name of ['Platform', 'Offers', 'OfferCalendar', 'InitOrder', 'StartPayment'])
      expect(shippedOperation(name)).toBeTruthy();
  });

  it('each stay under half of every limit', () => {
    const built = buildSchema(schema);
    for (const text of Object.values(shipped)) {
      const document = parse(text);
      let aliases = 0;
      visit(document, {
        Field(node) {
          if (node.alias) aliases += 1;
        },
      });
      expect(exceedsTokens(text, LIMITS.tokens / 2), text).toBe(false);
      expect(aliases, text).toBeLessThanOrEqual(LIMITS.aliases / 2);
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        const { depth, cost } = measureOperation(built, document, definition);
        expect(depth, text).toBeLessThanOrEqual(LIMITS.depth / 2);
        expect(cost, text).toBeLessThanOrEqual(LIMITS.cost / 2);
      }
    }
  });
});

describe('trustedDocumentTexts', () => {
  const manifestOf = (...texts: string[]) =>
    Object.fromEntries(texts.map((text) => [sha256(text), text]));

  it('accepts the manifest the web build writes', () => {
    expect(trustedDocumentTexts(shipped, schema).size).toBe(Object.keys(shipped).length);
  });

  it('refuses to start on a document that does not match its hash', () => {
    expect(() =>
      trustedDocumentTexts({ [sha256('{ a }')]: '{ platform { code } }' }, schema),
    ).toThrow(/does not match its hash/);
  });

  it('refuses to start on a document that introspects, breaks a limit or the contract', () => {
    expect(() =>
      trustedDocumentTexts(manifestOf('{ __schema { types { name } } }'), schema),
    ).toThrow(/Introspection is disabled/);
    const aliases = Array.from({ length: 16 }, (_, index) => `a${index}: __typename`).join(' ');
    expect(() => trustedDocumentTexts(manifestOf(`{ ${aliases} }`), schema)).toThrow(/16 aliases/);
    expect(() => trustedDocumentTexts(manifestOf('{ platform { cod } }'), schema)).toThrow(
      /Cannot query field "cod"/,
    );
  });

  it('is read from the web build, and the server does not start without it', () => {
    expect(readTrustedDocuments(webRoot)).toEqual(shipped);
    expect(() => readTrustedDocuments(join(webRoot, 'missing'))).toThrow(/npm run build/);
    expect(() => readTrustedDocuments(undefined)).toThrow(/npm run build/);
  });
});

describe('GraphQL in production', () => {
  let context: TestContext;
  beforeAll(async () => {
    // The manifest is read from the web build's folder, as main.ts's server does.
    context = await startTestApp('pglite', { production: true, webRoot });
  });
  afterAll(async () => {
    await context?.app.close();
    await context?.database.close();
  });

  const post = async (payload: unknown) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: 'localhost', 'accept-language': 'en' },
      payload: payload as Record<string, unknown>,
    });
    return { status: response.statusCode, text: response.body, body: response.json() };
  };

  const orderCount = async () => {
    const [row] = await query<{ count: number }>(
      context,
      sql`select count(*)::int as count from orders`,
    );
    return row?.count;
  };

  const expectNotTrusted = (answer: Awaited<ReturnType<typeof post>>) => {
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      data: null,
      errors: [{ message: 'Unknown document.', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    });
  };

  it('runs the documents the web app ships', async () => {
    const platform = await post({ query: shippedOperation('Platform') });
    expect(platform.status).toBe(200);
    expect(platform.body.data.platform.code).toBe('fr');

    const before = await orderCount();
    const order = await post({ query: shippedOperation('InitOrder') });
    expect(order.body.data.initOrder.orderId).toEqual(expect.any(String));
    expect(await orderCount()).toBe((before ?? 0) + 1);
  });

  it('refuses any other document unread, so that none of its resolvers runs', async () => {
    const before = await orderCount();
    expectNotTrusted(await post({ query: INIT_ORDER }));
    // The same operation, one space apart from the shipped text.
    expectNotTrusted(await post({ query: ` ${shippedOperation('InitOrder')}` }));
    const aliases = Array.from({ length: 50 }, (_, index) => `a${index}: initOrder { orderId }`);
    expectNotTrusted(await post({ query: `mutation { ${aliases.join(' ')} }` }));
    expectNotTrusted(await post({ variables: {} }));
    expect(await orderCount()).toBe(before);
  });

  it('refuses untrusted documents sent by GET too', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ platform { code currency } }')}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('refuses batches, even of shipped documents', async () => {
    const before = await orderCount();
    const answer = await post([{ query: shippedOperation('InitOrder') }]);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].extensions.code).toBe('BATCHED_QUERIES_NOT_ALLOWED');
    expect(await orderCount()).toBe(before);
  });

  it('has no introspection', async () => {
    expectNotTrusted(await post({ query: '{ __schema { queryType { name } } }' }));
    expectNotTrusted(await post({ query: '{ __type(name: "Offer") { fields { name } } }' }));
  });

  it('never suggests names of the schema', async () => {
    const offers = shippedOperation('Offers');
    const variables = { language: 'en', adults: 2, children: 0, track: 'dat' };
    // Outside production the first answer ends with `Did you mean the enum value "date"?`
    // (limits.test.ts); the second run goes through the compiled (graphql-jit) query.
    for (let run = 0; run < 2; run += 1) {
      const answer = await post({ query: offers, variables });
      expect(answer.body.errors?.[0]?.message).toMatch(
        /^Variable "\$track" got invalid value "dat"/,
      );
      expect(answer.text).not.toMatch(/Did you mean/);
    }
    const basket = await post({
      query: shippedOperation('SaveBasket'),
      variables: { orderId: 'x', basket: { languag: 'en' } },
    });
    expect(basket.body.errors.map((error: { message: string }) => error.message)).toContain(
      'Variable "$basket" got invalid value { languag: "en" }; Field "languag" is not defined by type "BasketInput".',
    );
    expect(basket.text).not.toMatch(/Did you mean/);
  });
});

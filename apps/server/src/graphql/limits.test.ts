import { sql } from 'drizzle-orm';
import { buildSchema, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../orders/order-flow-fixture.ts';
import { startTestApp, type TestContext } from '../test/test-app.ts';
import { exceedsTokens, measureOperation } from './limits.ts';
import { withoutSuggestions } from './request-guard.ts';
import { schema } from './schema.ts';

/** `count` copies of `field`, each under its own alias. */
const aliased = (count: number, field: string) =>
  Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ');

const ALL_CALENDAR_ENTRIES =
  'calendarEntries(yearRange: 1) { startDate dates { date events { code title mainImage available } } }';

describe('measureOperation', () => {
  const built = buildSchema(schema);
  const measure = (document: string) => {
    const ast = parse(document);
    const [operation] = ast.definitions;
    if (operation?.kind !== 'OperationDefinition') throw new Error('not an operation');
    return measureOperation(built, ast, operation);
  };

  it('counts each field 1 and multiplies what a list field selects by the list factor', () => {
    expect(measure('{ platform { code country } }')).toEqual({ depth: 2, cost: 3 });
    expect(measure('{ platform { disabledOffers } }')).toEqual({ depth: 2, cost: 2 });
    // events: 1 + 10 × 4; dates: 1 + 10 × (1 + 41); calendarEntries: 1 + 10 × (1 + 421).
    expect(measure(`{ ${ALL_CALENDAR_ENTRIES} }`)).toEqual({ depth: 4, cost: 4_221 });
  });

  it('counts fragments where they are spread, without a depth of their own', () => {
    expect(
      measure(`{ platform { ...codes ... on Platform { currency } } }
        fragment codes on Platform { code features { pass } }`),
    ).toEqual({ depth: 3, cost: 5 });
  });

  it('counts fields unknown to the schema 1 each, leaving them to the other rules', () => {
    expect(measure('{ platform { nope { code } } }')).toEqual({ depth: 3, cost: 3 });
  });

  it('measures fragments that spread each other twice without expanding them', () => {
    const levels = 40;
    const fragments = Array.from(
      { length: levels },
      (_, level) => `fragment F${level} on Query { ...F${level + 1} ...F${level + 1} }`,
    ).join('\n');
    const { cost } = measure(`{ ...F0 } ${fragments} fragment F${levels} on Query { __typename }`);
    expect(cost).toBe(2 ** levels);
  });
});

describe('exceedsTokens', () => {
  it('counts the lexical tokens of a document, up to one past the limit', () => {
    expect(exceedsTokens('{ platform { code } }', 6)).toBe(false);
    expect(exceedsTokens('{ platform { code } }', 5)).toBe(true);
  });
});

describe('withoutSuggestions', () => {
  it('takes graphql-js suggestions out of a message', () => {
    expect(
      withoutSuggestions(
        'Value "dat" does not exist in "Track" enum. Did you mean the enum value "date"?',
      ),
    ).toBe('Value "dat" does not exist in "Track" enum.');
    expect(
      withoutSuggestions('Cannot query field "cod" on type "Platform". Did you mean "code"?'),
    ).toBe('Cannot query field "cod" on type "Platform".');
  });
});

describe('GraphQL limits, through the endpoint', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await startTestApp('pglite');
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
    return {
      status: response.statusCode,
      body: response.json() as {
        data?: Record<string, unknown> | null;
        errors?: Array<{ message: string; extensions?: { code?: string } }>;
      },
    };
  };

  const orderCount = async () => {
    const [row] = await query<{ count: number }>(
      context,
      sql`select count(*)::int as count from orders`,
    );
    return row?.count;
  };

  /** A refusal: HTTP 400, one short error with its code, no data and nothing of a stack. */
  const expectRefused = (
    answer: Awaited<ReturnType<typeof post>>,
    code: string,
    message?: RegExp,
  ) => {
    expect(answer.status).toBe(400);
    expect(answer.body.data ?? null).toBeNull();
    expect(answer.body.errors?.map((error) => error.extensions?.code)).toEqual([code]);
    const [error] = answer.body.errors ?? [];
    expect(error?.message.length).toBeLessThan(120);
    if (message) expect(error?.message).toMatch(message);
    expect(JSON.stringify(answer.body)).not.toMatch(/stack|\n\s+at /);
  };

  it('runs 15 aliases and refuses 16, before any resolver runs', async () => {
    const fifteen = await post({ query: `{ ${aliased(15, 'platform { code }')} }` });
    expect(fifteen.status).toBe(200);
    expect(Object.keys(fifteen.body.data ?? {})).toHaveLength(15);

    const before = await orderCount();
    const sixteen = await post({
      query: `mutation { ${aliased(16, 'initOrder { orderId }')} }`,
    });
    expectRefused(sixteen, 'QUERY_TOO_COMPLEX', /16 aliases; at most 15/);
    // The measure of the issue: 50 aliased initOrder in one request.
    expectRefused(
      await post({ query: `mutation { ${aliased(50, 'initOrder { orderId }')} }` }),
      'QUERY_TOO_COMPLEX',
    );
    expect(await orderCount()).toBe(before);
  });

  it('refuses a 20,000-alias document on its token count, without validating it', async () => {
    const document = `{ ${aliased(20_000, '__typename')} }`;
    const started = performance.now();
    const answer = await post({ query: document });
    const elapsed = performance.now() - started;
    expectRefused(answer, 'QUERY_TOO_LARGE', /more than 1000 tokens/);
    // Validating it took 2 s before (issue measure); reading 1,000 tokens takes a few ms.
    expect(elapsed).toBeLessThan(500);
  });

  it('refuses a syntax tree sent as JSON text, which Mercurius would otherwise run', async () => {
    // Mercurius tries a text that does not parse as JSON; its token limit never sees those.
    const small = JSON.stringify(parse('{ platform { code } }', { noLocation: true }));
    expectRefused(await post({ query: small }), 'GRAPHQL_PARSE_FAILED', /^Syntax Error/);
    // The message quotes the offending token, cut short.
    expectRefused(
      await post({ query: `{ "${'x'.repeat(100_000)}" }` }),
      'GRAPHQL_PARSE_FAILED',
      /^Syntax Error: Expected Name, found String "x+…$/,
    );

    // 5,000 aliases: 20,000 would be over the 1 MiB body limit as JSON.
    const huge = JSON.stringify(parse(`{ ${aliased(5_000, '__typename')} }`, { noLocation: true }));
    const started = performance.now();
    const answer = await post({ query: huge });
    expect(performance.now() - started).toBeLessThan(500);
    expectRefused(answer, 'QUERY_TOO_LARGE');
  });

  it('refuses an operation deeper than 8 fields', async () => {
    const depth = (levels: number) =>
      `{ __schema { types { fields { type { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } } } }`;
    const eight = await post({ query: depth(3) });
    expect(eight.status).toBe(200);
    expect(eight.body.errors).toBeUndefined();
    expectRefused(await post({ query: depth(4) }), 'QUERY_TOO_COMPLEX', /depth 9 exceeds/);
  });

  it('refuses an operation over the cost budget, however few its aliases', async () => {
    const one = await post({ query: `{ ${ALL_CALENDAR_ENTRIES} }` });
    expect(one.status).toBe(200);
    expect(one.body.errors).toBeUndefined();
    expectRefused(
      await post({ query: `{ ${aliased(2, ALL_CALENDAR_ENTRIES)} }` }),
      'QUERY_TOO_COMPLEX',
      /cost 8442 exceeds the limit of 5000/,
    );
  });

  it('refuses fragments that spread each other twice, quickly', async () => {
    const levels = 30;
    const fragments = Array.from(
      { length: levels },
      (_, level) => `fragment F${level} on Query { ...F${level + 1} ...F${level + 1} }`,
    ).join(' ');
    const started = performance.now();
    const answer = await post({
      query: `{ ...F0 } ${fragments} fragment F${levels} on Query { __typename }`,
    });
    expect(performance.now() - started).toBeLessThan(500);
    expectRefused(answer, 'QUERY_TOO_COMPLEX', /cost \d+ exceeds/);
  });

  it('refuses batched operations (an array body), running none of them', async () => {
    const before = await orderCount();
    const operation = { query: 'mutation { initOrder { orderId } }' };
    expectRefused(await post([operation, operation]), 'BATCHED_QUERIES_NOT_ALLOWED');
    expectRefused(await post([operation]), 'BATCHED_QUERIES_NOT_ALLOWED');
    expect(await orderCount()).toBe(before);
  });

  it('applies the same limits to GET requests', async () => {
    const document = `{ ${aliased(16, '__typename')} }`;
    const response = await context.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(document)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('keeps introspection and suggestions outside production', async () => {
    const introspection = await post({ query: '{ __schema { queryType { name } } }' });
    expect(introspection.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const typo = await post({ query: '{ platform { cod } }' });
    expect(typo.body.errors?.[0]?.message).toMatch(/Did you mean "code"\?$/);
    const enumValue = await post({
      query:
        'query ($track: Track) { offerCalendar(groupLength: 1, duration: 1, startDate: "2030-01-01", nbMonth: 1, track: $track) { firstAvailableStartDate } }',
      variables: { track: 'dat' },
    });
    expect(enumValue.body.errors?.[0]?.message).toMatch(/Did you mean the enum value "date"\?$/);
  });

  it('refuses a document again when Mercurius answers from its cache of failed validations', async () => {
    const document = `{ ${aliased(16, '__typename')} }`;
    expectRefused(await post({ query: document }), 'QUERY_TOO_COMPLEX');
    expectRefused(await post({ query: document }), 'QUERY_TOO_COMPLEX');
  });
});

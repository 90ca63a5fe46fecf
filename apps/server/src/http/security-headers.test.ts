import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ORDER } from '../orders/order-flow-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import { securityHeaders } from './security-headers.ts';

async function appWithRoutes() {
  const app = Fastify();
  await app.register(securityHeaders);
  app.get('/api/answer', async () => ({ email: 'ada@example.org' }));
  app.get('/api/cached', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=60').send({ days: [] }),
  );
  app.get('/assets/app.js', async (_request, reply) => reply.type('text/javascript').send(''));
  app.get('/apiary', async () => 'not the API');
  return app;
}

describe('securityHeaders', () => {
  it('sends a CSP with no plugins and no <base> on every response', async () => {
    const app = await appWithRoutes();
    for (const url of ['/api/answer', '/assets/app.js', '/nowhere']) {
      const csp = String((await app.inject({ url })).headers['content-security-policy']);
      const directives = csp.split(';').map((directive) => directive.trim());
      expect(directives).toEqual(
        expect.arrayContaining([
          "default-src 'self'",
          "object-src 'none'",
          "base-uri 'none'",
          "frame-ancestors 'none'",
        ]),
      );
      expect(directives.filter((directive) => directive.startsWith('base-uri'))).toHaveLength(1);
    }
  });

  it.each([
    ['an API answer', '/api/answer', 'no-store'],
    ['an API answer not found', '/api/nothing', 'no-store'],
    ['an API answer with a query', '/api/answer?lang=fr', 'no-store'],
    ['an API route that chose its own caching', '/api/cached', 'public, max-age=60'],
    ['a file of the web app', '/assets/app.js', undefined],
    ['a path that only starts like the API', '/apiary', undefined],
  ])('caching of %s: %s', async (_label, url, cacheControl) => {
    const app = await appWithRoutes();
    expect((await app.inject({ url })).headers['cache-control']).toBe(cacheControl);
  });
});

describeEachDatabase('security headers of the app', (context) => {
  it('keep GraphQL answers out of every cache, the catalogue ones included', async () => {
    const post = (query: string, variables = {}) =>
      context().app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { host: 'localhost' },
        payload: { query, variables },
      });
    const order = await post(ORDER, { orderId: '0b6f3a8e-3c5d-4b1a-9f7e-2d4c6a8b0e12' });
    const catalogue = '{ platform { code } }';
    await post(catalogue);
    const cached = await post(catalogue);

    expect(order.headers['cache-control']).toBe('no-store');
    expect(cached.headers['x-cache']).toBe('hit');
    expect(cached.headers['cache-control']).toBe('no-store');
    expect(cached.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('keep the calendar gateway out of every cache', async () => {
    const calendar = await context().app.inject({
      url: '/api/calendar?yearRange=1',
      headers: { host: 'localhost' },
    });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['cache-control']).toBe('no-store');
  });
});

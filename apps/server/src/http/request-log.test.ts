import Fastify from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { RequestLog } from './request-log.ts';

const apps: Array<ReturnType<typeof Fastify>> = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** An app logging at `level` into an array, with one route that answers and one that breaks. */
async function appLoggingAt(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    logController: new RequestLog(),
  });
  app.get('/fine', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('disk on fire');
  });
  apps.push(app);
  await app.ready();
  return { app, lines };
}

it('writes nothing for answered requests and unknown routes at info level', async () => {
  const { app, lines } = await appLoggingAt('info');

  await app.inject({ method: 'GET', url: '/fine' });
  await app.inject({ method: 'GET', url: '/missing' });

  expect(lines).toEqual([]);
});

it('writes one request line naming the route and status of a failed request', async () => {
  const { app, lines } = await appLoggingAt('info');

  await app.inject({ method: 'GET', url: '/broken' });

  expect(lines.filter((line) => line.msg === 'request failed')).toEqual([
    expect.objectContaining({ level: 50, method: 'GET', url: '/broken', statusCode: 500 }),
  ]);
});

it('writes every request at debug level', async () => {
  const { app, lines } = await appLoggingAt('debug');

  await app.inject({ method: 'GET', url: '/fine' });

  expect(lines).toContainEqual(
    expect.objectContaining({
      level: 20,
      msg: 'request completed',
      method: 'GET',
      url: '/fine',
      statusCode: 200,
    }),
  );
  expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
});

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createNotificationSender, SIGNATURE_HEADER } from './notification-sender.ts';
import { hasValidSignature } from './signature.ts';

interface Received {
  body: string;
  signature: IncomingMessage['headers'][string];
}

/** A merchant endpoint answering the given statuses in turn (then 200). */
async function merchant(statuses: number[]) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ body, signature: request.headers[SIGNATURE_HEADER] });
      response.statusCode = statuses[received.length - 1] ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/notify`, received, close: () => server.close() };
}

describe('createNotificationSender', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('posts the signed body and retries until the merchant acknowledges it', async () => {
    const endpoint = await merchant([500, 503]);
    const sender = createNotificationSender({ secret: 's3cret', retryDelaysMs: [10, 10, 10, 10] });
    cleanups.push(endpoint.close, sender.close);

    sender.send(endpoint.url, { paymentId: 'p1', status: 'succeeded' });

    await expect.poll(() => endpoint.received.length).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(endpoint.received).toHaveLength(3);
    const [first] = endpoint.received;
    expect(JSON.parse(first?.body ?? '')).toEqual({ paymentId: 'p1', status: 'succeeded' });
    expect(hasValidSignature('s3cret', first?.body ?? '', first?.signature)).toBe(true);
  });

  it('gives up after its retries when nobody answers, and stops at once when closed', async () => {
    const log: string[] = [];
    const sender = createNotificationSender({
      secret: 's',
      retryDelaysMs: [5, 5],
      log: (message) => log.push(message),
    });
    sender.send('http://127.0.0.1:1/notify', {});
    await expect
      .poll(() => log)
      .toEqual(['sandbox: notification to http://127.0.0.1:1/notify was never acknowledged']);

    const slow = createNotificationSender({ secret: 's', retryDelaysMs: [60_000] });
    slow.send('http://127.0.0.1:1/notify', {});
    const started = Date.now();
    await slow.close();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/test-app.ts';

const SHOW_TITLES = `query Titles {
  calendarEntries(yearRange: 1) { dates { date events { title } } }
}`;

describe('compressed API answers', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await startTestApp('pglite');
  });

  afterAll(async () => {
    await context.app.close();
    await context.database.close();
  });

  const calendar = (acceptEncoding?: string) =>
    context.app.inject({
      method: 'GET',
      url: '/api/calendar?yearRange=1',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('answers the calendar in brotli, gzip or plain, as the browser accepts', async () => {
    const plain = await calendar();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const brotli = await calendar('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await calendar('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps a catalogue answer in the answer cache and serves the copy compressed', async () => {
    const post = () =>
      context.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'accept-encoding': 'br', 'accept-language': 'en' },
        payload: { query: SHOW_TITLES },
      });
    const first = await post();
    const second = await post();

    expect(first.headers['content-encoding']).toBe('br');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('br');
    const answer = JSON.parse(brotliDecompressSync(second.rawPayload).toString());
    expect(answer.data.calendarEntries[0].dates.length).toBeGreaterThan(300);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(
      brotliDecompressSync(second.rawPayload).toString(),
    );
  });
});

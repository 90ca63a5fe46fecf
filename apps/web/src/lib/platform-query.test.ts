import { platformConfig } from '@sesame/domain/testing/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platformQuery } from './platform-query.ts';
import { createQueryClient } from './query-client.ts';

const spanishPlatform = platformConfig({
  code: 'es',
  country: 'es',
  defaultLanguage: 'es',
  disabledOffers: ['ES-PK1', 'ES-XMAS-PK'],
  disabledPackageOffers: ['ES-NS'],
  disabledStepsByOffer: { 'ES-NS': ['pass'], 'ES-XMAS': ['pass', 'restaurants'] },
  christmasActivityOffers: ['ES-XMAS', 'ES-XMAS-PK'],
  christmasOffers: ['ES-XMAS', 'ES-XMAS-PK'],
});
const park = { name: 'Tierras de Leyenda', phone: '+34 925 000 000' };

describe('the platform configuration', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is the whole configuration the server sends, steps skipped per offer included', async () => {
    const { disabledStepsByOffer: _, ...rest } = spanishPlatform;
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({
        data: {
          platform: {
            ...rest,
            park,
            disabledStepsByOffer: [
              { offerCode: 'ES-NS', steps: ['pass'] },
              { offerCode: 'ES-XMAS', steps: ['pass', 'restaurants'] },
            ],
          },
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);

    const config = await createQueryClient().fetchQuery(platformQuery());

    expect(config).toEqual({ ...spanishPlatform, park });
    // By GET, with no header of its own: the request the page's Link header had the browser make.
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(new URLSearchParams(url?.split('?')[1]).get('query')).toMatch(/^query Platform \{/);
    expect(init?.method).toBeUndefined();
    expect(init?.headers).toBeUndefined();
  });
});

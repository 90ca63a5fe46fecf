import type { PlatformConfig } from '@sesame/domain/platform/platform';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { graphql, request } from './graphql-client.ts';

interface PlatformResult {
  platform: Pick<
    PlatformConfig,
    'code' | 'country' | 'currency' | 'features' | 'christmasActivityOffers' | 'christmasOffers'
  >;
}

const PlatformDocument = graphql<PlatformResult>(`
  query Platform {
    platform {
      code
      country
      currency
      features {
        pass
        accommodation
        packageMode
        restaurants
        christmasActivities
        flexibleRate
        postalDelivery
        externalNewsletter
      }
      christmasActivityOffers
      christmasOffers
    }
  }
`);

/**
 * The configuration of the platform this site is served for. The offer lists the server filters
 * by itself are not sent to the browser, so the funnel rules see them empty.
 */
export function platformQuery() {
  return queryOptions({
    queryKey: ['platform'],
    queryFn: async ({ signal }): Promise<PlatformConfig> => {
      const { platform } = await request(PlatformDocument, {}, signal);
      return {
        ...platform,
        code: platform.code.toLowerCase() as PlatformConfig['code'],
        country: platform.country.toLowerCase() as PlatformConfig['country'],
        defaultLanguage: platform.country.toLowerCase() === 'es' ? 'es' : 'fr',
        disabledOffers: [],
        disabledPackageOffers: [],
        disabledStepsByOffer: {},
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The platform configuration; pages render below the shell, which waits for it. */
export function usePlatformConfig(): PlatformConfig {
  return useSuspenseQuery(platformQuery()).data;
}

import type { PlatformConfig } from '@sesame/domain/platform/platform';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { graphql, request } from './graphql-client.ts';

type SkippableStep = PlatformConfig['disabledStepsByOffer'][string][number];

interface PlatformResult {
  platform: Omit<PlatformConfig, 'disabledStepsByOffer'> & {
    disabledStepsByOffer: Array<{ offerCode: string; steps: SkippableStep[] }>;
  };
}

const PlatformDocument = graphql<PlatformResult>(`
  query Platform {
    platform {
      code
      country
      defaultLanguage
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
      disabledOffers
      disabledPackageOffers
      disabledStepsByOffer {
        offerCode
        steps
      }
      christmasActivityOffers
      christmasOffers
    }
  }
`);

/** The configuration of the platform this site is served for, as the funnel rules read it. */
export function platformQuery() {
  return queryOptions({
    queryKey: ['platform'],
    queryFn: async ({ signal }): Promise<PlatformConfig> => {
      const { platform } = await request(PlatformDocument, {}, signal);
      return {
        ...platform,
        disabledStepsByOffer: Object.fromEntries(
          platform.disabledStepsByOffer.map(({ offerCode, steps }) => [offerCode, steps]),
        ),
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The platform configuration; pages render below the shell, which waits for it. */
export function usePlatformConfig(): PlatformConfig {
  return useSuspenseQuery(platformQuery()).data;
}

import { PLATFORMS, type PlatformConfig } from '@sesame/domain/platform/platform';
import { graphql, publicQuery } from './graphql-client.ts';
import { queryOptions, useSuspenseQuery } from './query/index.ts';

const PlatformDocument = graphql<'Platform'>(`
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
      park {
        name
        phone
      }
    }
  }
`);

/** The platform as the site reads it: the funnel's configuration, and the park visitors deal with. */
export interface SitePlatform extends PlatformConfig {
  park: { name: string; phone: string };
}

/** The configuration of the platform this site is served for, as the funnel rules read it. */
export function platformQuery() {
  return queryOptions({
    queryKey: ['platform'],
    queryFn: async ({ signal }): Promise<SitePlatform> => {
      const { platform } = await publicQuery(PlatformDocument, signal);
      return {
        ...platform,
        // Strings in the contract, closed sets for the funnel's rules.
        code: oneOf(PLATFORMS, platform.code),
        country: oneOf(['fr', 'es'], platform.country),
        currency: oneOf(['EUR'], platform.currency),
        disabledStepsByOffer: Object.fromEntries(
          platform.disabledStepsByOffer.map(({ offerCode, steps }) => [offerCode, steps]),
        ),
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function oneOf<const T extends string>(values: readonly T[], value: string): T {
  if (values.some((known) => known === value)) return value as T;
  throw new Error(`Unknown value in the platform's configuration: ${value}`);
}

/** The platform configuration; pages render below the shell, which waits for it. */
export function usePlatformConfig(): SitePlatform {
  return useSuspenseQuery(platformQuery()).data;
}

import type { PlatformConfig } from '../platform/platform.ts';

/** booking-funnel.md §5: the tag of regular offers. */
export const OFFER_TAG = 'OFFER';

export interface ListingContext {
  config: Pick<PlatformConfig, 'country' | 'disabledOffers' | 'disabledPackageOffers'>;
  /** A package booking, where the package list of disabled offers applies too. */
  isPackage: boolean;
}

/**
 * booking-funnel.md §5 offer list filters: whether a platform lists, and so sells, an offer. Offers
 * tagged OFFER are out when their code is on a disabled list (the package list only for packages);
 * other offers are listed only where the park country is es.
 */
export function isOfferListed(
  offer: { code: string; tags: readonly (string | null)[] },
  { config, isPackage }: ListingContext,
): boolean {
  if (!offer.tags.includes(OFFER_TAG)) return config.country === 'es';
  if (config.disabledOffers.includes(offer.code)) return false;
  return !(isPackage && config.disabledPackageOffers.includes(offer.code));
}

import type { Offer } from './offer.ts';

/** booking-funnel.md §2: offers that need a seat category and a show date (offers/category). */
export function isNightShowOffer(offer: Pick<Offer, 'kind'> | null): boolean {
  return offer?.kind === 'nightShow' || offer?.kind === 'dayAndShow';
}

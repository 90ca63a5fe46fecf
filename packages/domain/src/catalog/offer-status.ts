import type { OfferStatus } from './offer.ts';
import { placesFit } from './places-fit.ts';

/** Below this many places left an offer card says "few left" (a rule of ours; the spec names the state only). */
export const FEW_PLACES_LEFT = 50;

/** booking-funnel.md §3 offer status: unavailable, full for this group, few left, or available. */
export function offerStatus(input: {
  available: boolean;
  availableStock: number;
  groupSize: number;
}): OfferStatus {
  if (!input.available) return 'unavailable';
  if (!placesFit(input.availableStock, input.groupSize)) return 'full';
  if (input.availableStock < FEW_PLACES_LEFT) return 'fewLeft';
  return 'available';
}

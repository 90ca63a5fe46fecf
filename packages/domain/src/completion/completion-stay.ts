import { type DistributionProblem, distributionProblems } from '../accommodation/distribution.ts';
import type { AccommodationBasket } from '../accommodation/distribution-schema.ts';
import type { Group } from '../booking/booking.ts';
import { isPackageOffer } from '../booking/package.ts';
import type { Offer } from '../catalog/offer.ts';
import type { PlatformConfig } from '../platform/platform.ts';

/** checkout-and-account.md §3: the product type of a hotel line (a room kind or its breakfast). */
const STAY_TYPE = 'ACCOMMODATION';

/**
 * checkout-and-account.md §4, already-booked view: whether the visit has a stay already — a hotel
 * line of the park's or of a partner's, in the paid order or a paid completion of it.
 */
export function hasBookedStay(oldLines: ReadonlyArray<{ type: string }>): boolean {
  return oldLines.some((line) => line.type === STAY_TYPE);
}

/** The paid visit a completion would add a stay to. */
export interface CompletionVisit {
  /** The visit's nights: its day difference (readings.md §6). */
  nights: number;
  /** The booked offer: a package (its kind, or nights of its own) comes with its stay. */
  offer: Pick<Offer, 'code' | 'kind' | 'nights'> | null;
}

/**
 * checkout-and-account.md §4 and docs/spec-readings.md (completion mode: which extras): the nights
 * a completion may add a stay for. A ticket visit of several days has its day difference; a package
 * none (its stay is part of it), nor a visit where the platform sells hotels only in packages or
 * not at all, or disables them for the offer (booking-funnel.md §2).
 */
export function completionStayNights(
  visit: CompletionVisit,
  config: Pick<PlatformConfig, 'features' | 'disabledStepsByOffer'>,
): number {
  const { offer } = visit;
  if (!config.features.accommodation || config.features.packageMode || !offer) return 0;
  if (isPackageOffer(offer)) return 0;
  if (config.disabledStepsByOffer[offer.code]?.includes('accommodations')) return 0;
  return Math.max(0, visit.nights);
}

export type CompletionStayRefusal =
  | { code: 'ALREADY_BOOKED' }
  | { code: 'ACCOMMODATION_NOT_INCLUDED' }
  | { code: 'STAY_NOT_IN_VISIT' }
  | { code: 'DISTRIBUTION_INVALID'; problems: DistributionProblem[] };

/**
 * checkout-and-account.md §4: why a completion may not add `stay` to the paid visit, or null. One
 * stay a visit: none once it has one (ALREADY_BOOKED); none for a visit without nights to add; the
 * stay starts on the visit's first day and lasts its nights (STAY_NOT_IN_VISIT); its rooms place
 * every visitor of the visit's group once (booking-funnel.md §5, DISTRIBUTION_INVALID).
 */
export function completionStayRefusal(
  stay: Pick<AccommodationBasket, 'startDate' | 'nights' | 'rooms'>,
  visit: {
    startDate: string;
    nights: number;
    group: Pick<Group, 'adults' | 'children' | 'babies'>;
  },
  oldLines: ReadonlyArray<{ type: string }>,
): CompletionStayRefusal | null {
  if (hasBookedStay(oldLines)) return { code: 'ALREADY_BOOKED' };
  if (visit.nights < 1) return { code: 'ACCOMMODATION_NOT_INCLUDED' };
  if (stay.startDate !== visit.startDate || stay.nights !== visit.nights)
    return { code: 'STAY_NOT_IN_VISIT' };
  const problems = distributionProblems(stay.rooms, visit.group);
  return problems.length > 0 ? { code: 'DISTRIBUTION_INVALID', problems } : null;
}

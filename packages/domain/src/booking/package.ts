import type { Offer } from '../catalog/offer.ts';
import type { PlatformConfig } from '../platform/platform.ts';
import type { Booking } from './booking.ts';

/** booking-funnel.md §3: visitType 1 means the visit is a package. */
export const PACKAGE_VISIT_TYPE = 1;

/**
 * booking-funnel.md §1 and §2, docs/spec-readings.md: a package is a ticket with a stay, so an
 * offer of the kind package or one with nights of its own, as the Christmas combo with a stay name
 * (ES-XMAS-PK: Navidad + 1 noche); the Christmas ticket alone (ES-XMAS) is none.
 */
export function isPackageOffer(offer: Pick<Offer, 'kind' | 'nights'>): boolean {
  return offer.kind === 'package' || (offer.nights ?? 0) > 0;
}

/** booking-funnel.md §2 and §3: a package visit, chosen as such (visitType 1) or by its offer. */
export function isPackageBooking(booking: Pick<Booking, 'visitType' | 'offer'>): boolean {
  return (
    booking.visitType === PACKAGE_VISIT_TYPE ||
    (booking.offer !== null && isPackageOffer(booking.offer))
  );
}

/**
 * booking-funnel.md §3 durationNight and catalogue.md §7.2: the nights of a visit of `duration`
 * days. An offer with nights of its own (a package: ES-PK1 is 1 day and 1 night) gives them;
 * otherwise they are the days minus one.
 */
export function visitNights(duration: number, offer: Pick<Offer, 'nights'> | null): number {
  return offer?.nights ? offer.nights : duration - 1;
}

/**
 * booking-funnel.md §2, stepper: a package or one of the two Christmas offers puts the
 * accommodation before the pass.
 */
export function usesPackageLayout(
  booking: Pick<Booking, 'visitType' | 'offer'>,
  config: Pick<PlatformConfig, 'christmasOffers'>,
): boolean {
  return (
    isPackageBooking(booking) ||
    (booking.offer !== null && config.christmasOffers.includes(booking.offer.code))
  );
}

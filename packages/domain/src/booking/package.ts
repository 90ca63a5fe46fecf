import type { PlatformConfig } from '../platform/platform.ts';
import type { Booking } from './booking.ts';

/** booking-funnel.md §3: visitType 1 means the visit is a package. */
export const PACKAGE_VISIT_TYPE = 1;

/** booking-funnel.md §2 and §3: a package visit, chosen as such (visitType 1) or by its offer. */
export function isPackageBooking(booking: Pick<Booking, 'visitType' | 'offer'>): boolean {
  return booking.visitType === PACKAGE_VISIT_TYPE || booking.offer?.kind === 'package';
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

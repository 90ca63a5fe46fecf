import type { Seating } from '@sesame/domain/catalog/offer';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { useTranslation } from '../../lib/i18n.ts';

/**
 * booking-funnel.md §3 bookingEvent: each park names its categories its own way, Bronze, Silver
 * and Golden Square in France, classic, preferential and plata in Spain; in the visitor's language.
 */
export function useSeatName(platform: PlatformCode): (seating: Seating) => string {
  const { t } = useTranslation();
  return (seating) => t(`offersCategory.seats.names.${platform}.${seating}`);
}

import {
  type AccommodationFilters,
  type AccommodationSort,
  filterAccommodations,
  sortAccommodations,
} from '@sesame/domain/accommodation/accommodation-list';
import { type Cents, cents, sumCents, ZERO } from '@sesame/domain/money/cents';
import type { ListedStay } from './accommodation-query.ts';
import { perNightPrice } from './booked-stay.ts';

/**
 * The list rules' view of a stay: the contract's price checked as Cents. Its rooms are not read
 * by the filters. The server lists only hotels whose every solution has stock entries all
 * carrying an eventId (booking-funnel.md §5, the domain's isAccommodationListed): the list's
 * documents do not ask for stock entries, which would take them over the API's cost limit.
 */
function listed(stay: ListedStay) {
  const { accommodation } = stay;
  return {
    ...accommodation,
    price: accommodation.price === null ? null : cents(accommodation.price),
    rooms: [],
    stay,
  };
}

/** booking-funnel.md §2: the visitor's filters and sorting, with the domain's rules. */
export function shownStays(
  stays: readonly ListedStay[],
  filters: AccommodationFilters,
  sort: AccommodationSort,
): ListedStay[] {
  return sortAccommodations(filterAccommodations(stays.map(listed), filters), sort).map(
    ({ stay }) => stay,
  );
}

/** What the filters offer: the stars and the services of the stays found. */
export function filterChoices(stays: readonly ListedStay[]) {
  const stars = [...new Set(stays.map(({ accommodation }) => accommodation.stars))].sort();
  const services = new Map<string, string>();
  for (const { accommodation } of stays) {
    for (const service of [...accommodation.mainServices, ...accommodation.secondaryServices])
      services.set(service.code, service.title);
  }
  return {
    stars,
    services: [...services]
      .map(([code, title]) => ({ code, title }))
      .sort((a, b) => a.title.localeCompare(b.title)),
  };
}

/**
 * booking-funnel.md §3, list item: what its cheapest solution's rooms cost, per night and for the
 * stay, breakfast aside; in a package the stay comes with the package's tickets (catalogue.md
 * §7.2). Null when no room sleeps the group.
 */
export function cheapestPrices(stay: ListedStay): { perNight: Cents; total: Cents } | null {
  const { price, nights } = stay.accommodation;
  if (price === null) return null;
  const rooms = cents(price);
  return {
    perNight: perNightPrice(rooms, nights),
    total: sumCents([rooms, stay.packageTicketPrice ?? ZERO]),
  };
}

import type { BookingAccommodation } from '@sesame/domain/booking/booking';
import { type Cents, cents, sumCents, ZERO } from '@sesame/domain/money/cents';
import type { StayDetail, StaySolution } from './accommodation-query.ts';

/** What a room solution costs: rooms, breakfast when taken, and a package's tickets. */
export function solutionPrice(
  solution: Pick<StaySolution, 'price' | 'breakfastPrice' | 'breakfastIncluded'>,
  breakfast: boolean,
  packageTicketPrice: Cents | null,
): Cents {
  return sumCents([
    solution.price,
    breakfast && !solution.breakfastIncluded ? solution.breakfastPrice : ZERO,
    packageTicketPrice ?? ZERO,
  ]);
}

/** A stay's rooms for one night: their price over the stay's nights, rounded to the cent. */
export function perNightPrice(price: Cents, nights: number): Cents {
  return cents(Math.round(price / Math.max(1, nights)));
}

/**
 * booking-funnel.md §3, booking accommodation: the hotel and the solution chosen, for the basket,
 * the summary and the confirmation. In a package its price carries the package's tickets, which
 * the ticket line then no longer counts (§4 total price).
 */
export function bookedStay(
  stay: StayDetail,
  solution: StaySolution,
  breakfast: boolean,
): BookingAccommodation {
  const { content, packageTicketPrice } = stay;
  const price = solutionPrice(solution, breakfast, packageTicketPrice);
  return {
    code: content.code,
    title: content.title,
    providerType: content.providerType,
    price,
    roomsSolution: {
      index: solution.index,
      source: content.providerType,
      price,
      solution: solution.rooms,
      startDate: content.startDate,
      nights: content.nights,
      breakfast: breakfast || solution.breakfastIncluded,
      breakfastIncluded: solution.breakfastIncluded,
    },
  };
}

import type { Cents } from '@sesame/domain/money/cents';
import { queryOptions } from '@tanstack/react-query';
import { graphql, request } from '../../lib/graphql-client.ts';

/** What Silver (LVL2) and Golden Square (LVL3) add per person to a Bronze seat. */
export interface SeatSupplements {
  SEATING_LVL2: Cents;
  SEATING_LVL3: Cents;
}

const DefaultPricesDocument = graphql<{ defaultPrices: SeatSupplements }, { startDate: string }>(`
  query DefaultPrices($startDate: String!) {
    defaultPrices(startDate: $startDate) {
      SEATING_LVL2
      SEATING_LVL3
    }
  }
`);

/** booking-funnel.md §7, `defaultPrices`: the seat supplements for a visit from `startDate`. */
export function defaultPricesQuery(startDate: string) {
  return queryOptions({
    queryKey: ['defaultPrices', startDate],
    queryFn: async ({ signal }) =>
      (await request(DefaultPricesDocument, { startDate }, signal)).defaultPrices,
  });
}

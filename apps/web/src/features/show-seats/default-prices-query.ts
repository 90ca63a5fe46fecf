import { type Cents, cents } from '@sesame/domain/money/cents';
import type { DefaultPricesQuery } from '../../lib/generated/graphql.ts';
import { graphql, request } from '../../lib/graphql-client.ts';
import { queryOptions } from '../../lib/query/index.ts';

/** What Silver (LVL2) and Golden Square (LVL3) add per person to a Bronze seat. */
export type SeatSupplements = Record<keyof DefaultPricesQuery['defaultPrices'], Cents>;

const DefaultPricesDocument = graphql<'DefaultPrices'>(`
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
    queryFn: async ({ signal }): Promise<SeatSupplements> => {
      const { defaultPrices } = await request(DefaultPricesDocument, { startDate }, signal);
      return {
        SEATING_LVL2: cents(defaultPrices.SEATING_LVL2),
        SEATING_LVL3: cents(defaultPrices.SEATING_LVL3),
      };
    },
  });
}

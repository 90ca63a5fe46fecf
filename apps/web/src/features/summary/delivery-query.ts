import { cents } from '@sesame/domain/money/cents';
import { graphql, request } from '../../lib/graphql-client.ts';
import { queryOptions, skipToken } from '../../lib/query/index.ts';

const DeliveryDocument = graphql<'Delivery'>(`
  query Delivery($startDate: String!) {
    delivery(startDate: $startDate) {
      price
    }
  }
`);

/**
 * booking-funnel.md §7, `delivery`: the postage for tickets by post; null when not offered.
 * Without a start date (or without postal delivery on the platform) nothing is asked.
 */
export function deliveryQuery(startDate: string | null) {
  return queryOptions({
    queryKey: ['delivery', startDate],
    queryFn: startDate
      ? async ({ signal }) => {
          const { price } = (await request(DeliveryDocument, { startDate }, signal)).delivery;
          return price === null ? null : cents(price);
        }
      : skipToken,
  });
}

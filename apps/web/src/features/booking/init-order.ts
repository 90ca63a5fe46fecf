import { graphql } from '../../lib/graphql-client.ts';

/** booking-funnel.md §7 initOrder: a new order id and the short id the visitor reads. */
export const InitOrderDocument = graphql<'InitOrder'>(`
  mutation InitOrder {
    initOrder {
      orderId
      shortOrderId
    }
  }
`);

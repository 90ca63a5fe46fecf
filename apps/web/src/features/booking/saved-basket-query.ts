import type { SavedChoices, SavedLine } from '@sesame/domain/booking/saved-booking';
import { graphql, request } from '../../lib/graphql-client.ts';

const BasketDocument = graphql<'Basket'>(`
  query Basket($id: ID!) {
    basket(id: $id) {
      status
      total
      lines {
        kind
        totalPrice
      }
      booking {
        startDate
        duration
        offerCode
        seating
        eventDate
        flexibleRate
        insurance
        sendingMethod
        isDonation
        donationValue
        coupons
        group {
          adults
          children
          babies
          hasLargeFamilyCard
          hasPsh
          disabledAdults
          disabledChildren
        }
        complementaries {
          code
          dates
          quantity
        }
      }
      customer {
        email
        firstName
        lastName
      }
    }
  }
`);

export interface SavedBasket {
  status: string;
  total: number | null;
  lines: SavedLine[];
  booking: SavedChoices | null;
  customer: { email: string; firstName: string; lastName: string } | null;
}

/**
 * booking-funnel.md §7, `basket(id)`: the booking and customer saved on the order, to whoever
 * holds its id; null when the order is not (or no longer) one the visitor can reach.
 */
export async function fetchSavedBasket(orderId: string): Promise<SavedBasket | null> {
  const { basket } = await request(BasketDocument, { id: orderId });
  return basket ?? null;
}

import type { Language } from '@sesame/domain/i18n/language';
import { type Cents, cents } from '@sesame/domain/money/cents';
import type { BasketInput } from '@sesame/domain/validation/basket-schema';
import { graphql, request } from '../../lib/graphql-client.ts';
import { queryOptions, skipToken } from '../../lib/query/index.ts';

const InsuranceDocument = graphql<'Insurance'>(`
  query Insurance($lang: Language, $booking: InsuranceBooking!) {
    insurance(lang: $lang, booking: $booking) {
      price
      available
      insuranceId
    }
  }
`);

export type InsuranceQuote =
  | { available: true; price: Cents; insuranceId: string }
  | { available: false };

/**
 * booking-funnel.md §7 insurance: a quote for the order's saved basket (the server reads its
 * lines, never a price from here). `savedBasket` is the basket the order holds, null while it
 * is being saved; the quote changes with it but not with the insurance nor the gift, which the
 * insurer does not insure.
 */
export function insuranceQuery(
  orderId: string | null,
  savedBasket: BasketInput | null,
  language: Language,
) {
  const {
    insurance: _insurance,
    isDonation: _gift,
    donationValue: _value,
    ...insured
  } = savedBasket ?? {};
  return queryOptions({
    queryKey: ['insurance', orderId, language, savedBasket && insured],
    queryFn:
      orderId && savedBasket
        ? async ({ signal }): Promise<InsuranceQuote> => {
            const { insurance } = await request(
              InsuranceDocument,
              { lang: language, booking: { orderId } },
              signal,
            );
            return insurance.available && insurance.price !== null && insurance.insuranceId
              ? {
                  available: true,
                  price: cents(insurance.price),
                  insuranceId: insurance.insuranceId,
                }
              : { available: false };
          }
        : skipToken,
    retry: false,
    // The quote's id lasts an hour (decision 20); a new basket asks again.
    staleTime: 10 * 60_000,
  });
}

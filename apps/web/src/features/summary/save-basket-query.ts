import { stayBasket } from '@sesame/domain/accommodation/stay-basket';
import type { Booking, Group } from '@sesame/domain/booking/booking';
import { effectiveShowDate } from '@sesame/domain/booking/show-date';
import type { Language } from '@sesame/domain/i18n/language';
import { cents } from '@sesame/domain/money/cents';
import { mealBasketFields } from '@sesame/domain/restaurants/meal-lines';
import type { BasketInput } from '@sesame/domain/validation/basket-schema';
import { BASKET_LINE_FRAGMENT, basketLine } from '../../lib/basket-line.ts';
import { expectSuccess, graphql, request } from '../../lib/graphql-client.ts';
import { keepPreviousData, queryOptions, skipToken } from '../../lib/query/index.ts';

const SaveBasketDocument = graphql<'SaveBasket'>(`
  mutation SaveBasket($orderId: ID!, $basket: BasketInput!) {
    saveBasket(orderId: $orderId, basket: $basket) {
      success
      code
      lines { ...BasketLineFields }
      total
    }
  }
  ${BASKET_LINE_FRAGMENT}
`);

/** The large family card of a basket, sent only when the visitor has one (the server checks it). */
function largeFamilyCard(group: Group) {
  const card = group.hasLargeFamilyCard;
  return {
    hasLargeFamilyCard: card,
    largeFamilyCardNumber: card ? group.largeFamilyCardNumber : '',
    largeFamilyCardValidity: card ? group.largeFamilyCardValidity : '',
    largeFamilyCardArea: card ? group.largeFamilyCardArea : '',
    largeFamilyCardCategory: card ? group.largeFamilyCardCategory : '',
  };
}

/** The basket as the server receives it: choices only, never a price (DESIGN.md). */
export function basketInput(booking: Booking, language: Language): BasketInput | null {
  const { group, offer, startDate } = booking;
  if (!offer || !startDate) return null;
  return {
    language,
    group: {
      adults: group.adults,
      children: group.children,
      babies: group.babies,
      ...largeFamilyCard(group),
      hasPsh: group.hasPsh,
      disabledAdults: group.disabledAdults,
      disabledChildren: group.disabledChildren,
    },
    startDate,
    duration: booking.duration,
    offerCode: offer.code,
    seating: effectiveShowDate(booking) ? booking.bookingEvent.seating : null,
    eventDate: effectiveShowDate(booking),
    complementaries: booking.complementaries.map(({ code, dates, session, quantity }) => ({
      code,
      dates,
      session: session ?? null,
      quantity,
    })),
    flexibleRate: booking.flexibleRate,
    insurance: booking.insurance === true,
    sendingMethod: booking.sendingMethod,
    isDonation: booking.isDonation,
    donationValue: booking.donationValue,
    coupons: booking.coupons,
    ...mealBasketFields(booking),
    accommodation: stayBasket(booking.bookingAccommodation),
  };
}

/**
 * booking-funnel.md §7, `saveBasket`: stores the basket on the order and answers its lines and
 * total as the server priced them. Saving is idempotent and its answer is what the summary
 * shows, so it is read like a query: one request per distinct basket, the latest one wins.
 */
export function savedBasketQuery(orderId: string | null, basket: BasketInput | null) {
  return queryOptions({
    queryKey: ['saveBasket', orderId, basket],
    queryFn:
      orderId && basket
        ? async ({ signal }) => {
            const { saveBasket } = await request(SaveBasketDocument, { orderId, basket }, signal);
            const { lines, total } = expectSuccess(saveBasket);
            return { lines: lines.map(basketLine), total: cents(total) };
          }
        : skipToken,
    staleTime: 0,
    retry: false,
    // Changing the delivery method re-prices the basket: the lines stay while it does.
    placeholderData: keepPreviousData,
  });
}

import type { DistributionProblem } from '@sesame/domain/accommodation/distribution';
import { isAlreadyBooked } from '@sesame/domain/completion/already-booked';
import { bookedMenus, extraMealsRefusal } from '@sesame/domain/completion/booked-meals';
import { completionStayRefusal } from '@sesame/domain/completion/completion-stay';
import { orderProductType } from '@sesame/domain/completion/order-to-complete';
import { completionRefusal } from '@sesame/domain/completion/read-only';
import { addDays } from '@sesame/domain/dates/calendar-days';
import type { Language } from '@sesame/domain/i18n/language';
import { type Cents, sumCents } from '@sesame/domain/money/cents';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import type { BasketInput } from '@sesame/domain/validation/basket-schema';
import type { Database } from '../db/client.ts';
import { inTransaction } from '../db/executor.ts';
import type { StockQuantity } from '../orders/holds-repo.ts';
import { lockOrder, type OrderLine, orderLines, saveBasketLines } from '../orders/orders-repo.ts';
import type { LineRefusal, ProductLines } from '../orders/product-lines.ts';
import { restaurantCatalogueOf } from '../restaurants/restaurant-catalogue.ts';
import { ownedPaidOrder, paidCompletionLines, parentOfCompletion } from './completion-repo.ts';
import { savedRequest } from './order-to-complete.ts';
import { bareVisit, extraCodes, visitLines, visitStayNights } from './visit-lines.ts';

export type SaveCompletionResult =
  | { success: true; lines: OrderLine[]; total: Cents }
  | {
      success: false;
      code:
        | 'ORDER_NOT_FOUND'
        | 'ORDER_ALREADY_PAID'
        | 'ORDER_READ_ONLY'
        | 'VISIT_OVER'
        | 'ALREADY_BOOKED'
        | 'OFFER_UNAVAILABLE'
        | 'BASKET_INVALID'
        | 'TOO_MANY_MENUS'
        | 'ACCOMMODATION_NOT_INCLUDED'
        | 'STAY_NOT_IN_VISIT'
        | 'DISTRIBUTION_INVALID'
        | LineRefusal['refused'];
      /** DISTRIBUTION_INVALID: who the rooms leave out or put wrong (booking-funnel.md §5). */
      problems?: DistributionProblem[];
    };

type Refusal = Extract<SaveCompletionResult, { success: false }>;

/** What a completion adds to a visit: passes and activities, meals and their allergy answer, a stay. */
type CompletionExtras = Pick<
  BasketInput,
  'complementaries' | 'restaurants' | 'restaurantAllergies' | 'restaurantAllergyNote'
> & { accommodation?: BasketInput['accommodation'] };

/**
 * saveBasket for a completion order (issue 10): the extras are priced on the parent order's visit
 * (its group, days, offer and seat, taken from the parent, never from the browser) and only they
 * are stored, with the places they take: the ticket already paid is neither sold nor held again.
 * A meal keeps every rule of the restaurant step on the visit's days, and a menu per visitor at
 * each meal counting the menus the visit already has (checkout-and-account.md §4). A stay is one
 * a visit, for a ticket visit with nights: from its first day for its nights, its rooms placing
 * the visit's group; only its room-nights are held.
 */
export async function saveCompletionBasket(
  db: Database,
  products: ProductLines,
  platform: PlatformConfig,
  request: CompletionExtras & {
    customerId: string;
    orderId: string;
    language: Language;
    today: string;
  },
): Promise<SaveCompletionResult> {
  const parentOrderId = await parentOfCompletion(db, request);
  const parent =
    parentOrderId &&
    (await ownedPaidOrder(db, {
      customerId: request.customerId,
      orderId: parentOrderId,
      platform: platform.code,
    }));
  const visit = parent && savedRequest(parent);
  if (!parent || !visit) return { success: false, code: 'ORDER_NOT_FOUND' };
  const refusal = completionRefusal(
    { ...parent, accessEndDate: addDays(visit.startDate, visit.duration - 1) },
    request.today,
  );
  if (refusal === 'READ_ONLY') return { success: false, code: 'ORDER_READ_ONLY' };
  if (refusal === 'VISIT_OVER') return { success: false, code: 'VISIT_OVER' };

  const booked = [
    ...(await orderLines(db, parent.id)),
    ...(await paidCompletionLines(db, parent.id)),
  ];
  const wanted = request.complementaries.map((c) => c.code);
  const meals = request.restaurants ?? [];
  const stay = request.accommodation ?? null;
  if (wanted.length === 0 && meals.length === 0 && !stay)
    return { success: false, code: 'BASKET_INVALID' };
  if (wanted.some((code) => isAlreadyBooked(booked, code))) {
    return { success: false, code: 'ALREADY_BOOKED' };
  }
  if (stay) {
    const nights = await visitStayNights(db, platform, visit);
    const refusal = completionStayRefusal(
      stay,
      { startDate: visit.startDate, nights, group: visit.group },
      booked.map((line) => ({ type: orderProductType(line.kind, null) })),
    );
    if (refusal) return { success: false, ...refusal };
  }
  if (meals.length > 0) {
    const { rules } = await restaurantCatalogueOf(db, platform.code);
    const visitMenus = bookedMenus(booked.filter((line) => line.kind === 'restaurant'));
    const refusal = extraMealsRefusal(meals, visitMenus, visit.group, rules.dinnerThreshold);
    if (refusal) return { success: false, code: refusal };
  }

  const priced = await priceExtras(db, products, platform, {
    ...visit,
    language: request.language,
    complementaries: request.complementaries,
    // The visit's own meals are paid: only the new ones are priced, with their allergy answer.
    restaurants: meals,
    restaurantAllergies: request.restaurantAllergies,
    restaurantAllergyNote: request.restaurantAllergyNote,
    // The visit has no stay: only the new one is priced, on the visit's days and group.
    accommodation: stay,
  });
  if ('code' in priced) return priced;

  return inTransaction(db, async (tx): Promise<SaveCompletionResult> => {
    const stored = await lockOrder(tx, request.orderId);
    if (!stored || stored.status === 'cancelled')
      return { success: false, code: 'ORDER_NOT_FOUND' };
    if (stored.status === 'paid') return { success: false, code: 'ORDER_ALREADY_PAID' };
    await saveBasketLines(tx, {
      id: request.orderId,
      language: request.language,
      basket: { request: priced.basket, stock: priced.stock },
      lines: priced.lines,
      total: priced.total,
    });
    return { success: true, lines: priced.lines, total: priced.total };
  });
}

/** The extras' lines on the visit, and the places they take; nothing of the paid visit. */
async function priceExtras(
  db: Database,
  products: ProductLines,
  platform: PlatformConfig,
  visit: BasketInput,
): Promise<
  { basket: BasketInput; lines: OrderLine[]; total: Cents; stock: StockQuantity[] } | Refusal
> {
  const basket = bareVisit(visit);
  const priced = await visitLines(db, products, platform, basket, extraCodes(basket));
  if (!priced) return { success: false, code: 'OFFER_UNAVAILABLE' };
  if ('refused' in priced) return { success: false, code: priced.refused };
  return { basket, ...priced, total: sumCents(priced.lines.map((line) => line.totalPrice)) };
}

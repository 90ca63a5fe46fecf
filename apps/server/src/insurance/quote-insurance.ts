import { addDays } from '@sesame/domain/dates/calendar-days';
import type { Language } from '@sesame/domain/i18n/language';
import type { Cents } from '@sesame/domain/money/cents';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import { z } from 'zod';
import type { Services } from '../http/services.ts';
import { findOrder, orderLines } from '../orders/orders-repo.ts';
import { insurerLines } from './insured-lines.ts';

export type QuoteInsuranceResult =
  | { available: true; price: Cents; insuranceId: string }
  | { available: false; price: null; insuranceId: null }
  | { refused: 'ORDER_NOT_FOUND' | 'ORDER_ALREADY_PAID' | 'BASKET_INVALID' };

/** What the quote reads of the basket saveBasket stored (its parsed BasketInput). */
const savedBasket = z.object({
  group: z.object({ adults: z.int(), children: z.int(), babies: z.int() }),
  startDate: z.string(),
  duration: z.int().min(1),
});

/**
 * booking-funnel.md §7 insurance: a quote for the order's saved basket. The insurer is given every
 * line as the server priced it, the whole group and the visit's days, never the browser's
 * figures; it applies catalogue.md's INS rule. An insurer that cannot be reached is an answer
 * (§8, 'Service unavailable'): `available: false`, no price.
 */
export async function quoteInsurance(
  services: Pick<Services, 'db' | 'insurance'>,
  platform: PlatformConfig,
  request: { orderId: string; language: Language; today: string },
): Promise<QuoteInsuranceResult> {
  const order = await findOrder(services.db, request.orderId);
  if (!order || order.platform !== platform.code) return { refused: 'ORDER_NOT_FOUND' };
  if (order.status === 'paid') return { refused: 'ORDER_ALREADY_PAID' };
  const basket = savedBasket.safeParse(order.basket?.request);
  if (order.status === 'cancelled' || !basket.success) return { refused: 'BASKET_INVALID' };

  const { group, startDate, duration } = basket.data;
  const lines = await orderLines(services.db, order.id);
  if (lines.length === 0) return { refused: 'BASKET_INVALID' };

  const quote = await services.insurance.quote({
    language: request.language,
    currency: platform.currency,
    effectiveDate: request.today,
    eventHiringDate: startDate,
    dueDate: addDays(startDate, duration - 1),
    groupLength: group.adults + group.children + group.babies,
    lines: insurerLines(lines),
  });
  return quote.available ? quote : { available: false, price: null, insuranceId: null };
}

import { addDays } from '@sesame/domain/dates/calendar-days';
import type { Language } from '@sesame/domain/i18n/language';
import type { Cents } from '@sesame/domain/money/cents';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import { z } from 'zod';
import type { Executor } from '../db/executor.ts';
import type { Services } from '../http/services.ts';
import { findOrder, type OrderRow, orderLines } from '../orders/orders-repo.ts';
import type { InsuranceQuoteRequest } from './insurance-provider.ts';
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
  if (order.status === 'cancelled') return { refused: 'BASKET_INVALID' };
  const quoteRequest = await orderQuoteRequest(services.db, order, platform.currency, request);
  if (!quoteRequest) return { refused: 'BASKET_INVALID' };

  const quote = await services.insurance.quote(quoteRequest);
  return quote.available ? quote : { available: false, price: null, insuranceId: null };
}

/**
 * What the insurer is asked to price for an order: its saved basket's group and days, and its
 * lines as the server priced them; null when it has no saved basket or no line. The subscription
 * of a paid order's policy asks the same (decision 27).
 */
export async function orderQuoteRequest(
  db: Executor,
  order: Pick<OrderRow, 'id' | 'basket'>,
  currency: string,
  request: { language: Language; today: string },
): Promise<InsuranceQuoteRequest | null> {
  const basket = savedBasket.safeParse(order.basket?.request);
  if (!basket.success) return null;
  const { group, startDate, duration } = basket.data;
  const lines = await orderLines(db, order.id);
  if (lines.length === 0) return null;
  return {
    language: request.language,
    currency,
    effectiveDate: request.today,
    eventHiringDate: startDate,
    dueDate: addDays(startDate, duration - 1),
    groupLength: group.adults + group.children + group.babies,
    lines: insurerLines(lines),
  };
}

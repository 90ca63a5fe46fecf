import { z } from 'zod';
import { distributionSchema } from '../accommodation/distribution-schema.ts';
import { SLOT_TIME } from '../catalog/christmas-activity.ts';
import { SEATINGS } from '../catalog/offer.ts';
import { isoDate, oneOf, requiredText, wholeNumber } from './fields.ts';
import { MAX_DURATION, MAX_GROUP_PLACES } from './limits.ts';

/**
 * booking-funnel.md §7: the stock services a hold is for (ACTIVITY: a slot of the Christmas
 * activity; ACCOMMODATION: room-nights; RESTAURANT: the covers of a sitting, its eventId as the
 * code); ALL only to release an order's holds.
 */
export const STOCK_SERVICES = [
  'TICKET',
  'EVENT',
  'PASS',
  'ACTIVITY',
  'ACCOMMODATION',
  'RESTAURANT',
  'ALL',
] as const;

const orderId = () =>
  z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'validation.required' : 'validation.format',
  });

/** booking-funnel.md §7 setLockedStock and removeLockedStock: what to hold for an order. */
export const lockedStockSchema = z.object({
  orderId: orderId(),
  service: oneOf(STOCK_SERVICES),
  code: requiredText(),
  startDate: isoDate(),
  duration: wholeNumber(1, MAX_DURATION)
    .nullish()
    .transform((d) => d ?? 1),
  seating: oneOf(SEATINGS)
    .nullish()
    .transform((s) => s ?? null),
  eventDate: isoDate()
    .nullish()
    .transform((d) => d ?? null),
  // The start time of an activity's slot on the start date (service ACTIVITY).
  session: z
    .string({ error: 'validation.format' })
    .regex(SLOT_TIME, { error: 'validation.format' })
    .nullish()
    .transform((t) => t ?? null),
  quantity: wholeNumber(1, MAX_GROUP_PLACES),
  // ACCOMMODATION: who sleeps in each of the `quantity` rooms, checked against the room kind.
  distribution: distributionSchema.nullish().transform((d) => d ?? null),
});

/** booking-funnel.md §7 removeOrderLockedStocks: release every hold of an order. */
export const deleteLockedStockSchema = z.object({
  orderId: orderId(),
  service: oneOf(STOCK_SERVICES),
});

export type LockedStockInput = z.output<typeof lockedStockSchema>;
export type DeleteLockedStockInput = z.output<typeof deleteLockedStockSchema>;

import { z } from 'zod';
import { isoDate, wholeNumber } from './fields.ts';
import { MAX_DURATION } from './limits.ts';

/** booking-funnel.md §2 and §9, duration: the visit's length (1 to 3 days) and its first day. */
export const visitDatesSchema = z.object({
  duration: wholeNumber(1, MAX_DURATION),
  startDate: isoDate(),
});

export type VisitDatesInput = z.output<typeof visitDatesSchema>;

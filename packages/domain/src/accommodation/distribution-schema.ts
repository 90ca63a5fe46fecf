import { z } from 'zod';
import { isoDate, requiredText, wholeNumber, withDefault } from '../validation/fields.ts';
import { MAX_NIGHTS } from '../validation/limits.ts';
import type { ValidationMessageKey } from '../validation/validation-messages.ts';
import {
  type DistributionProblem,
  MAX_ROOM_OCCUPANCY,
  MAX_ROOMS,
  type RoomDistribution,
  roomProblems,
} from './distribution.ts';

/** Where a room's problem lies and the message key it carries. */
function issueOf(problem: DistributionProblem): { path: PropertyKey[]; key: ValidationMessageKey } {
  switch (problem.kind) {
    case 'count':
      return { path: [problem.field], key: 'validation.min' };
    case 'agesCount':
      return { path: ['ages'], key: 'validation.required' };
    case 'age':
      return { path: ['ages'], key: 'validation.max' };
    case 'noAdult':
      return { path: ['adults'], key: 'validation.min' };
    default:
      return { path: [], key: 'validation.max' };
  }
}

const whole = z.int({ error: 'validation.format' });

/**
 * booking-funnel.md §3 and §5: a room of a distribution, well formed (an adult, ages 0 to 13, a
 * child's age for each child, no more than the largest room sleeps). Whether it places the group
 * is checked where the group is known.
 */
export const roomDistributionSchema = z
  .object({
    adults: whole,
    children: whole,
    ages: z.array(whole).max(2 * MAX_ROOM_OCCUPANCY, { error: 'validation.max' }),
  })
  .superRefine((room, context) => {
    for (const problem of roomProblems(room, 0)) {
      const { path, key } = issueOf(problem);
      context.addIssue({ code: 'custom', message: key, path });
    }
  });

/** A distribution: 1 to 10 rooms. */
export const distributionSchema = z
  .array(roomDistributionSchema)
  .min(1, { error: 'validation.required' })
  .max(MAX_ROOMS, { error: 'validation.max' });

/** booking-funnel.md §3, booking accommodation: the basket's stay, rooms by kind and occupants. */
export const accommodationBasketSchema = z.object({
  code: requiredText(),
  startDate: isoDate(),
  nights: wholeNumber(1, MAX_NIGHTS),
  breakfast: withDefault(z.boolean(), false),
  rooms: z
    .array(roomDistributionSchema.and(z.object({ roomTypeCode: requiredText() })))
    .min(1, { error: 'validation.required' })
    .max(MAX_ROOMS, { error: 'validation.max' }),
});

export type AccommodationBasket = z.output<typeof accommodationBasketSchema>;
export type BasketRoom = AccommodationBasket['rooms'][number] & RoomDistribution;

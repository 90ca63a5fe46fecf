import { isIsoDate } from '@sesame/domain/dates/iso-date';
import { LANGUAGES } from '@sesame/domain/i18n/language';
import {
  FIELD_MAX_LENGTH,
  MAX_DURATION,
  MAX_NIGHTS,
  MAX_PER_AGE_BAND,
} from '@sesame/domain/validation/limits';
import { z } from 'zod';

// The arguments of accommodation.graphql's queries. GraphQL checks their types; these schemas
// check real dates, counts in range and the ids. The distribution's rooms are only typed here:
// what is wrong with them is told by the domain's rule, room by room (search-arguments.ts).

const day = z.string().refine(isIsoDate);
const count = z.number().int().min(0).max(MAX_PER_AGE_BAND);
const code = z.string().max(FIELD_MAX_LENGTH);
const whole = z.number().int();

export const stayArgs = z
  .object({
    startDate: day,
    duration: z.number().int().min(1).max(MAX_DURATION),
    nights: z.number().int().min(0).max(MAX_NIGHTS).nullish(),
    language: z.enum(LANGUAGES),
    adults: count,
    children: count,
    babies: count,
    orderId: z.uuid().nullish(),
    internal: z.boolean().nullish(),
    code: code.nullish(),
    distribution: z.array(
      z.object({ adults: whole, children: whole, ages: z.array(whole).max(MAX_PER_AGE_BAND) }),
    ),
  })
  .refine((args) => args.adults + args.children > 0);
export type StayArgs = z.infer<typeof stayArgs>;

export const packageArgs = z
  .object({
    prepackage: z.object({
      id: code,
      startDate: day,
      duration: z.number().int().min(1).max(MAX_DURATION),
    }),
  })
  .and(stayArgs);
export type PackageArgs = z.infer<typeof packageArgs>;

export const codeNamesArgs = z.object({ lang: z.enum(LANGUAGES).nullish() });

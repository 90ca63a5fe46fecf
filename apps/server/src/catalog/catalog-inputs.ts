import { FAMILY_CARD_CATEGORIES } from '@sesame/domain/booking/large-family-card';
import { isIsoDate } from '@sesame/domain/dates/iso-date';
import { LANGUAGES } from '@sesame/domain/i18n/language';
import {
  FIELD_MAX_LENGTH,
  MAX_CALENDAR_MONTHS,
  MAX_CALENDAR_YEARS,
  MAX_DURATION,
  MAX_GROUP_PLACES,
  MAX_NIGHTS,
  MAX_PER_AGE_BAND,
} from '@sesame/domain/validation/limits';
import { z } from 'zod';

// The arguments of the catalogue queries (catalog.graphql). GraphQL checks their types; these
// schemas check what GraphQL cannot: real dates, counts in range (the limits of the web's forms,
// validation/limits), a group of at least one visitor.

const day = z.string().refine(isIsoDate);
const count = z.number().int().min(0).max(MAX_PER_AGE_BAND);
const days = z.number().int().min(1).max(MAX_DURATION);
const code = z.string().max(FIELD_MAX_LENGTH);
const track = z.enum(['date', 'offer']);

const hasVisitors = (group: { adults?: number | null; children?: number | null }) =>
  (group.adults ?? 0) + (group.children ?? 0) > 0;

export const offersInput = z
  .object({
    language: z.enum(LANGUAGES),
    adults: count,
    children: count,
    disabledAdults: count.nullish(),
    disabledChildren: count.nullish(),
    startDate: day.nullish(),
    purchaseDate: day.nullish(),
    duration: days.nullish(),
    numberOfNights: z.number().int().min(0).max(MAX_NIGHTS).nullish(),
    hasLargeFamilyCard: z.boolean().nullish(),
    largeFamilyCardCategory: z.enum(FAMILY_CARD_CATEGORIES).nullish(),
    includeDayBeforeNightEvent: z.boolean().nullish(),
    isPackage: z.boolean().nullish(),
    track: track.nullish(),
  })
  .refine(hasVisitors)
  .refine((input) => (input.disabledAdults ?? 0) <= input.adults)
  .refine((input) => (input.disabledChildren ?? 0) <= input.children);
export type OffersInput = z.infer<typeof offersInput>;

/** booking-funnel.md §7 `offersByGroup`: the offers query without a date (readings.md §11). */
export const offersByGroupInput = z
  .object({
    language: z.enum(LANGUAGES),
    adults: count,
    children: count,
    disabledAdults: count.nullish(),
    disabledChildren: count.nullish(),
    purchaseDate: day.nullish(),
    duration: days.nullish(),
    numberOfNights: z.number().int().min(0).max(MAX_NIGHTS).nullish(),
    hasLargeFamilyCard: z.boolean().nullish(),
    isPackage: z.boolean().nullish(),
  })
  .refine(hasVisitors)
  .refine((input) => (input.disabledAdults ?? 0) <= input.adults)
  .refine((input) => (input.disabledChildren ?? 0) <= input.children);
export type OffersByGroupInput = z.infer<typeof offersByGroupInput>;

export const offerCalendarInput = z.object({
  groupLength: z.number().int().min(1).max(MAX_GROUP_PLACES),
  duration: days,
  startDate: day,
  nbMonth: z.number().int().min(1).max(MAX_CALENDAR_MONTHS),
  offerCode: code.nullish(),
  track: track.nullish(),
  adults: count.nullish(),
  children: count.nullish(),
  isPackage: z.boolean().nullish(),
});
export type OfferCalendarInput = z.infer<typeof offerCalendarInput>;

export const calendarEntriesInput = z.object({
  yearRange: z.number().int().min(1).max(MAX_CALENDAR_YEARS).nullish(),
  track: track.nullish(),
  offerCode: code.nullish(),
  purchaseDate: day.nullish(),
  adults: count.nullish(),
  children: count.nullish(),
  duration: days.nullish(),
  hasLargeFamilyCard: z.boolean().nullish(),
  language: z.enum(LANGUAGES).nullish(),
});
export type CalendarEntriesInput = z.infer<typeof calendarEntriesInput>;

export const complementaryOffersInput = z
  .object({
    language: z.enum(LANGUAGES),
    adults: count,
    children: count,
    startDate: day,
    purchaseDate: day.nullish(),
    duration: days,
    code,
  })
  .refine(hasVisitors);
export type ComplementaryOffersInput = z.infer<typeof complementaryOffersInput>;

export const dateInput = z.object({ startDate: day });

/** booking-funnel.md §7 `offer` (activities, reception): a product for a visit and a group. */
export const productOfferInput = z
  .object({
    language: z.enum(LANGUAGES),
    adults: count,
    children: count,
    startDate: day,
    purchaseDate: day.nullish(),
    duration: days,
    code,
  })
  .refine(hasVisitors);
export type ProductOfferInput = z.infer<typeof productOfferInput>;

/**
 * booking-funnel.md §7 `offer` (flexible rate): the spec's variables, and the ticket offer (with
 * its show seat) the rate is 10 % of, which the spec leaves implicit.
 */
export const flexibleRateOfferInput = z
  .object({
    language: z.enum(LANGUAGES),
    adults: count,
    children: count,
    startDate: day,
    purchaseDate: day.nullish(),
    duration: days,
    code,
    hasLargeFamilyCard: z.boolean().nullish(),
    offerCode: code,
    seating: z.enum(['LVL1', 'LVL2', 'LVL3']).nullish(),
  })
  .refine(hasVisitors);
export type FlexibleRateOfferInput = z.infer<typeof flexibleRateOfferInput>;

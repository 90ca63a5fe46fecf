/**
 * booking-funnel.md §5 and checkout-and-account.md §5: the i18n keys that schema errors carry.
 * Every web catalogue has a message for each key.
 */
export const VALIDATION_MESSAGE_KEYS = [
  'validation.required',
  'validation.email',
  'validation.maxLength',
  'validation.format',
  'validation.date',
  'validation.min',
  'validation.max',
  'validation.positive',
  'validation.atLeastOneVisitor',
  'validation.disabledAboveGroup',
] as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

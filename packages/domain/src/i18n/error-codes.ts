/**
 * CONVENTIONS.md §5: the stable codes of expected failures, the `ErrorCode` enum of the GraphQL
 * contract (a server test ties the two), GENERIC being the unexpected failure of the spec.
 */
export const ERROR_CODES = [
  'GENERIC',
  'INVALID_INPUT',
  'OFFER_UNAVAILABLE',
  'SOLD_OUT',
  'BUSY',
  'RATE_LIMITED',
  'TOO_MANY_PLACES',
  'ORDER_NOT_FOUND',
  'SELECTION_EXPIRED',
  'BASKET_INVALID',
  'POSTAL_ADDRESS_REQUIRED',
  'ORDER_ALREADY_PAID',
  'PAYMENT_FAILED',
  'PAYMENT_NOT_COMPLETED',
  'ORDER_REFUNDED',
  'COUPON_NOT_VALID',
  'COUPON_ALREADY_APPLIED',
  'COUPON_NOT_COMBINABLE',
  'COUPON_NOT_APPLICABLE',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_NOT_ACTIVATED',
  'ACCOUNT_EXISTS',
  'LINK_INVALID',
  'WRONG_PASSWORD',
  'PASSWORD_RULES',
  'ACTIVATION_EMAIL_FAILED',
  'FAMILY_CARD_INVALID',
  'ORDER_READ_ONLY',
  'VISIT_OVER',
  'ALREADY_BOOKED',
  'DATE_CHANGE_NOT_FLEXIBLE',
  'DATE_CHANGE_CLOSED',
  'DATE_CHANGE_SAME_DAY',
  'DATE_CHANGE_DAY_INVALID',
  'RENEWAL_LIMIT',
  'ACCOMMODATION_NOT_INCLUDED',
  'DISTRIBUTION_INVALID',
  'RESTAURANT_BOOKING_CLOSED',
  'MENUS_UNAVAILABLE',
  'TOO_MANY_MENUS',
  'RESTAURANT_LINE_INVALID',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** One language's message for every code: the server answers with it, the web shows `errors.<code>`. */
export type ErrorMessages = Record<ErrorCode, string>;

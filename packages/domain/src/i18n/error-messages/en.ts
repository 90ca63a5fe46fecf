import type { ErrorMessages } from '../error-codes.ts';

/** booking-funnel.md §8 and checkout-and-account.md §8: the messages of expected failures, in English. */
export const en: ErrorMessages = {
  GENERIC: 'An error has occurred. Please try again later.',
  INVALID_INPUT: 'The information sent is not valid.',
  OFFER_UNAVAILABLE: 'This offer is no longer available',
  SOLD_OUT: 'There are not enough places left for this date.',
  BUSY: 'Many visitors are booking right now. Please try again in a moment.',
  RATE_LIMITED:
    'Too many requests from your connection. Please wait a few minutes before trying again.',
  TOO_MANY_PLACES: 'One order cannot hold that many places for the same date.',
  ORDER_NOT_FOUND: 'Order not found.',
  SELECTION_EXPIRED: 'Your selection has expired. Please start your booking again.',
  BASKET_INVALID: 'The content of your cart is invalid!',
  ORDER_ALREADY_PAID: 'This order has already been paid.',
  PAYMENT_FAILED: 'Payment failed, please try again',
  PAYMENT_NOT_COMPLETED:
    'The payment of this order is not confirmed yet. Wait a moment, then refresh the page.',
  ORDER_REFUNDED:
    'Your order could not be confirmed: the places were no longer available. Your payment has been refunded.',
  COUPON_NOT_VALID: 'The promo code is no longer valid',
  COUPON_ALREADY_APPLIED: 'The promo code is already applied',
  COUPON_NOT_COMBINABLE: 'This discount code is not valid.',
  COUPON_NOT_APPLICABLE: 'The promo code applies to none of the products in your basket',
};

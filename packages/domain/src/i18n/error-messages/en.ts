import type { ErrorMessages } from '../error-codes.ts';
import { GENERIC_ERROR } from '../generic-error.ts';

/** booking-funnel.md §8 and checkout-and-account.md §8: the messages of expected failures, in English. */
export const en: ErrorMessages = {
  GENERIC: GENERIC_ERROR.en,
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
  POSTAL_ADDRESS_REQUIRED: 'Give the address in France where your tickets should be posted.',
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
  UNAUTHENTICATED: 'Your session has ended. Please sign in again.',
  INVALID_CREDENTIALS: 'The e-mail address or the password is not correct.',
  ACCOUNT_NOT_ACTIVATED:
    'Your account is not activated yet: follow the link of the activation e-mail, or ask for a new one.',
  ACCOUNT_EXISTS:
    'An account already exists for this e-mail address. Sign in, or reset your password.',
  LINK_INVALID:
    'This link is no longer valid: it has expired or has already been used. Ask for a new one.',
  WRONG_PASSWORD: 'The password does not match this account.',
  PASSWORD_RULES:
    'The password must have at least 8 characters, with a lower-case letter, a capital, a digit and a special character.',
  ACTIVATION_EMAIL_FAILED: 'Error sending the e-mail, please contact our teams.',
  FAMILY_CARD_INVALID:
    'Your large family card is not valid: check its number and expiry date (and, in Spain, its community and category).',
  ORDER_READ_ONLY:
    'This order was changed by our teams and can no longer be changed online. Please contact our support teams.',
  VISIT_OVER: 'This visit is over: extras can no longer be added to it.',
  ALREADY_BOOKED: 'This extra is already booked for your visit.',
  DATE_CHANGE_NOT_FLEXIBLE: 'Only tickets bought with the flexible rate can change their date.',
  DATE_CHANGE_CLOSED:
    'The date of a visit can be changed up to 72 hours before it; this visit is too close.',
  DATE_CHANGE_SAME_DAY: 'Your visit is already on this day: choose another one.',
  DATE_CHANGE_DAY_INVALID:
    'Your visit cannot be moved to this day: that day is less than 72 hours away, or your tickets (or something booked with them) are not sold for it. Your booking has not changed.',
  DATE_CHANGE_SHOW_FULL:
    "Your night-show seats cannot move to this day: there are not enough seats of your category left at that day's show. Your booking has not changed.",
  DATE_CHANGE_PASS_UNAVAILABLE:
    'The passes of your visit cannot move to this day: there are not enough left for it, or they are not sold that day. Your booking has not changed.',
  DATE_CHANGE_ACTIVITY_UNAVAILABLE:
    'The activity slot booked for your visit cannot move to this day: the same slot is full or not offered that day. Your booking has not changed.',
  DATE_CHANGE_ROOM_UNAVAILABLE:
    'The hotel rooms of your stay cannot move to the new nights: the hotel does not have enough rooms of that kind left for them, or is not open then. Your booking has not changed.',
  DATE_CHANGE_MEAL_NOT_SERVED:
    'A meal booked for your visit cannot move to this day: its restaurant does not serve that meal at the same time that day. Your booking has not changed.',
  DATE_CHANGE_MEAL_FULL:
    'A meal booked for your visit cannot move to this day: its sitting (same restaurant, same time) is full that day. Your booking has not changed.',
  DATE_CHANGE_MEAL_CLOSED:
    'A meal booked for your visit cannot move to this day: restaurants can no longer be booked online for it (bookings close 3 days before). Your booking has not changed.',
  RENEWAL_LIMIT:
    'Your selection has already been extended as many times as possible. Please complete your order before the time runs out.',
  ACCOMMODATION_NOT_INCLUDED:
    "This offer does not give access to the park's hotels: choose a visit of several days or a stay.",
  DISTRIBUTION_INVALID: 'The room distribution is not valid.',
  STAY_NOT_IN_VISIT:
    'A stay added to your visit starts on its first day and lasts its nights: choose the hotel again for the dates of your visit.',
  RESTAURANT_BOOKING_CLOSED:
    'Restaurants can no longer be booked online for this date (bookings close 3 days before the visit). You can still eat on site.',
  MENUS_UNAVAILABLE: 'The number of menus requested is no longer available',
  TOO_MANY_MENUS:
    'There are more menus than visitors for this meal. Choose at most one menu per visitor (babies eat free).',
  RESTAURANT_LINE_INVALID:
    'This meal no longer matches the restaurant: choose the sitting and menus again.',
  INVITATION_NAME_INVALID: 'Last and first names may only contain letters, spaces and hyphens.',
  INVITATION_EMAIL_INVALID: 'Invalid e-mail',
  ROOM_NOT_FOUND: 'This room is not part of your stay.',
  ROOM_FULL: 'This room already has as many occupants as it was booked for.',
  NO_TRAVELLER_LEFT: 'Every traveller of this age in your booking is already invited.',
  PAYMENT_REQUIRED: 'This order has an amount to pay: pay it by card.',
};

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
  // The large family card form (booking-funnel.md §5, catalogue.md §6).
  'validation.familyCardNumber',
  'validation.familyCardCommunity',
  'validation.familyCardCategory',
  // Keys the spec names for its own messages (checkout-and-account.md §5).
  'identification.error_message.email',
  // The identification form's own format errors and its {length} limits (same section).
  'validation.minLength',
  'identification.error_message.firstName',
  'identification.error_message.lastName',
  'identification.error_message.birthDate',
  'identification.error_message.dni',
  'identification.error_message.phone',
  'identification.error_message.phoneCountry',
  'identification.error_message.address',
  'identification.error_message.zipCode',
  'identification.error_message.city',
  'order_confirmation.message.please_accept_to_receive_news',
  'summary.terms.salesTermsRequired',
  'summary.terms.privacyRequired',
  'summary.insurance.required',
  'summary.insurance.termsRequired',
  // The meal form of a restaurant's page (booking-funnel.md §3 and §5).
  'restaurants.form.sittingRequired',
  'restaurants.form.menusRequired',
  'restaurants.form.tooManyMenus',
  'restaurants.form.tooManyChildMenus',
  'restaurants.form.allergyNoteRequired',
  // The invitation of a fellow traveller (checkout-and-account.md §5).
  'invitations.error_message.firstName',
  'invitations.error_message.lastName',
] as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

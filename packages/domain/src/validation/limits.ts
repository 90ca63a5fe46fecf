/**
 * The input limits of Sesame, one set for the web's forms and the server's argument parsing
 * (GraphQL and the REST gateway). Where the spec gives no figure, the rule is ours.
 */

/** The most visitors of one age band in one online booking (a rule of ours). */
export const MAX_PER_AGE_BAND = 20;

/**
 * The most places one booking takes on a stock row: its adults and children (babies take none).
 * The server bounds a hold, and the places one order holds on a row, by it.
 */
export const MAX_GROUP_PLACES = 2 * MAX_PER_AGE_BAND;

/** booking-funnel.md §9: visits last 1 to 3 days. */
export const MAX_DURATION = 3;

/** A stay has a night less than its days (readings.md §6). */
export const MAX_NIGHTS = MAX_DURATION - 1;

/** The most complementary lines in a basket: more than the catalogue has kinds (a rule of ours). */
export const MAX_COMPLEMENTARIES = 20;

/**
 * The largest donation, in cents (1,000 €, a rule of ours). A donation rides along a ticket
 * order: this is far above any gift made that way, keeps an order's total far inside its 32-bit
 * `total_cents`, and caps what a stolen card can be made to charge through it.
 */
export const MAX_DONATION_CENTS = 100_000;

/** booking-funnel.md §9 and checkout-and-account.md §9: field maximum length 50. */
export const FIELD_MAX_LENGTH = 50;

/** booking-funnel.md §9: the allergy note is a field like the others, 50 characters at most. */
export const ALLERGY_NOTE_MAX_LENGTH = FIELD_MAX_LENGTH;

/** booking-funnel.md §9: the calendar gateway covers 2 years, so an offer calendar 24 months. */
export const MAX_CALENDAR_YEARS = 2;
export const MAX_CALENDAR_MONTHS = 12 * MAX_CALENDAR_YEARS;

/** The most coupon codes one basket carries: more than the catalogue has coupons (a rule of ours). */
export const MAX_COUPONS = 5;

/** The most product lines a coupon check prices: a line per visitor and add-on (a rule of ours). */
export const MAX_COUPON_PRODUCTS = 200;

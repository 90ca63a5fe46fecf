import type { Seating } from '../catalog/offer.ts';

/**
 * checkout-and-account.md §3, Order (query): a product of a paid order. `type` is the spec's
 * vocabulary (OFFER, NIGHT, PASS, ACTIVITY, LUNCH, DINER, ACCOMMODATION, FLEXIBLE_RATE…), which
 * `orderProductType` gives for the server's line kinds.
 */
export interface OrderProduct {
  type: string;
  code: string;
  name: string;
  quantity: number;
  price: number;
  dates: { accessDate: string | null; accessEndDate: string | null; sessionTime: string | null };
  /** The visitors the line is for: a meal line's adult and child menus (booking-funnel.md §3). */
  group: { adults: number; children: number };
  /** An accommodation's provider (INTERNE for the park's hotels); null for anything else. */
  providerType?: string | null;
}

/** checkout-and-account.md §3 and §4: the paid order `myOrderNew(id)` gives the completion preset. */
export interface OrderToComplete {
  id: string;
  status: string;
  accessDate: string;
  accessEndDate: string;
  /** The visit length the old booking kept; the older variant of §4 reads it. */
  duration?: number | null;
  group: { adults: number; children: number; babies?: number };
  event: { date: string; seating: Seating } | null;
  products: OrderProduct[];
  /** checkout-and-account.md §4: the park changed the order by hand (support only). */
  changedByPark?: boolean;
  /** checkout-and-account.md §4: account pages only show orders booked online. */
  bookedOnline?: boolean;
}

const LINE_KIND_TYPES: Readonly<Record<string, string>> = {
  ticket: 'OFFER',
  christmas: 'OFFER',
  package: 'OFFER_PACKAGE',
  nightShow: 'NIGHT',
  dayAndShow: 'OFFER_NIGHT',
  showSeat: 'NIGHT_SEAT',
  pass: 'PASS',
  activity: 'ACTIVITY',
  flexibleRate: 'FLEXIBLE_RATE',
  hotel: 'ACCOMMODATION',
  postage: 'POSTAGE',
  donation: 'DONATION',
  insurance: 'INSURANCE',
};

/**
 * checkout-and-account.md §3: the spec's product type of an order line's kind. A restaurant sitting
 * is LUNCH or DINER by its time (`isLunchTime`); a kind not named here keeps its name upper-cased,
 * so a new kind is shown rather than lost.
 */
export function orderProductType(lineKind: string, sessionTime: string | null): string {
  if (lineKind === 'restaurant') return isLunchTime(sessionTime) ? 'LUNCH' : 'DINER';
  return LINE_KIND_TYPES[lineKind] ?? lineKind.toUpperCase();
}

/**
 * booking-funnel.md §9 leaves the dinner threshold to configuration: a sitting starting before
 * 17:00 is a lunch. Our restaurants serve lunch from 12:00 and dinner from 19:00.
 */
export const DINNER_THRESHOLD = '17:00';

/** booking-funnel.md §4, already-booked view: lunch when the session time is before the threshold. */
export function isLunchTime(sessionTime: string | null): boolean {
  return sessionTime !== null && sessionTime < DINNER_THRESHOLD;
}

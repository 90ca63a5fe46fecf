import type { Cents } from '../money/cents.ts';

/** booking-funnel.md §3: seat categories of the night show. */
export const SEATINGS = ['LVL1', 'LVL2', 'LVL3'] as const;
export type Seating = (typeof SEATINGS)[number];

/** booking-funnel.md §3: offer status shown on a card. */
export type OfferStatus = 'available' | 'unavailable' | 'full' | 'fewLeft';

/** What an offer is, which decides the funnel path (category step, package shift, stock held). */
export type OfferKind = 'ticket' | 'nightShow' | 'dayAndShow' | 'package' | 'christmas';

export interface OfferPrice {
  basePrice: Cents;
  totalPrice: Cents;
  adultPrice: Cents;
  adultUnitPrice: Cents;
  childrenPrice: Cents;
  childrenUnitPrice: Cents;
}

export interface OfferStock {
  date: string;
  availableStock: number;
  stockCodes: string[];
  seatingStockCode: string | null;
  seating: Seating | null;
  session: string | null;
  valid: boolean;
  title: string | null;
}

export interface OfferMedia {
  desktop: string;
  mobile: string;
  alt: string;
  title: string;
}

/** booking-funnel.md §3, Offer: the fields the funnel reads. */
export interface Offer {
  code: string;
  pricingCode: string;
  kind: OfferKind;
  season: string | null;
  seating: Seating | null;
  seatingStockCode: string | null;
  available: boolean;
  status: OfferStatus;
  stayName: string | null;
  name: string;
  description: string;
  longDescription: string | null;
  duration: number;
  /**
   * The nights the offer includes, a package's stay (catalogue.md §7.2: ES-PK1 is 1 day and 1
   * night). Absent, none: an offer rebuilt from a paid order (completion mode) does not carry them.
   */
  nights?: number;
  tag: string | null;
  price: OfferPrice;
  media: OfferMedia | null;
  stock: OfferStock[];
}

/** booking-funnel.md §3: a pass or an activity added to the basket. */
export interface Complementary {
  code: string;
  name: string;
  dates: string[];
  /** An activity's slot on its one date: the start time, `HH:MM`; a pass has none. */
  session?: string;
  quantity: number;
  totalPrice: Cents;
}

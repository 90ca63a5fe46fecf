import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { HotelPhoto, HotelReview, Localised } from '../db/schema/accommodation.ts';

/** A room kind of catalogue.md §7.6: prices per night by tier, in cents. */
export interface SeededRoomType {
  code: string;
  count: number;
  maxOccupancy: number;
  maxAdults: number;
  maxChildren: number;
  prices: { L: number; M: number; H: number };
  names: Localised;
  descriptions: Localised;
}

export interface SeededHotel {
  platform: PlatformCode;
  code: string;
  provider: 'INTERNE' | 'PARTENAIRE';
  internalCode: string | null;
  stars: number;
  distanceKm: number;
  travelMinutes: number;
  breakfast: { adult: number; child: number } | 'included';
  names: Localised;
  briefs: Localised;
  texts: Localised;
  descriptions: Localised;
  photos: HotelPhoto[];
  mainServices: string[];
  secondaryServices: string[];
  reviews: HotelReview[];
  rooms: SeededRoomType[];
}

/** A local image of the web's public folder, with its description in each language. */
export const photo = (file: string, alt: Localised): HotelPhoto => ({
  src: `/images/hotels/${file}`,
  width: 800,
  height: 533,
  alt,
});

/** A text in fr, en and es. */
export const localised = (fr: string, en: string, es: string): Localised => ({ fr, en, es });

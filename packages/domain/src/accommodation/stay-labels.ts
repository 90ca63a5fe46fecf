import { addDays } from '../dates/calendar-days.ts';
import type { Language } from '../i18n/language.ts';
import { type RoomDistribution, roomOccupants } from './distribution.ts';

/** booking-funnel.md §9: dates shown DD/MM/YYYY. */
const shown = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

type Band = 'adult' | 'child' | 'baby' | 'night';
const WORDS: Record<Language, Record<Band, [string, string]>> = {
  fr: {
    adult: ['adulte', 'adultes'],
    child: ['enfant', 'enfants'],
    baby: ['bébé', 'bébés'],
    night: ['nuit', 'nuits'],
  },
  en: {
    adult: ['adult', 'adults'],
    child: ['child', 'children'],
    baby: ['baby', 'babies'],
    night: ['night', 'nights'],
  },
  es: {
    adult: ['adulto', 'adultos'],
    child: ['niño', 'niños'],
    baby: ['bebé', 'bebés'],
    night: ['noche', 'noches'],
  },
};

const counted = (n: number, band: Band, language: Language) =>
  `${n} ${WORDS[language][band][n === 1 ? 0 : 1]}`;

const STAY: Record<Language, (from: string, to: string, nights: string) => string> = {
  fr: (from, to, nights) => `du ${from} au ${to}, ${nights}`,
  en: (from, to, nights) => `${from} to ${to}, ${nights}`,
  es: (from, to, nights) => `del ${from} al ${to}, ${nights}`,
};

const BREAKFAST: Record<Language, { paid: string; included: string }> = {
  fr: { paid: 'Petit-déjeuner', included: 'Petit-déjeuner inclus' },
  en: { paid: 'Breakfast', included: 'Breakfast included' },
  es: { paid: 'Desayuno', included: 'Desayuno incluido' },
};

/** The arrival and departure days and the nights: « du 12/06/2027 au 13/06/2027, 1 nuit ». */
export function stayDates(startDate: string, nights: number, language: Language): string {
  return STAY[language](
    shown(startDate),
    shown(addDays(startDate, nights)),
    counted(nights, 'night', language),
  );
}

/** Who sleeps in a room: « 2 adultes, 1 enfant, 1 bébé ». */
export function occupantsLabel(room: RoomDistribution, language: Language): string {
  const { adults, children, babies } = roomOccupants(room);
  return [
    counted(adults, 'adult', language),
    ...(children > 0 ? [counted(children, 'child', language)] : []),
    ...(babies > 0 ? [counted(babies, 'baby', language)] : []),
  ].join(', ');
}

/**
 * A line of rooms of one kind, for the summary, payment page, confirmation, e-mail and invoice:
 * « Le Castellum · Chambre familiale × 2 · du 12/06/2027 au 13/06/2027, 1 nuit · 2 adultes, 1 bébé | 2 adultes, 1 enfant ».
 */
export function roomLineLabel(
  stay: { hotel: string; room: string; startDate: string; nights: number },
  occupants: readonly RoomDistribution[],
  language: Language,
): string {
  const rooms = occupants.length > 1 ? `${stay.room} × ${occupants.length}` : stay.room;
  return [
    stay.hotel,
    rooms,
    stayDates(stay.startDate, stay.nights, language),
    occupants.map((room) => occupantsLabel(room, language)).join(' | '),
  ].join(' · ');
}

/** The breakfast line of a stay: « Le Castellum · Petit-déjeuner · 1 nuit · 4 adultes, 2 enfants ». */
export function breakfastLineLabel(
  stay: { hotel: string; nights: number; included: boolean },
  guests: { adults: number; children: number },
  language: Language,
): string {
  return [
    stay.hotel,
    BREAKFAST[language][stay.included ? 'included' : 'paid'],
    counted(stay.nights, 'night', language),
    [
      counted(guests.adults, 'adult', language),
      ...(guests.children > 0 ? [counted(guests.children, 'child', language)] : []),
    ].join(', '),
  ].join(' · ');
}

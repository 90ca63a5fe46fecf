import type { PlatformCode } from '@sesame/domain/platform/platform';
import { frenchParkDays, frenchShowSessions } from './french-calendar.ts';
import { spanishChristmasDays, spanishParkDays, spanishShowSessions } from './spanish-calendar.ts';

/** Season tiers of catalogue.md: low, mid, high, and peak for the Spanish Christmas. */
export type Season = 'L' | 'M' | 'H' | 'P';

export interface SeededParkDay {
  date: string;
  season: Season;
  opensAt: string;
  closesAt: string;
}

export interface SeededSession {
  date: string;
  startsAt: string;
  durationMinutes: number;
}

const parkDaysOfYear: Record<PlatformCode, (year: number) => SeededParkDay[]> = {
  fr: frenchParkDays,
  es: (year) => [...spanishParkDays(year), ...spanishChristmasDays(year)],
};

const sessionsOfYear: Record<PlatformCode, (year: number) => SeededSession[]> = {
  fr: frenchShowSessions,
  es: spanishShowSessions,
};

/** Open days of a platform from `first` (included) to `end` (excluded), in date order. */
export function parkCalendar(platform: PlatformCode, first: string, end: string): SeededParkDay[] {
  return yearsAround(first, end)
    .flatMap(parkDaysOfYear[platform])
    .filter(({ date }) => date >= first && date < end)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Night show sessions of a platform from `first` (included) to `end` (excluded), in date order. */
export function showCalendar(platform: PlatformCode, first: string, end: string): SeededSession[] {
  return yearsAround(first, end)
    .flatMap(sessionsOfYear[platform])
    .filter(({ date }) => date >= first && date < end)
    .sort((a, b) => a.date.localeCompare(b.date));
}

// A Christmas season starts in one year and ends in the next, so the year before is generated too.
function yearsAround(first: string, end: string): number[] {
  const years: number[] = [];
  for (let year = Number(first.slice(0, 4)) - 1; year <= Number(end.slice(0, 4)); year++)
    years.push(year);
  return years;
}

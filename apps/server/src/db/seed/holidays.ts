import { addDays } from '@sesame/domain/dates/calendar-days';
import { isoDate, weekday } from './iso-date.ts';

/** Easter Sunday of the Gregorian calendar (anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** French public holidays of a year (jours fériés of metropolitan France). */
export function frenchPublicHolidays(year: number): string[] {
  const easter = easterSunday(year);
  return [
    isoDate(year, 1, 1),
    addDays(easter, 1),
    isoDate(year, 5, 1),
    isoDate(year, 5, 8),
    addDays(easter, 39),
    addDays(easter, 50),
    isoDate(year, 7, 14),
    isoDate(year, 8, 15),
    isoDate(year, 11, 1),
    isoDate(year, 11, 11),
    isoDate(year, 12, 25),
  ].sort();
}

/**
 * Public holidays seen by a park near Toledo: the national ones, Holy Thursday, the day of
 * Castilla-La Mancha (31 May) and Corpus Christi, a holiday in Toledo.
 */
export function spanishPublicHolidays(year: number): string[] {
  const easter = easterSunday(year);
  return [
    isoDate(year, 1, 1),
    isoDate(year, 1, 6),
    addDays(easter, -3),
    addDays(easter, -2),
    isoDate(year, 5, 1),
    isoDate(year, 5, 31),
    addDays(easter, 60),
    isoDate(year, 8, 15),
    isoDate(year, 10, 12),
    isoDate(year, 11, 1),
    isoDate(year, 12, 6),
    isoDate(year, 12, 8),
    isoDate(year, 12, 25),
  ].sort();
}

/**
 * The long weekend a holiday makes: a Monday or Friday holiday joins its weekend, and a Tuesday or
 * Thursday holiday adds the bridge day (pont, puente) between it and the weekend.
 */
export function longWeekend(holiday: string): string[] {
  const offsets: Record<number, number[]> = {
    1: [-2, -1, 0],
    2: [-3, -2, -1, 0],
    4: [0, 1, 2, 3],
    5: [0, 1, 2],
  };
  return (offsets[weekday(holiday)] ?? [0]).map((offset) => addDays(holiday, offset));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** booking-funnel.md §9: visit days are `yyyy-MM-dd` strings; this checks the day exists. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** booking-funnel.md §9: the UTC midnight of a `yyyy-MM-dd` day, for calendar arithmetic. */
export function isoDateToUtc(value: string): number {
  if (!isIsoDate(value)) throw new RangeError(`Not a yyyy-MM-dd date: ${value}`);
  return Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8)));
}

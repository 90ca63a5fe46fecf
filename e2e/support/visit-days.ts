import type { APIRequestContext } from '@playwright/test';
import { graphql, offerOn } from './api.ts';
import { posadaSlotsOn } from './extras-api.ts';

// The days the calendar offers, as the tests pick them: bookable, at a price, with the show.

interface CalendarDay {
  startDate: string;
  available: boolean;
  showDay: boolean;
}

/** The days of the coming year the duration calendar offers a group of `groupLength`. */
async function calendarDays(
  request: APIRequestContext,
  groupLength: number,
): Promise<CalendarDay[]> {
  const today = new Date().toISOString().slice(0, 10);
  const data = await graphql<{ offerCalendar: { dateList: CalendarDay[] } }>(
    request,
    `query ($today: String!, $groupLength: Int!) {
      offerCalendar(groupLength: $groupLength, duration: 1, startDate: $today, nbMonth: 12) {
        dateList { startDate available showDay }
      }
    }`,
    { today, groupLength },
  );
  return data.offerCalendar.dateList;
}

/** The first day a group can visit, as the duration calendar offers it first. */
export async function firstBookableDay(
  request: APIRequestContext,
  groupLength: number,
): Promise<string> {
  const day = (await calendarDays(request, groupLength)).find((entry) => entry.available);
  if (!day) throw new Error('The demo catalogue has no bookable day in the coming year');
  return day.startDate;
}

/** The days a group can visit, in order, as the duration calendar offers them. */
export async function bookableDays(
  request: APIRequestContext,
  groupLength: number,
): Promise<string[]> {
  return (await calendarDays(request, groupLength))
    .filter((entry) => entry.available)
    .map((entry) => entry.startDate);
}

/** The first day a group can visit on which an offer's adult ticket costs `adultUnitPrice` (a tier). */
export async function firstDayAtPrice(
  request: APIRequestContext,
  groupLength: number,
  offerCode: string,
  adultUnitPrice: number,
): Promise<string> {
  const days = (await calendarDays(request, groupLength)).filter((entry) => entry.available);
  for (const { startDate } of days) {
    const offer = await offerOn(request, offerCode, startDate, groupLength).catch(() => null);
    if (offer?.price.adultUnitPrice === adultUnitPrice) return startDate;
  }
  throw new Error(`No day in the coming year sells ${offerCode} at ${adultUnitPrice}`);
}

/** The first day the calendar offers a group of `groupLength` adults on which `offerCode` is sold. */
export async function firstDayOfOffer(
  request: APIRequestContext,
  groupLength: number,
  offerCode: string,
): Promise<string> {
  for (const day of await bookableDays(request, groupLength)) {
    if (await offerOn(request, offerCode, day, groupLength).catch(() => null)) return day;
  }
  throw new Error(`No day in the coming year sells ${offerCode}`);
}

/** The first night the show plays that the calendar offers a group. */
export async function firstShowDay(
  request: APIRequestContext,
  groupLength: number,
): Promise<string> {
  const days = await calendarDays(request, groupLength);
  const day = days.find((entry) => entry.available && entry.showDay);
  if (!day) throw new Error('The demo catalogue has no show night in the coming year');
  return day.startDate;
}

/** The first day the calendar offers a group that has La Posada's slots (a Christmas day, es). */
export async function firstChristmasDay(
  request: APIRequestContext,
  groupLength: number,
): Promise<string> {
  for (const day of await calendarDays(request, groupLength)) {
    if (!day.available) continue;
    if ((await posadaSlotsOn(request, day.startDate, 1)).length > 0) return day.startDate;
  }
  throw new Error('The demo catalogue has no Christmas day in the coming year');
}

/**
 * A day, as the calendar offers them, on which a group can visit two days with `offerCode` (a
 * 2-day ticket or a package): the first, or the one after `skip` others.
 */
export async function twoDayVisit(
  request: APIRequestContext,
  offerCode: string,
  group: { adults: number; children: number },
  skip = 0,
): Promise<string> {
  let skipped = 0;
  for (const day of await bookableDays(request, group.adults + group.children)) {
    const { offers } = await graphql<{ offers: Array<{ code: string }> }>(
      request,
      `query ($startDate: String!, $adults: Int!, $children: Int!) {
        offers(language: fr, adults: $adults, children: $children, startDate: $startDate, duration: 2, track: date) { code }
      }`,
      { startDate: day, adults: group.adults, children: group.children },
    );
    if (!offers.some((offer) => offer.code === offerCode)) continue;
    if (skipped === skip) return day;
    skipped++;
  }
  throw new Error(`Fewer than ${skip + 1} days with ${offerCode} in the coming year`);
}

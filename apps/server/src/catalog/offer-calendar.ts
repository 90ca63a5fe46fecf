import { addDays } from '@sesame/domain/dates/calendar-days';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import type { Database } from '../db/client.ts';
import { availabilityOf } from './availability-cache.ts';
import { calendarDay, calendarOffers } from './calendar-offers.ts';
import { daysUntil, monthsLater } from './calendar-span.ts';
import type { OfferCalendarInput } from './catalog-inputs.ts';
import { catalogueOf } from './catalogue-cache.ts';
import { snapshotMemo } from './snapshot-memo.ts';

export interface OfferCalendarDay {
  startDate: string;
  endDate: string;
  available: boolean;
  price: number | null;
  season: string | null;
  showDay: boolean;
}

export interface OfferCalendar {
  firstAvailableStartDate: string | null;
  dateList: OfferCalendarDay[];
}

const remember = snapshotMemo<OfferCalendar>();

/**
 * booking-funnel.md §7 `offerCalendar`: for every start date of `nbMonth` months, whether a visit of
 * `duration` days for `groupLength` visitors can be booked, its lowest adult price, the season and
 * whether the night show plays. Days before today cannot be booked.
 */
export async function offerCalendar(
  db: Database,
  platform: PlatformConfig,
  input: OfferCalendarInput,
  today: string,
): Promise<OfferCalendar> {
  const [catalogue, availability] = await Promise.all([
    catalogueOf(db, platform.code),
    availabilityOf(db, platform.code),
  ]);
  return remember(availability, JSON.stringify([today, input]), () => {
    const offers = calendarOffers(catalogue, input);
    const dateList = daysUntil(input.startDate, monthsLater(input.startDate, input.nbMonth)).map(
      (startDate): OfferCalendarDay => {
        const day =
          startDate >= today
            ? calendarDay(catalogue, availability, offers, startDate, input.groupLength)
            : { price: null, available: false };
        return {
          startDate,
          endDate: addDays(startDate, input.duration - 1),
          ...day,
          season: catalogue.days.get(startDate)?.season ?? null,
          showDay: catalogue.sessions.has(startDate),
        };
      },
    );
    return {
      firstAvailableStartDate: dateList.find((day) => day.available)?.startDate ?? null,
      dateList,
    };
  });
}

import { payingVisitors } from '@sesame/domain/booking/visitors';
import { SEATINGS } from '@sesame/domain/catalog/offer';
import { placesFit } from '@sesame/domain/catalog/places-fit';
import type { Language } from '@sesame/domain/i18n/language';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import type { Database } from '../db/client.ts';
import { type Availability, availabilityOf } from './availability-cache.ts';
import { calendarDay, calendarOffers } from './calendar-offers.ts';
import { daysUntil, monthsLater } from './calendar-span.ts';
import type { CalendarEntriesInput } from './catalog-inputs.ts';
import { type Catalogue, type CatalogueOffer, offerName } from './catalogue.ts';
import { catalogueOf } from './catalogue-cache.ts';
import { planVisit, visitPlacesLeft } from './offer-visit.ts';
import { snapshotMemo } from './snapshot-memo.ts';

export interface CalendarEvent {
  code: string;
  title: string;
  mainImage: string | null;
  available: boolean;
}

export interface CalendarEntry {
  startDate: string;
  endDate: string;
  dates: Array<{ date: string; price: number | null; events: CalendarEvent[] }>;
}

const remember = snapshotMemo<CalendarEntry[]>(50);

/**
 * booking-funnel.md §7 `calendarEntries` and the calendar gateway: one entry from today over
 * `yearRange` years (2 by default), with every day's lowest adult price (null when closed) and its
 * events: the night show session and the Christmas offers sold that day.
 */
export async function calendarEntries(
  db: Database,
  platform: PlatformConfig,
  input: CalendarEntriesInput,
  today: string,
  language: Language,
): Promise<CalendarEntry[]> {
  const [catalogue, availability] = await Promise.all([
    catalogueOf(db, platform.code),
    availabilityOf(db, platform.code),
  ]);
  return remember(availability, JSON.stringify([today, language, input]), () => {
    const days = daysUntil(today, monthsLater(today, 12 * (input.yearRange ?? 2)));
    const offers = calendarOffers(catalogue, { ...input, duration: input.duration ?? 1 });
    const group = { adults: input.adults ?? 0, children: input.children ?? 0 };
    // A calendar asked for no group says whether one visitor fits.
    const groupSize = Math.max(1, payingVisitors(group));
    const christmasOffers = calendarOffers(catalogue, { duration: 1 }).filter((offer) =>
      catalogue.config.christmasOffers.includes(offer.code),
    );
    const dates = days.map((date) => ({
      date,
      price: calendarDay(catalogue, availability, offers, date, groupSize).price,
      events: eventsOf(catalogue, availability, christmasOffers, date, groupSize, language),
    }));
    return [{ startDate: days[0] ?? today, endDate: days.at(-1) ?? today, dates }];
  });
}

function eventsOf(
  catalogue: Catalogue,
  availability: Availability,
  christmasOffers: CatalogueOffer[],
  date: string,
  groupSize: number,
  language: Language,
): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  const session = catalogue.sessions.get(date);
  const show = catalogue.offers.find((offer) => offer.kind === 'nightShow');
  if (session && show) {
    const seats = SEATINGS.map((seating) =>
      catalogue.stock('SHOW', date, session.startsAt, seating),
    );
    const left = Math.max(0, ...seats.map((row) => (row ? availability.placesLeft(row) : 0)));
    events.push({
      code: show.code,
      title: `${offerName(show, language)} · ${session.startsAt}`,
      mainImage: show.media?.desktop ?? null,
      available: placesFit(left, groupSize),
    });
  }
  for (const offer of christmasOffers) {
    const visit = planVisit(catalogue, offer, date);
    if (!visit) continue;
    events.push({
      code: offer.code,
      title: offerName(offer, language),
      mainImage: offer.media?.desktop ?? null,
      available: placesFit(visitPlacesLeft(visit, availability.placesLeft), groupSize),
    });
  }
  return events;
}

import { addDays } from '@sesame/domain/dates/calendar-days';
import { parisToday } from '@sesame/domain/dates/paris-today';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';
import { invalidateAvailability } from './availability-cache.ts';
import { closedDay, dropOrders, holdPlaces, openDay, showDay } from './catalog-test-data.ts';

const CALENDAR = `query Calendar($groupLength: Int!, $duration: Int!, $startDate: String!, $nbMonth: Int!, $offerCode: String) {
  offerCalendar(groupLength: $groupLength, duration: $duration, startDate: $startDate, nbMonth: $nbMonth, offerCode: $offerCode) {
    firstAvailableStartDate
    dateList { startDate endDate available price season showDay }
  }
}`;

interface CalendarAnswer {
  offerCalendar: {
    firstAvailableStartDate: string | null;
    dateList: Array<{
      startDate: string;
      endDate: string;
      available: boolean;
      price: number | null;
      season: string | null;
      showDay: boolean;
    }>;
  };
}

describeEachDatabase('offerCalendar', (ctx) => {
  const today = parisToday(new Date());
  const calendar = (variables: Record<string, unknown>, host?: string) =>
    ctx().graphql<CalendarAnswer>(
      CALENDAR,
      { groupLength: 3, duration: 1, startDate: today, nbMonth: 24, ...variables },
      host ? { host } : {},
    );
  const db = () => ctx().database.db;
  const dayOf = (answer: CalendarAnswer | undefined, date: string) =>
    answer?.offerCalendar.dateList.find((day) => day.startDate === date);

  it('lists every day of the months asked for, from the start date', async () => {
    const { data } = await calendar({ nbMonth: 1 });
    const days = data?.offerCalendar.dateList ?? [];
    expect(days[0]?.startDate).toBe(today);
    expect(days.length).toBeGreaterThanOrEqual(28);
    expect(days.length).toBeLessThanOrEqual(31);
  });

  it('gives an open day its season and lowest adult price, and a closed day neither', async () => {
    const low = await openDay(db(), 'fr', sql`p.season = 'L'`);
    const closed = await closedDay(db(), 'fr');
    const { data } = await calendar({});
    expect(dayOf(data, low.date)).toEqual({
      startDate: low.date,
      endDate: low.date,
      available: true,
      price: 4900,
      season: 'L',
      showDay: false,
    });
    expect(dayOf(data, closed)).toMatchObject({ available: false, price: null, season: null });
  });

  it('starts at the first day a group can come', async () => {
    const first = await openDay(db(), 'fr');
    const { data } = await calendar({});
    expect(data?.offerCalendar.firstAvailableStartDate).toBe(first.date);
  });

  it('marks the show days', async () => {
    const day = await showDay(db(), 'fr');
    const { data } = await calendar({});
    expect(dayOf(data, day.date)?.showDay).toBe(true);
  });

  it('prices a 2-day visit with the 2-day ticket and ends it the next day', async () => {
    const day = await openDay(
      db(),
      'fr',
      sql`p.season = 'L' and exists (select 1 from park_days n where n.platform = p.platform and n.date = p.date + 1)`,
    );
    const { data } = await calendar({ duration: 2 });
    expect(dayOf(data, day.date)).toMatchObject({ available: true, price: 8600 });
    expect(dayOf(data, day.date)?.endDate).toBe(addDays(day.date, 1));
  });

  it('prices one offer when it is named', async () => {
    const day = await showDay(db(), 'fr');
    const { data } = await calendar({ offerCode: 'FR-NS' });
    expect(dayOf(data, day.date)?.price).toBe(day.season === 'H' ? 3600 : 3300);
  });

  it('prices the Spanish Christmas days with the Christmas ticket', async () => {
    const day = await openDay(db(), 'es', sql`p.season = 'P'`);
    const { data } = await calendar({}, 'es.localhost');
    expect(dayOf(data, day.date)).toMatchObject({ available: true, price: 3800, season: 'P' });
  });

  it('says a day is not available when fewer places are left than the group', async () => {
    const day = await openDay(db(), 'fr', sql`p.season = 'L' and p.date > current_date + 5`);
    const held = await holdPlaces(
      db(),
      { platform: 'fr', product: 'PARK', date: day.date },
      14_000 - 2,
      '15 minutes',
    );
    invalidateAvailability();
    const { data: forThree } = await calendar({ groupLength: 3 });
    const { data: forTwo } = await calendar({ groupLength: 2 });
    expect(dayOf(forThree, day.date)).toMatchObject({ available: false, price: 4900 });
    expect(dayOf(forTwo, day.date)?.available).toBe(true);
    await dropOrders(db(), [held]);
    invalidateAvailability();
  });

  it.each([
    ['more than 24 months', { nbMonth: 25 }],
    ['no visitor', { groupLength: 0 }],
    ['a malformed start date', { startDate: '21/11/2026' }],
  ])('refuses %s', async (_case, variables) => {
    const { errors } = await calendar(variables);
    expect(errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
    expect(errors?.[0]?.message).toBe('The information sent is not valid.');
  });
});

import { parisToday } from '@sesame/domain/dates/paris-today';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';
import { closedDay, openDay, showDay } from './catalog-test-data.ts';

const ENTRIES = `query Entries($yearRange: Int, $offerCode: String, $duration: Int, $language: Language) {
  calendarEntries(yearRange: $yearRange, offerCode: $offerCode, duration: $duration, language: $language) {
    startDate endDate dates { date price events { code title mainImage available } }
  }
}`;

interface EntriesAnswer {
  calendarEntries: Array<{
    startDate: string;
    endDate: string;
    dates: Array<{
      date: string;
      price: number | null;
      events: Array<{ code: string; title: string; available: boolean }>;
    }>;
  }>;
}

describeEachDatabase('calendarEntries', (ctx) => {
  const today = parisToday(new Date());
  const entries = (
    variables: Record<string, unknown>,
    options?: { host?: string; language?: string },
  ) => ctx().graphql<EntriesAnswer>(ENTRIES, variables, options);
  const db = () => ctx().database.db;
  const dateOf = (answer: EntriesAnswer | undefined, date: string) =>
    answer?.calendarEntries[0]?.dates.find((day) => day.date === date);

  it('answers one entry covering every day of the years asked for, from today', async () => {
    const { data } = await entries({ yearRange: 1 });
    expect(data?.calendarEntries).toHaveLength(1);
    const [entry] = data?.calendarEntries ?? [];
    expect(entry?.startDate).toBe(today);
    expect(entry?.dates[0]?.date).toBe(today);
    expect(entry?.dates.at(-1)?.date).toBe(entry?.endDate);
    expect([365, 366]).toContain(entry?.dates.length);
  });

  it('covers two years by default', async () => {
    const { data } = await entries({});
    expect([730, 731]).toContain(data?.calendarEntries[0]?.dates.length);
  });

  it('prices open days from the lowest adult ticket and leaves closed days without price', async () => {
    const low = await openDay(db(), 'fr', sql`p.season = 'L'`);
    const closed = await closedDay(db(), 'fr');
    const { data } = await entries({});
    expect(dateOf(data, low.date)).toMatchObject({ price: 4900 });
    expect(dateOf(data, closed)).toEqual({ date: closed, price: null, events: [] });
  });

  it('shows the night show session as an event, titled in the language asked for', async () => {
    const day = await showDay(db(), 'fr');
    const { data } = await entries({ language: 'fr' });
    expect(dateOf(data, day.date)?.events).toEqual([
      {
        code: 'FR-NS',
        title: expect.stringMatching(/^La Grande Veillée · 22:[03]0$/),
        mainImage: null,
        available: true,
      },
    ]);
  });

  it('shows the Christmas ticket as an event of the Spanish Christmas days', async () => {
    const day = await openDay(db(), 'es', sql`p.season = 'P'`);
    const { data } = await entries({ language: 'es' }, { host: 'es.localhost' });
    expect(dateOf(data, day.date)).toEqual({
      date: day.date,
      price: 3800,
      events: [{ code: 'ES-XMAS', title: 'Entrada Navidad', mainImage: null, available: true }],
    });
  });

  it.each([
    ['a year range of 3', { yearRange: 3 }],
    ['a year range of 0', { yearRange: 0 }],
    ['a negative duration', { duration: -1 }],
  ])('refuses %s', async (_case, variables) => {
    const { errors } = await entries(variables, { language: 'fr' });
    expect(errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
    expect(errors?.[0]?.message).toBe('Les informations envoyées ne sont pas valides.');
  });
});

import { berlinDate } from '@sesame/domain/dates/paris-today';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';
import { openDay } from './catalog-test-data.ts';

describeEachDatabase('GET /api/calendar', (ctx) => {
  const get = (query: string, host = 'localhost') =>
    ctx().app.inject({ method: 'GET', url: `/api/calendar${query}`, headers: { host } });

  it('answers two years of plain dates counted in Europe/Berlin', async () => {
    const response = await get('?yearRange=2');
    expect(response.statusCode).toBe(200);
    const body = response.json() as Array<{
      startDate: string;
      endDate: string;
      dates: Array<{ date: string }>;
    }>;
    expect(body).toHaveLength(1);
    expect(body[0]?.startDate).toBe(berlinDate(new Date()));
    expect([730, 731]).toContain(body[0]?.dates.length);
    expect(body[0]?.dates.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day.date))).toBe(true);
  });

  it('prices the days of the platform of the host', async () => {
    const day = await openDay(ctx().database.db, 'es', sql`p.season = 'L'`);
    const body = (await get('?yearRange=2', 'es.localhost')).json() as Array<{
      dates: Array<{ date: string; price: number | null }>;
    }>;
    expect(body[0]?.dates.find((entry) => entry.date === day.date)?.price).toBe(4200);
  });

  it('refuses a year range other than 1 or 2, in the language asked for', async () => {
    const response = await get('?yearRange=5&lang=es');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'INVALID_INPUT',
      message: 'La información enviada no es válida.',
    });
  });
});

import { addDays } from '@sesame/domain/dates/calendar-days';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { type HoldRequest, productLines } from '../orders/product-lines.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import { priceOfferLine } from './basket-pricing.ts';
import { catalogProductLines } from './catalog-product-lines.ts';
import { closedDay, openDay, showDay } from './catalog-test-data.ts';

const lines = productLines(catalogProductLines);

/** The rows one place takes, as setLockedStock asks the catalogue's kinds for them. */
const stockNeeds = async (
  db: Database,
  platform: 'fr',
  { service, ...request }: HoldRequest & { service: string },
) => {
  const needs = await lines.stock(db, platform, service, request);
  if (needs && 'refused' in needs) throw new Error(`The catalogue refused: ${needs.refused}`);
  return needs;
};

describeEachDatabase('basket pricing', (ctx) => {
  const db = () => ctx().database.db;
  const line = (offerCode: string, startDate: string, extra: Record<string, unknown> = {}) =>
    priceOfferLine(db(), 'fr', {
      offerCode,
      startDate,
      group: { adults: 2, children: 1 },
      language: 'en',
      ...extra,
    });
  const labels = async (needs: Promise<Array<{ label: string }> | null>) =>
    (await needs)?.map((need) => need.label) ?? null;

  it('re-prices a 1-day ticket from the season of the day', async () => {
    const day = await openDay(db(), 'fr', sql`p.season = 'L'`);
    expect(await line('FR-D1', day.date)).toEqual({
      code: 'FR-D1',
      pricingCode: 'FR-D1',
      label: '1-day ticket',
      kind: 'ticket',
      dates: [day.date],
      adultUnit: 4900,
      childUnit: 3700,
      total: 13500,
    });
  });

  it('adds the seat category supplement to a day + show ticket', async () => {
    const day = await showDay(db(), 'fr');
    const bronze = await line('FR-D1NS', day.date);
    const golden = await line('FR-D1NS', day.date, { seating: 'LVL3' });
    expect(golden && bronze && golden.adultUnit - bronze.adultUnit).toBe(2200);
    expect(golden && bronze && golden.childUnit - bronze.childUnit).toBe(2200);
    expect(golden?.label).toBe('1 day + La Grande Veillée · Golden Square');
  });

  it.each([
    ['an unknown offer', 'FR-NOPE', 'open'],
    ['a closed day', 'FR-D1', 'closed'],
    ['a night show on a day without session', 'FR-NS', 'noShow'],
    ['an offer of the other platform', 'ES-D1', 'open'],
  ])('prices nothing for %s', async (_case, code, when) => {
    const date =
      when === 'closed'
        ? await closedDay(db(), 'fr')
        : (
            await openDay(
              db(),
              'fr',
              when === 'noShow'
                ? sql`p.season = 'L' and extract(dow from p.date) between 3 and 4`
                : sql`true`,
            )
          ).date;
    expect(await line(code, date)).toBeNull();
  });

  it('refuses a duration that is not the offer’s', async () => {
    const day = await openDay(db(), 'fr');
    expect(await line('FR-D1', day.date, { duration: 2 })).toBeNull();
  });

  it('takes the park stock of two consecutive days for a 2-day ticket', async () => {
    const day = await openDay(
      db(),
      'fr',
      sql`exists (select 1 from park_days n where n.platform = p.platform and n.date = p.date + 1)`,
    );
    expect(
      await labels(
        stockNeeds(db(), 'fr', { service: 'TICKET', code: 'FR-D2', startDate: day.date }),
      ),
    ).toEqual([`PARK-${day.date}`, `PARK-${addDays(day.date, 1)}`]);
  });

  it('takes the seat of the chosen category at the session for a night-show ticket', async () => {
    const day = await showDay(db(), 'fr');
    const needs = await labels(
      stockNeeds(db(), 'fr', {
        service: 'TICKET',
        code: 'FR-NS',
        startDate: day.date,
        seating: 'LVL2',
      }),
    );
    expect(needs).toEqual([expect.stringMatching(new RegExp(`^SHOW-${day.date}-22:[03]0-LVL2$`))]);
  });

  it('takes the park day and a Bronze seat for a day + show ticket, only the seat for its EVENT', async () => {
    const day = await showDay(db(), 'fr');
    const ticket = await labels(
      stockNeeds(db(), 'fr', { service: 'TICKET', code: 'FR-D1NS', startDate: day.date }),
    );
    const event = await labels(
      stockNeeds(db(), 'fr', {
        service: 'EVENT',
        code: 'FR-D1NS',
        startDate: day.date,
        seating: 'LVL3',
      }),
    );
    expect(ticket).toEqual([`PARK-${day.date}`, expect.stringMatching(/-LVL1$/)]);
    expect(event).toEqual([expect.stringMatching(/-LVL3$/)]);
  });

  it('takes the pass stock of the day for PE and PGE', async () => {
    const day = await openDay(db(), 'fr');
    expect(
      await labels(stockNeeds(db(), 'fr', { service: 'PASS', code: 'PGE', startDate: day.date })),
    ).toEqual([`PGE-${day.date}`]);
  });

  it.each([
    ['a closed day', 'TICKET', 'FR-D1'],
    ['an EVENT of an offer without show', 'EVENT', 'FR-D1'],
    ['a PASS that is not a pass', 'PASS', 'PARK'],
    ['every hold of an order at once', 'ALL', 'FR-D1'],
  ] as const)('needs nothing it could hold for %s', async (_case, service, code) => {
    const date =
      _case === 'a closed day' ? await closedDay(db(), 'fr') : (await openDay(db(), 'fr')).date;
    expect(await stockNeeds(db(), 'fr', { service, code, startDate: date })).toBeNull();
  });

  it('gives the stock ids of the rows, which a hold locks', async () => {
    const day = await openDay(db(), 'fr');
    const [need] =
      (await stockNeeds(db(), 'fr', { service: 'TICKET', code: 'FR-D1', startDate: day.date })) ??
      [];
    const { rows } = await db().execute<{ id: number }>(
      sql`select id::int as id from stock where platform = 'fr' and product = 'PARK' and date = ${day.date}`,
    );
    expect(need?.stockId).toBe(rows[0]?.id);
  });
});

import { addDays } from '@sesame/domain/dates/calendar-days';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { basket, initOrder, saveBasket } from '../orders/order-flow-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import { openDay, showDay } from './catalog-test-data.ts';

const FLEXIBLE_RATE = `query FlexibleRate($language: Language!, $adults: Int!, $children: Int!, $startDate: String!, $duration: Int!, $offerCode: String, $seating: Seating, $code: String = "FLEX") {
  flexibleRateOffer: offer(language: $language, adults: $adults, children: $children, startDate: $startDate, duration: $duration, offerCode: $offerCode, seating: $seating, code: $code) {
    ... on FlexibleRateOffer {
      code name description available lastChangeDate
      price { basePrice totalPrice }
      stock { date availableStock stockCode valid }
    }
  }
}`;

interface FlexibleRateAnswer {
  code: string;
  name: string;
  description: string;
  available: boolean;
  lastChangeDate: string;
  price: { basePrice: number; totalPrice: number };
  stock: Array<{ date: string; availableStock: number; stockCode: string; valid: boolean }>;
}

describeEachDatabase('offer, flexible rate variant (booking-funnel.md §7)', (ctx) => {
  const flexibleRate = (variables: Record<string, unknown>, options?: { host?: string }) =>
    ctx().graphql<{ flexibleRateOffer: FlexibleRateAnswer | null }>(
      FLEXIBLE_RATE,
      { language: 'en', adults: 2, children: 1, duration: 1, offerCode: 'FR-D1', ...variables },
      options,
    );
  const db = () => ctx().database.db;

  it('needs the basket’s ticket offer, which the rate is a share of', async () => {
    const day = await openDay(db(), 'fr', sql`p.date > current_date + 10`);
    const { data, errors } = await flexibleRate({ startDate: day.date, offerCode: null });
    expect(errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
    expect(data?.flexibleRateOffer ?? null).toBeNull();
  });

  it('is 10 % of the group’s tickets, with the last day to change the date and the park’s places', async () => {
    const day = await openDay(db(), 'fr', sql`p.season = 'L' and p.date > current_date + 10`);
    const { data, errors } = await flexibleRate({ startDate: day.date });
    expect(errors).toBeUndefined();
    // catalogue.md §7.2: 2 × 49 € + 37 € = 135 €; 10 % is 13.50 €.
    expect(data?.flexibleRateOffer).toEqual({
      code: 'FLEX',
      name: 'Flexible rate',
      description: 'Change the date of your visit up to 72 hours before, subject to availability.',
      available: true,
      lastChangeDate: addDays(day.date, -4),
      price: { basePrice: 13_500, totalPrice: 1_350 },
      stock: [
        { date: day.date, availableStock: 14_000, stockCode: `PARK-${day.date}`, valid: true },
      ],
    });
  });

  it('costs at least 4 €', async () => {
    const day = await openDay(db(), 'fr', sql`p.season = 'L' and p.date > current_date + 10`);
    const { data } = await flexibleRate({ startDate: day.date, adults: 0, children: 1 });
    expect(data?.flexibleRateOffer?.price).toEqual({ basePrice: 3_700, totalPrice: 400 });
  });

  it('is a share of the show seat chosen and covers every day of a longer visit', async () => {
    const show = await showDay(db(), 'fr');
    const bronze = await flexibleRate({ startDate: show.date, offerCode: 'FR-D1NS' });
    const silver = await flexibleRate({
      startDate: show.date,
      offerCode: 'FR-D1NS',
      seating: 'LVL2',
    });
    const silverSupplement = 900 * 3;
    expect(silver.data?.flexibleRateOffer?.price.basePrice).toBe(
      (bronze.data?.flexibleRateOffer?.price.basePrice ?? 0) + silverSupplement,
    );

    const twoDays = await openDay(
      db(),
      'fr',
      sql`p.date > current_date + 10 and exists (select 1 from park_days n where n.platform = p.platform and n.date = p.date + 1)`,
    );
    const { data } = await flexibleRate({
      startDate: twoDays.date,
      offerCode: 'FR-D2',
      duration: 2,
    });
    expect(data?.flexibleRateOffer?.stock.map((entry) => entry.date)).toEqual([
      twoDays.date,
      addDays(twoDays.date, 1),
    ]);
  });

  it('is not available for tickets that cannot be sold (a day already past)', async () => {
    const { data } = await flexibleRate({ startDate: '2020-06-10' });
    expect(data?.flexibleRateOffer).toMatchObject({
      available: false,
      price: { basePrice: 0 },
      stock: [],
    });
  });

  it('is null for a code that is not the flexible rate', async () => {
    const day = await openDay(db(), 'fr');
    const { data, errors } = await flexibleRate({ startDate: day.date, code: 'PE' });
    expect(errors).toBeUndefined();
    expect(data?.flexibleRateOffer).toBeNull();
  });

  it.each([
    ['no visitor', { adults: 0, children: 0 }],
    ['a date that is no date', { startDate: '2027-02-30' }],
    ['a duration of 0 days', { duration: 0 }],
    ['an offer code past the field length', { offerCode: 'X'.repeat(51) }],
  ])('answers %s with INVALID_INPUT', async (_case, variables) => {
    const { data, errors } = await flexibleRate({
      startDate: '2027-06-12',
      ...variables,
      language: 'es',
    });
    expect(data?.flexibleRateOffer).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
    expect(errors?.[0]?.message).toBe('La información enviada no es válida.');
  });
});

describeEachDatabase('the flexible rate within 72 hours of the visit', (ctx) => {
  let soon = '';
  // A park day two days ahead, added before the catalogue is first read: the seed's calendar
  // may have none that close to the day the tests run.
  beforeAll(async () => {
    const db = ctx().database.db;
    const { rows } = await db.execute<{ date: string }>(
      sql`select to_char(current_date + 2, 'YYYY-MM-DD') as date`,
    );
    soon = rows[0]?.date ?? '';
    await db.execute(sql`
      insert into park_days (platform, date, season, opens_at, closes_at)
      values ('fr', ${soon}, 'L', '10:00', '19:00') on conflict do nothing`);
    await db.execute(sql`
      insert into stock (platform, product, date, capacity)
      values ('fr', 'PARK', ${soon}, 14000) on conflict do nothing`);
  });

  it('is no longer sold once the date can no longer be changed', async () => {
    const { data } = await ctx().graphql<{ flexibleRateOffer: FlexibleRateAnswer | null }>(
      FLEXIBLE_RATE,
      { language: 'en', adults: 2, children: 0, duration: 1, offerCode: 'FR-D1', startDate: soon },
    );
    expect(data?.flexibleRateOffer).toMatchObject({
      available: false,
      lastChangeDate: addDays(soon, -4),
      price: { basePrice: 9_800, totalPrice: 980 },
    });
  });

  it('is refused in a basket, which saves without it', async () => {
    const { orderId } = await initOrder(ctx());
    const refused = await saveBasket(ctx(), orderId, basket(soon, { flexibleRate: true }));
    expect(refused).toMatchObject({ success: false, code: 'OFFER_UNAVAILABLE' });
    const saved = await saveBasket(ctx(), orderId, basket(soon, { flexibleRate: false }));
    expect(saved.success).toBe(true);
    expect(saved.lines.map((line) => line.kind)).toEqual(['ticket']);
  });
});

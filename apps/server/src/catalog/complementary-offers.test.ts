import { addDays } from '@sesame/domain/dates/calendar-days';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';
import { invalidateAvailability } from './availability-cache.ts';
import { dropOrders, holdPlaces, openDay } from './catalog-test-data.ts';

const COMPLEMENTARY_OFFERS = `query Passes($language: Language!, $adults: Int!, $children: Int!, $startDate: String!, $purchaseDate: String, $duration: Int!, $code: String!) {
  complementaryOffers(language: $language, adults: $adults, children: $children, startDate: $startDate, purchaseDate: $purchaseDate, duration: $duration, code: $code) {
    code name description tags available availableStock totalPrice
    stock { date availableStock stockCode }
    priceList { date datePrice totalPrice }
  }
}`;

interface PassAnswer {
  code: string;
  name: string;
  tags: string[];
  available: boolean;
  availableStock: number;
  totalPrice: number;
  stock: Array<{ date: string; availableStock: number; stockCode: string | null }>;
  priceList: Array<{ date: string; datePrice: number; totalPrice: number }>;
}

// catalogue.md §7.3 (per person per day) and §7.4 (8 % and 2 % of the French park's day stock).
const FRENCH_PRICES: Record<string, Record<string, number>> = {
  PE: { L: 2500, M: 2900, H: 3500 },
  PGE: { L: 5500, M: 6200, H: 6900 },
};
const FRENCH_STOCK: Record<string, Record<string, number>> = {
  PE: { L: 1120, M: 1600, H: 2080 },
  PGE: { L: 280, M: 400, H: 520 },
};

/** A day of the French park whose next day is open at another tier. */
const tierChange = sql`exists (select 1 from park_days q
  where q.platform = p.platform and q.date = p.date + 1 and q.season <> p.season)`;
/** A day of the French park followed by a closed day. */
const beforeClosing = sql`not exists (select 1 from park_days q
  where q.platform = p.platform and q.date = p.date + 1)`;

describeEachDatabase('complementaryOffers', (ctx) => {
  const db = () => ctx().database.db;
  const passes = (variables: Record<string, unknown>, options?: { host?: string }) =>
    ctx().graphql<{ complementaryOffers: PassAnswer[] }>(
      COMPLEMENTARY_OFFERS,
      { language: 'en', adults: 2, children: 1, duration: 1, code: 'PE', ...variables },
      options,
    );

  it('offers PE and PGE at the tier of the day, for the paying visitors of the group', async () => {
    const day = await openDay(db(), 'fr', sql`p.season = 'L'`);
    const { data, errors } = await passes({
      startDate: day.date,
      purchaseDate: addDays(day.date, -2),
    });
    expect(errors).toBeUndefined();
    expect(data?.complementaryOffers).toEqual(
      ['PE', 'PGE'].map((code) => ({
        code,
        name: code === 'PE' ? 'Emotion Pass' : 'Grand Emotion Pass',
        description: expect.any(String),
        tags: ['PASS'],
        available: true,
        availableStock: FRENCH_STOCK[code]?.L,
        totalPrice: 3 * (FRENCH_PRICES[code]?.L ?? 0),
        stock: [
          {
            date: day.date,
            availableStock: FRENCH_STOCK[code]?.L,
            stockCode: `${code}-${day.date}`,
          },
        ],
        priceList: [
          {
            date: day.date,
            datePrice: FRENCH_PRICES[code]?.L,
            totalPrice: 3 * (FRENCH_PRICES[code]?.L ?? 0),
          },
        ],
      })),
    );
  });

  it('prices each day of a visit at its own tier and adds them up', async () => {
    const first = await openDay(db(), 'fr', tierChange);
    const second = addDays(first.date, 1);
    const [{ season: secondSeason = '' } = {}] = (
      await db().execute<{ season: string }>(
        sql`select season from park_days where platform = 'fr' and date = ${second}`,
      )
    ).rows;

    const { data } = await passes({ startDate: first.date, duration: 2, adults: 1, children: 0 });

    const pe = data?.complementaryOffers.find((pass) => pass.code === 'PE');
    const prices = [FRENCH_PRICES.PE?.[first.season], FRENCH_PRICES.PE?.[secondSeason]];
    expect(pe?.priceList).toEqual([
      { date: first.date, datePrice: prices[0], totalPrice: prices[0] },
      { date: second, datePrice: prices[1], totalPrice: prices[1] },
    ]);
    expect(pe?.totalPrice).toBe((prices[0] ?? 0) + (prices[1] ?? 0));
    expect(pe?.availableStock).toBe(
      Math.min(FRENCH_STOCK.PE?.[first.season] ?? 0, FRENCH_STOCK.PE?.[secondSeason] ?? 0),
    );
  });

  it('gives a day without a price zero stock: a closed day, a Spanish Christmas day', async () => {
    const lastOpen = await openDay(db(), 'fr', beforeClosing);
    const christmas = await openDay(db(), 'es', sql`p.season = 'P'`);

    const closing = await passes({ startDate: lastOpen.date, duration: 2 });
    const spanish = await passes({ startDate: christmas.date }, { host: 'es.localhost' });

    const pe = closing.data?.complementaryOffers.find((pass) => pass.code === 'PE');
    expect(pe).toMatchObject({
      available: false,
      availableStock: 0,
      stock: [
        { date: lastOpen.date, availableStock: FRENCH_STOCK.PE?.[lastOpen.season] },
        { date: addDays(lastOpen.date, 1), availableStock: 0, stockCode: null },
      ],
      priceList: [
        { date: lastOpen.date, datePrice: FRENCH_PRICES.PE?.[lastOpen.season] },
        { date: addDays(lastOpen.date, 1), datePrice: 0, totalPrice: 0 },
      ],
    });
    expect(spanish.data?.complementaryOffers).toEqual([
      expect.objectContaining({
        code: 'PE',
        name: 'Emotion Pass',
        available: false,
        availableStock: 0,
        totalPrice: 0,
        stock: [{ date: christmas.date, availableStock: 0, stockCode: null }],
      }),
      expect.objectContaining({ code: 'PGE', available: false, totalPrice: 0 }),
    ]);
  });

  it('counts the places other baskets hold, and says when the group no longer fits', async () => {
    const day = await openDay(db(), 'fr', sql`p.season = 'M'`);
    const held = await holdPlaces(
      db(),
      { platform: 'fr', product: 'PGE', date: day.date },
      398,
      '15 minutes',
    );
    invalidateAvailability();

    const { data } = await passes({ startDate: day.date });

    const pge = data?.complementaryOffers.find((pass) => pass.code === 'PGE');
    expect(pge).toMatchObject({ availableStock: 2, available: false });
    expect(data?.complementaryOffers.find((pass) => pass.code === 'PE')?.available).toBe(true);
    await dropOrders(db(), [held]);
    invalidateAvailability();
  });

  it('answers no pass for a code that is not one', async () => {
    const day = await openDay(db(), 'fr');
    for (const code of ['FR-D1', 'NOPE']) {
      const { data, errors } = await passes({ startDate: day.date, code });
      expect(errors).toBeUndefined();
      expect(data?.complementaryOffers).toEqual([]);
    }
  });

  it('answers bad input with INVALID_INPUT in the language asked and holds nothing', async () => {
    const day = await openDay(db(), 'fr');
    const holds = async () =>
      (await db().execute<{ n: number }>(sql`select count(*)::int as n from stock_holds`)).rows[0]
        ?.n;
    const before = await holds();
    for (const variables of [
      { startDate: '2027-13-01' },
      { startDate: day.date, purchaseDate: 'yesterday' },
      { startDate: day.date, duration: 0 },
      { startDate: day.date, duration: 4 },
      { startDate: day.date, adults: 0, children: 0 },
      { startDate: day.date, adults: -1 },
      { startDate: day.date, code: 'P'.repeat(51) },
    ]) {
      const { data, errors } = await ctx().graphql(
        COMPLEMENTARY_OFFERS,
        { language: 'fr', adults: 2, children: 1, duration: 1, code: 'PE', ...variables },
        { language: 'en' },
      );
      expect(data).toBeNull();
      expect(errors?.[0]).toMatchObject({
        message: 'Les informations envoyées ne sont pas valides.',
        extensions: { code: 'INVALID_INPUT' },
      });
    }
    expect(await holds()).toBe(before);
  });
});

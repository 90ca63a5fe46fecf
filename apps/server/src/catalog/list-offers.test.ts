import { addDays } from '@sesame/domain/dates/calendar-days';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';
import { invalidateAvailability } from './availability-cache.ts';
import { closedDay, dropOrders, holdPlaces, openDay, showDay } from './catalog-test-data.ts';

const OFFERS = `query Offers($language: Language!, $adults: Int!, $children: Int!, $startDate: String, $duration: Int, $numberOfNights: Int, $track: Track) {
  offers(language: $language, adults: $adults, children: $children, startDate: $startDate, duration: $duration, numberOfNights: $numberOfNights, track: $track) {
    code kind name description stayName tag season seating seatingStockCode available status duration nights
    price { basePrice totalPrice adultPrice adultUnitPrice childrenPrice childrenUnitPrice }
    stock { date availableStock stockCodes seatingStockCode seating session valid title }
  }
}`;

interface OfferAnswer {
  code: string;
  kind: string;
  name: string;
  stayName: string | null;
  tag: string | null;
  season: string | null;
  seating: string | null;
  status: string;
  duration: number;
  nights: number;
  price: Record<string, number>;
  stock: Array<{
    date: string;
    availableStock: number;
    seating: string | null;
    session: string | null;
    valid: boolean;
    title: string | null;
  }>;
}

describeEachDatabase('offers', (ctx) => {
  const group = { adults: 2, children: 1, duration: 1, track: 'date' };
  const offers = async (
    variables: Record<string, unknown>,
    options?: { host?: string; language?: string },
  ) =>
    ctx().graphql<{ offers: OfferAnswer[] }>(
      OFFERS,
      { language: 'en', ...group, ...variables },
      options,
    );
  const db = () => ctx().database.db;

  it('prices the 1-day ticket of a low-tier day for the group, in cents', async () => {
    const day = await openDay(db(), 'fr', sql`p.season = 'L'`);
    const { data, errors } = await offers({ startDate: day.date });
    expect(errors).toBeUndefined();
    const ticket = data?.offers.find((offer) => offer.code === 'FR-D1');
    expect(ticket).toMatchObject({
      kind: 'ticket',
      name: '1-day ticket',
      tag: 'OFFER',
      season: 'L',
      status: 'available',
      duration: 1,
      price: {
        basePrice: 4900,
        adultUnitPrice: 4900,
        adultPrice: 9800,
        childrenUnitPrice: 3700,
        childrenPrice: 3700,
        totalPrice: 13500,
      },
    });
    expect(ticket?.stock).toEqual([
      expect.objectContaining({
        date: day.date,
        availableStock: 14_000,
        valid: true,
        seating: null,
      }),
    ]);
  });

  it('lists only the offers of the asked duration', async () => {
    const day = await openDay(db(), 'fr', sql`p.season = 'L'`);
    const { data } = await offers({ startDate: day.date });
    expect(data?.offers.every((offer) => offer.duration === 1)).toBe(true);
    expect(data?.offers.map((offer) => offer.code)).not.toContain('FR-D2');
  });

  it('names the offers in the language asked for', async () => {
    const day = await openDay(db(), 'fr');
    const { data } = await offers({ startDate: day.date, language: 'fr' });
    expect(data?.offers.find((offer) => offer.code === 'FR-D1')?.name).toBe('Billet 1 jour');
  });

  it('covers both days of a 2-day ticket, priced by the first day’s tier', async () => {
    const day = await openDay(
      db(),
      'fr',
      sql`exists (select 1 from park_days n where n.platform = p.platform and n.date = p.date + 1)`,
    );
    const { data } = await offers({ startDate: day.date, duration: 2 });
    const ticket = data?.offers.find((offer) => offer.code === 'FR-D2');
    expect(ticket?.stock.map((entry) => entry.date)).toEqual([day.date, addDays(day.date, 1)]);
    const adult = { L: 8600, M: 9800, H: 11200 }[day.season];
    expect(ticket?.price.adultUnitPrice).toBe(adult);
  });

  it('offers the night show on a show day with the seats of every category', async () => {
    const day = await showDay(db(), 'fr');
    const { data } = await offers({ startDate: day.date });
    const codes = data?.offers.map((offer) => offer.code);
    expect(codes).toEqual(expect.arrayContaining(['FR-D1', 'FR-NS', 'FR-D1NS']));
    const show = data?.offers.find((offer) => offer.code === 'FR-NS');
    expect(show?.seating).toBe('LVL1');
    expect(show?.stock.map((entry) => [entry.seating, entry.availableStock])).toEqual([
      ['LVL1', 7_200],
      ['LVL2', 3_600],
      ['LVL3', 1_200],
    ]);
    expect(show?.stock[0]?.title).toMatch(/^La Grande Veillée night show · 22:[03]0$/);
    const dayAndShow = data?.offers.find((offer) => offer.code === 'FR-D1NS');
    expect(dayAndShow?.stock.map((entry) => entry.seating)).toEqual([null, 'LVL1', 'LVL2', 'LVL3']);
  });

  it('has no offer on a closed day', async () => {
    const { data, errors } = await offers({ startDate: await closedDay(db(), 'fr') });
    expect(errors).toBeUndefined();
    expect(data?.offers).toEqual([]);
  });

  it('has no offer on a day already past', async () => {
    const { data } = await offers({ startDate: '2020-06-10' });
    expect(data?.offers).toEqual([]);
  });

  it('shows the Spanish offers to the es platform', async () => {
    const day = await openDay(db(), 'es', sql`p.season = 'M'`);
    const { data } = await offers({ startDate: day.date }, { host: 'es.localhost' });
    const ticket = data?.offers.find((offer) => offer.code === 'ES-D1');
    expect(ticket?.price.adultUnitPrice).toBe(4800);
    expect(data?.offers.every((offer) => offer.code.startsWith('ES-'))).toBe(true);
  });

  it('sells the Christmas ticket and its stay, not the regular ticket, on a Spanish Christmas day', async () => {
    const day = await openDay(db(), 'es', sql`p.season = 'P'`);
    const { data } = await offers(
      { startDate: day.date, language: 'es' },
      { host: 'es.localhost' },
    );
    expect(
      data?.offers.map((offer) => [offer.code, offer.name, offer.price.adultUnitPrice]),
    ).toEqual([
      ['ES-XMAS', 'Entrada Navidad', 3800],
      ['ES-XMAS-PK', 'Navidad + 1 noche', 3496],
    ]);
  });

  // catalogue.md §7.2 ES-PK1: 1 day + night show (Bronze) + 1 night, the tickets 8 % off ES-D1NS.
  it.each([
    ['no nights asked', {}],
    ['the nights of a day visit (0), as the web asks', { numberOfNights: 0 }],
    ['its own night', { numberOfNights: 1 }],
  ])('sells the 1 day + show + 1 night stay on a Spanish show day, %s', async (_label, asked) => {
    const day = await showDay(db(), 'es');
    const { data, errors } = await offers(
      { startDate: day.date, language: 'es', ...asked },
      { host: 'es.localhost' },
    );
    expect(errors).toBeUndefined();
    const bronze = { L: [6072, 4416], M: [6808, 4968], H: [7728, 5612] }[day.season];
    expect(data?.offers.find((offer) => offer.code === 'ES-PK1')).toMatchObject({
      kind: 'package',
      name: 'Estancia 1 día + espectáculo + 1 noche',
      stayName: 'Estancia Crónica',
      status: 'available',
      seating: 'LVL1',
      duration: 1,
      nights: 1,
      price: { adultUnitPrice: bronze?.[0], childrenUnitPrice: bronze?.[1] },
    });
  });

  it('lists no 1-night stay for a stay of 2 nights asked, and a day ticket has none', async () => {
    const day = await showDay(db(), 'es');
    const { data } = await offers(
      { startDate: day.date, numberOfNights: 2 },
      { host: 'es.localhost' },
    );
    const codes = data?.offers.map((offer) => offer.code);
    expect(codes).toContain('ES-D1NS');
    expect(codes).not.toContain('ES-PK1');
    expect(data?.offers.find((offer) => offer.code === 'ES-D1NS')?.nights).toBe(0);
  });

  it('offers the show in Silver, at the Silver price, once Bronze is sold out', async () => {
    const day = await showDay(db(), 'fr');
    const bronze = sql`platform = 'fr' and product = 'SHOW' and date = ${day.date} and category = 'LVL1'`;
    await db().execute(sql`update stock set sold = capacity where ${bronze}`);
    invalidateAvailability();
    try {
      const { data } = await offers({ startDate: day.date });
      const show = data?.offers.find((offer) => offer.code === 'FR-NS');
      const silverSupplement = 900;
      expect(show).toMatchObject({ status: 'available', seating: 'LVL2' });
      expect(show?.price.adultUnitPrice).toBe(
        (day.season === 'H' ? 3600 : 3300) + silverSupplement,
      );
    } finally {
      await db().execute(sql`update stock set sold = 0 where ${bronze}`);
      invalidateAvailability();
    }
  });

  it('counts the places held by others until their hold expires', async () => {
    const day = await openDay(db(), 'fr', sql`p.date > current_date + 3`);
    const park = { platform: 'fr', product: 'PARK', date: day.date };
    const active = await holdPlaces(db(), park, 40, '15 minutes');
    const expired = await holdPlaces(db(), park, 7, '-1 minute');
    invalidateAvailability();
    const { data } = await offers({ startDate: day.date });
    const ticket = data?.offers.find((offer) => offer.code === 'FR-D1');
    const capacity = { L: 14_000, M: 20_000, H: 26_000 }[day.season] ?? 0;
    expect(ticket?.stock[0]?.availableStock).toBe(capacity - 40);
    await dropOrders(db(), [active, expired]);
    invalidateAvailability();
  });

  it('shows places taken by others within a second, even when nobody says the stock changed', async () => {
    const day = await openDay(db(), 'fr', sql`p.date > current_date + 4`);
    const before = await offers({ startDate: day.date });
    const held = await holdPlaces(
      db(),
      { platform: 'fr', product: 'PARK', date: day.date },
      25,
      '15 minutes',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = await offers({ startDate: day.date });
    const left = (answer: typeof before) =>
      answer.data?.offers.find((offer) => offer.code === 'FR-D1')?.stock[0]?.availableStock ?? 0;
    expect(left(before) - left(after)).toBe(25);
    await dropOrders(db(), [held]);
    invalidateAvailability();
  });

  it.each([
    ['a negative number of adults', { adults: -1 }],
    ['a malformed date', { startDate: '2027-02-30' }],
    ['a group of nobody', { adults: 0, children: 0 }],
  ])('refuses %s with a clear error in the language asked for', async (_case, variables) => {
    const { data, errors } = await offers({ ...variables, language: 'es' });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
    expect(errors?.[0]?.message).toBe('La información enviada no es válida.');
  });
});

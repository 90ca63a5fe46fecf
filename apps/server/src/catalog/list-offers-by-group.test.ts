import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';
import { invalidateAvailability } from './availability-cache.ts';

const OFFERS_BY_GROUP = `query OffersByGroup($language: Language!, $adults: Int!, $children: Int!, $disabledAdults: Int, $duration: Int, $purchaseDate: String) {
  offersByGroup(language: $language, adults: $adults, children: $children, disabledAdults: $disabledAdults, duration: $duration, purchaseDate: $purchaseDate) {
    code kind name season available status duration
    price { adultUnitPrice adultPrice childrenUnitPrice childrenPrice totalPrice }
    stock { date }
  }
}`;

interface OfferAnswer {
  code: string;
  kind: string;
  season: string | null;
  available: boolean;
  status: string;
  duration: number;
  price: Record<string, number>;
  stock: Array<{ date: string }>;
}

describeEachDatabase('offersByGroup (readings.md §11)', (ctx) => {
  const offersByGroup = (variables: Record<string, unknown>, options?: { host?: string }) =>
    ctx().graphql<{ offersByGroup: OfferAnswer[] }>(
      OFFERS_BY_GROUP,
      { language: 'en', adults: 2, children: 1, ...variables },
      options,
    );
  const db = () => ctx().database.db;
  const byCode = (offers: OfferAnswer[] | undefined, code: string) =>
    offers?.find((offer) => offer.code === code);

  it('lists what the group can buy over the sales calendar, whatever today is, priced from the cheapest day', async () => {
    const { data, errors } = await offersByGroup({});
    expect(errors).toBeUndefined();
    expect(data?.offersByGroup.map((offer) => offer.code)).toEqual(
      expect.arrayContaining(['FR-D1', 'FR-D2', 'FR-D3', 'FR-NS', 'FR-D1NS']),
    );
    // catalogue.md §7.2: the low tier is the cheapest; no day is chosen, so no stock of a day.
    expect(byCode(data?.offersByGroup, 'FR-D1')).toMatchObject({
      kind: 'ticket',
      season: 'L',
      available: true,
      status: 'available',
      price: {
        adultUnitPrice: 4900,
        adultPrice: 9800,
        childrenUnitPrice: 3700,
        childrenPrice: 3700,
        totalPrice: 13500,
      },
      stock: [],
    });
  });

  it('keeps to the duration asked for', async () => {
    const { data } = await offersByGroup({ duration: 2 });
    expect(data?.offersByGroup.map((offer) => offer.code)).toEqual(['FR-D2', 'FR-PK1']);
    expect(byCode(data?.offersByGroup, 'FR-D2')?.price.adultUnitPrice).toBe(8600);
  });

  it('accepts the purchase date the spec sends and still counts the calendar from today', async () => {
    const { data, errors } = await offersByGroup({ duration: 1, purchaseDate: '2020-01-01' });
    expect(errors).toBeUndefined();
    expect(byCode(data?.offersByGroup, 'FR-D1')?.price.adultUnitPrice).toBe(4900);
  });

  it('prices from the next cheapest day the group fits once the cheapest days are full', async () => {
    const lowDays = sql`platform = 'fr' and product = 'PARK' and date in (select date from park_days where platform = 'fr' and season = 'L')`;
    await db().execute(sql`update stock set sold = capacity where ${lowDays}`);
    invalidateAvailability();
    try {
      const { data } = await offersByGroup({ duration: 1 });
      expect(byCode(data?.offersByGroup, 'FR-D1')).toMatchObject({
        season: 'M',
        available: true,
        price: { adultUnitPrice: 5600 },
      });
    } finally {
      await db().execute(sql`update stock set sold = 0 where ${lowDays}`);
      invalidateAvailability();
    }
  });

  it('drops an offer the group fits on no day of the calendar', async () => {
    const parkDays = sql`platform = 'fr' and product = 'PARK'`;
    await db().execute(sql`update stock set sold = capacity - 2 where ${parkDays}`);
    invalidateAvailability();
    try {
      const { data } = await offersByGroup({ duration: 2 });
      expect(data?.offersByGroup).toEqual([]);
      const pair = await offersByGroup({ adults: 2, children: 0, duration: 2 });
      expect(pair.data?.offersByGroup.map((offer) => offer.code)).toEqual(['FR-D2', 'FR-PK1']);
    } finally {
      await db().execute(sql`update stock set sold = 0 where ${parkDays}`);
      invalidateAvailability();
    }
  });

  it('lists the Spanish platform’s offers, the Christmas ticket among them', async () => {
    const { data } = await offersByGroup({ duration: 1 }, { host: 'es.localhost' });
    const codes = data?.offersByGroup.map((offer) => offer.code) ?? [];
    expect(codes).toEqual(expect.arrayContaining(['ES-D1', 'ES-XMAS']));
    expect(codes.every((code) => code.startsWith('ES-'))).toBe(true);
    expect(byCode(data?.offersByGroup, 'ES-D1')?.price.adultUnitPrice).toBe(4200);
  });

  it.each([
    ['no visitor', { adults: 0, children: 0 }],
    ['more disabled adults than adults', { adults: 1, disabledAdults: 2 }],
    ['a duration of 0 days', { duration: 0 }],
    ['a purchase date that is no date', { purchaseDate: '2027-02-30' }],
  ])('answers %s with INVALID_INPUT', async (_case, variables) => {
    const { data, errors } = await offersByGroup({ ...variables, language: 'fr' });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
    expect(errors?.[0]?.message).toBe('Les informations envoyées ne sont pas valides.');
  });
});

import { addDays } from '@sesame/domain/dates/calendar-days';
import { type SQL, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDay, showDay } from '../catalog/catalog-test-data.ts';
import type { Database } from '../db/client.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import {
  FAMILY,
  searchPackages,
  searchStays,
  stayDetail,
  twoDayStart,
} from './stay-test-fixture.ts';

// catalogue.md §7.6 at tier L: Le Castellum family 169, double 139, suite 279, breakfast 18 / 10.
// catalogue.md §7.2 at tier L: FR-D2 86 an adult, FR-PK1 79.12 (8 % off).
const LOW_NIGHT = sql`p.season = 'L' and q.season = 'L' and extract(dow from p.date) <> 6`;
const christmasDay = (db: Database, platform: string) =>
  openDay(db, platform, sql`p.season = 'P'` as SQL);

describeEachDatabase('accommodation', (context) => {
  const db = () => context().database.db;

  it('lists the park hotel first, then the partner, each with its solutions for the stay', async () => {
    const { date } = await twoDayStart(db(), 'fr', LOW_NIGHT);
    const { data, errors } = await searchStays(context(), { startDate: date });
    expect(errors).toBeUndefined();
    const [castellum, moulin] = data?.accommodation ?? [];
    expect(data?.accommodation.map((hotel) => hotel.code)).toEqual(['H-FR-CAS', 'H-FR-REL']);
    expect(castellum).toMatchObject({
      title: 'Le Castellum',
      providerType: 'INTERNE',
      hotelType: 'THEMED',
      distanceRange: 'ON_SITE',
      nights: 1,
      startDate: date,
      checkInTime: '15:00',
      checkOutTime: '11:00',
      price: 13900,
    });
    expect(castellum?.hotelPhotos[0]).toEqual({
      src: '/images/hotels/castellum-gate.svg',
      alt: 'The main gate of Le Castellum at sunset',
      width: 800,
      height: 533,
    });
    expect(moulin).toMatchObject({
      providerType: 'PARTENAIRE',
      distanceRange: 'UNDER_10_KM',
      price: 7900,
    });
  });

  it('gives the details of one hotel: its solutions with price lines, stock entries and occupants', async () => {
    const { date } = await twoDayStart(db(), 'fr', LOW_NIGHT);
    const { data, errors } = await stayDetail(context(), { startDate: date, code: 'H-FR-CAS' });
    expect(errors).toBeUndefined();
    const castellum = data?.accommodationDetail;
    expect(castellum?.ticketPrice).toBeNull();
    expect(castellum?.rooms.map((room) => [room.solution[0]?.roomTypeCode, room.price])).toEqual([
      ['H-FR-CAS-DOUBLE', 13900],
      ['H-FR-CAS-FAMILY', 16900],
      ['H-FR-CAS-SUITE', 27900],
    ]);
    expect(castellum?.rooms[0]).toMatchObject({
      index: 0,
      source: 'INTERNE',
      breakfastPrice: 2 * 1800,
      solution: [{ roomTypeCode: 'H-FR-CAS-DOUBLE', quantity: 1, lastPlaces: false }],
      occupations: [
        { roomTypeCode: 'H-FR-CAS-DOUBLE', adults: 2, children: 0, babies: 0, ages: [] },
      ],
      stock: [
        {
          date,
          allotementId: 'H-FR-CAS-DOUBLE',
          availableStock: 20,
          eventId: `H-FR-CAS-DOUBLE-${date}`,
        },
      ],
      priceLines: [
        {
          roomTypeCode: 'H-FR-CAS-DOUBLE',
          date,
          priceRoom: 13900,
          unitBreakfastAdultPrice: 1800,
          unitBreakfastChildPrice: 1000,
          quantity: 1,
        },
      ],
    });
  });

  it('fits a family of 2 adults, 2 children and a baby in two rooms, the baby in a cot', async () => {
    const { date } = await twoDayStart(db(), 'fr', LOW_NIGHT);
    const { data } = await stayDetail(context(), { startDate: date, code: 'H-FR-CAS', ...FAMILY });
    const castellum = data?.accommodationDetail;
    // Doubles sleep 2 with a cot: the room of 1 adult, a child and a baby fits one.
    expect(
      castellum?.rooms.map((room) => room.solution.map((s) => [s.roomTypeCode, s.quantity])),
    ).toEqual([[['H-FR-CAS-DOUBLE', 2]], [['H-FR-CAS-FAMILY', 2]], [['H-FR-CAS-SUITE', 2]]]);
    expect(castellum?.rooms[0]).toMatchObject({
      price: 2 * 13900,
      breakfastPrice: 2 * 1800 + 2 * 1000,
      occupations: [
        { roomTypeCode: 'H-FR-CAS-DOUBLE', adults: 1, children: 1, babies: 1, ages: [8, 1] },
        { roomTypeCode: 'H-FR-CAS-DOUBLE', adults: 1, children: 1, babies: 0, ages: [11] },
      ],
    });
  });

  it('prices a night-show Saturday at tier H', async () => {
    const { date } = await twoDayStart(
      db(),
      'fr',
      sql`p.season <> 'H' and extract(dow from p.date) = 6
        and exists (select 1 from show_sessions s where s.platform = p.platform and s.date = p.date)`,
    );
    const { data } = await stayDetail(context(), { startDate: date, code: 'H-FR-CAS' });
    expect(data?.accommodationDetail?.rooms[0]?.priceLines[0]?.priceRoom).toBe(18900);
  });

  it('leaves park hotels out when internal is not allowed; asking one by code is the duration error', async () => {
    const { date } = await twoDayStart(db(), 'fr');
    const partners = await searchStays(context(), { startDate: date, internal: false });
    expect(partners.data?.accommodation.map((hotel) => hotel.code)).toEqual(['H-FR-REL']);
    const refused = await searchStays(context(), {
      startDate: date,
      internal: false,
      code: 'H-FR-CAS',
      language: 'fr',
    });
    expect(refused.errors?.[0]).toMatchObject({
      message:
        'Cette offre ne donne pas accès aux hôtels du parc : choisissez une visite de plusieurs jours ou un séjour.',
      extensions: { code: 'ACCOMMODATION_NOT_INCLUDED' },
    });
  });

  it('gives the duration error for a visit of one day (no night)', async () => {
    const { date } = await twoDayStart(db(), 'fr');
    const { errors } = await searchStays(context(), { startDate: date, duration: 1 });
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'ACCOMMODATION_NOT_INCLUDED' });
  });

  it.each([
    [
      '9 people in one room',
      { adults: 9, distribution: [{ adults: 9, children: 0, ages: [] }] },
      'en',
      'The room distribution is not valid. Room 1: 9 people, but a room sleeps at most 6 (a baby under 3 in a cot not counted); we recommend 5 at most.',
    ],
    [
      'a child of 40',
      { children: 1, distribution: [{ adults: 2, children: 1, ages: [40] }] },
      'es',
      'La distribución de las habitaciones no es válida. Habitación 1: la edad de un niño va de 0 a 13 años (40 indicada); a partir de 14, cuéntalo como adulto.',
    ],
    [
      'a negative count',
      { distribution: [{ adults: 2, children: -1, ages: [] }] },
      'fr',
      "La répartition des chambres n'est pas valide. Chambre 1 : le nombre d'enfants doit être un nombre entier, 0 ou plus.",
    ],
    [
      'a visitor left out',
      { adults: 3 },
      'en',
      "The room distribution is not valid. 2 of the group's 3 adults are placed in the rooms: every visitor must be placed once.",
    ],
  ])(
    'refuses %s, naming what is wrong in the language asked',
    async (_label, variables, language, message) => {
      const { date } = await twoDayStart(db(), 'fr');
      const { data, errors } = await searchStays(context(), {
        startDate: date,
        language,
        ...variables,
      });
      expect(data).toBeNull();
      expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'DISTRIBUTION_INVALID' } });
    },
  );

  it('counts rooms held by others, not by the order asking, and drops a sold-out hotel', async () => {
    const { date } = await twoDayStart(db(), 'fr', sql`p.date > current_date + 20`);
    const rows = await db().execute<{ id: number }>(
      sql`select id::int as id from stock where platform = 'fr' and date = ${date} and product like 'H-FR-REL-%'`,
    );
    const ids = rows.rows.map((row) => row.id);
    await db().execute(sql`update stock set sold = capacity - 1 where id in ${ids}`);
    const last = await stayDetail(context(), { startDate: date, code: 'H-FR-REL' });
    expect(
      last.data?.accommodationDetail?.rooms.map((room) => room.solution[0]?.lastPlaces),
    ).toEqual([true, true, true]);
    const listed = await searchStays(context(), { startDate: date });
    expect(listed.data?.accommodation.map((hotel) => [hotel.code, hotel.lastPlaces])).toEqual([
      ['H-FR-CAS', false],
      ['H-FR-REL', true],
    ]);
    await db().execute(sql`update stock set sold = capacity where id in ${ids}`);
    const full = await searchStays(context(), { startDate: date });
    expect(full.data?.accommodation.map((hotel) => hotel.code)).toEqual(['H-FR-CAS']);
  });

  it('lists the hotels of a package, each with its tickets, the discount on the tickets only', async () => {
    const { date } = await twoDayStart(db(), 'fr', LOW_NIGHT);
    const prepackage = { id: 'FR-PK1', startDate: date, duration: 2 };
    const { data, errors } = await searchPackages(context(), { startDate: date, prepackage });
    expect(errors).toBeUndefined();
    const tickets = { prepackage, ticketPrice: 2 * 7912, ticketDiscount: 2 * (8600 - 7912) };
    expect(data?.packages).toMatchObject([
      { code: 'H-FR-CAS', price: 13900, nights: 1, lastPlaces: false, ...tickets },
      { code: 'H-FR-REL', price: 7900, ...tickets },
    ]);
  });

  it('gives the details of a package’s hotel with the package’s tickets', async () => {
    const { date } = await twoDayStart(db(), 'fr', LOW_NIGHT);
    const prepackage = { id: 'FR-PK1', startDate: date, duration: 2 };
    const { data, errors } = await stayDetail(context(), {
      startDate: date,
      code: 'H-FR-CAS',
      prepackage,
    });
    expect(errors).toBeUndefined();
    expect(data?.accommodationDetail).toMatchObject({
      code: 'H-FR-CAS',
      price: 13900,
      nights: 1,
      ticketPrice: 2 * 7912,
    });
  });

  // catalogue.md §7.2: ES-PK1 (ES-D1NS at Bronze) and ES-XMAS-PK (ES-XMAS) are 1 day and 1 night,
  // their tickets 8 % off; the stay is the package's own night, not the visit's days minus one.
  it.each([
    ['ES-PK1 on a show day', 'ES-PK1', showDay, { L: 6600, M: 7400, H: 8400 }],
    ['ES-XMAS-PK on a Christmas day', 'ES-XMAS-PK', christmasDay, { P: 3800 }],
  ])(
    'lists the hotels of the 1-day package %s for its own night',
    async (_label, id, dayOf, alone) => {
      const { date, season } = await dayOf(db(), 'es');
      const prepackage = { id, startDate: date, duration: 1 };
      const { data, errors } = await searchPackages(
        context(),
        { startDate: date, duration: 1, prepackage },
        { host: 'es.localhost' },
      );
      expect(errors).toBeUndefined();
      const adult = alone[season as keyof typeof alone] ?? 0;
      const packageAdult = Math.round(adult * 0.92);
      expect(data?.packages).toMatchObject(
        ['H-ES-HOS', 'H-ES-VEG'].map((code) => ({
          code,
          nights: 1,
          startDate: date,
          endDate: addDays(date, 1),
          ticketPrice: 2 * packageAdult,
          ticketDiscount: 2 * (adult - packageAdult),
        })),
      );
    },
  );

  it('names the hotels in the language asked', async () => {
    const { data } = await context().graphql<{ accommodationCodeNames: unknown[] }>(
      'query { accommodationCodeNames(lang: es) { code name internalCode } }',
      {},
      { host: 'es.localhost' },
    );
    expect(data?.accommodationCodeNames).toEqual([
      { code: 'H-ES-HOS', name: 'Hospedería del Siglo de Oro', internalCode: 'HOSPEDERIA' },
      { code: 'H-ES-VEG', name: 'Hotel Mirador de la Vega', internalCode: null },
    ]);
  });
});

import { addDays } from '@sesame/domain/dates/calendar-days';
import { parisToday } from '@sesame/domain/dates/paris-today';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  holdsOf,
  initOrder,
  openDays,
  query,
  SET_LOCKED_STOCK,
} from '../orders/order-flow-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import { RESTAURANTS, restaurants } from './restaurant-test-fixture.ts';

const ES = { host: 'es.localhost' };

const DETAIL = `query ($code: String!, $date: String!, $adults: Int, $children: Int, $language: Language, $orderId: ID, $mealType: MealType) {
  restaurant(code: $code, date: $date, adults: $adults, children: $children, language: $language, orderId: $orderId, mealType: $mealType) {
    code title conditions services { serviceTime stock eventId valid }
    menus { code totalPrice courses { title description } }
  }
}`;

const CODE_NAMES = `query ($lang: Language) { restaurantCodeNames(lang: $lang) { code name } }`;

const SETTINGS = `{ platform { restaurantSettings { bookingHoursInAdvance dinnerThreshold hideZeroPriceMenus tagFilters } } }`;

describeEachDatabase(
  'restaurants, restaurant and restaurantCodeNames (booking-funnel.md §7)',
  (ctx) => {
    let showDay: string;
    let plainDay: string;
    let spanishDay: string;
    beforeAll(async () => {
      const days = await openDays(ctx(), 'fr', 5);
      const [show] = await query<{ date: string }>(
        ctx(),
        sql`select to_char(date, 'YYYY-MM-DD') as date from show_sessions
          where platform = 'fr' and date >= current_date + 5 order by date limit 1`,
      );
      showDay = show?.date as string;
      plainDay = days.find((day) => day !== showDay) as string;
      const [spring] = await query<{ date: string }>(
        ctx(),
        sql`select to_char(date, 'YYYY-MM-DD') as date from park_days
          where platform = 'es' and date >= current_date + 5 and opens_at = '10:00'
          order by date limit 1`,
      );
      spanishDay = spring?.date as string;
    });

    it("lists the French park's three restaurants with everything the list shows, in English", async () => {
      const { data, errors } = await restaurants(ctx(), { date: showDay });
      expect(errors).toBeUndefined();
      const list = data?.restaurants ?? [];
      expect(list.map((r) => r.code)).toEqual(['R-FR-BAN', 'R-FR-ROT', 'R-FR-BIS']);
      expect(list[0]).toEqual({
        code: 'R-FR-BAN',
        accommodationCode: null,
        title: 'The Bards’ Banquet',
        text: expect.stringContaining('Celtic feast'),
        conditions: expect.stringContaining('arrive 10 minutes before'),
        restaurantType: 'show',
        restaurantTypeName: 'Meal with a show',
        available: true,
        media: [
          {
            desktop: '/static/restaurants/r-fr-ban.svg',
            mobile: '/static/restaurants/r-fr-ban.svg',
            alt: expect.stringContaining('Long wooden tables'),
            title: 'The Bards’ Banquet',
          },
        ],
        tagList: expect.arrayContaining([
          {
            id: 'show',
            code: 'show',
            picto: '/static/restaurants/pictos/show.svg',
            title: 'Show during the meal',
          },
        ]),
        tagListFood: [
          { code: 'regional', title: 'Regional cooking' },
          { code: 'children-menu', title: 'Children’s menu' },
        ],
        tagListServices: expect.arrayContaining([
          { code: 'table-service', title: 'Table service' },
        ]),
        menus: [
          expect.objectContaining({
            code: 'FESTIN',
            title: 'The Bards’ Feast',
            audience: 'adult',
            promotionalTitle: 'Show included',
            lunch: true,
            diner: true,
            mainAdultMenu: true,
            mainChildrenMenu: false,
            pricePerPerson: 3900,
            discountPricePerPerson: null,
            totalPrice: 7800,
            totalDiscountPrice: null,
          }),
          expect.objectContaining({ code: 'PETITS-BARDES', audience: 'child', totalPrice: 1700 }),
          // The French platform lists its zero-price menus: the under-3s' free baby jar.
          expect.objectContaining({ code: 'PETIT-POT', audience: 'baby', pricePerPerson: 0 }),
        ],
        services: ['11:45', '13:00', '18:30'].map((time) => ({
          date: showDay,
          serviceTime: time,
          mealType: time < '17:00' ? 'lunch' : 'dinner',
          serviceStockCode: `R-FR-BAN-${showDay}-${time}`,
          stock: 600,
          eventId: `R-FR-BAN-${showDay}-${time}`,
          valid: true,
        })),
      });
    });

    it('serves the Banquet’s dinner later on a day without the night show', async () => {
      const { data } = await restaurants(ctx(), { date: plainDay, mealType: 'dinner' });
      const banquet = data?.restaurants.find((r) => r.code === 'R-FR-BAN');
      expect(banquet?.services.map((s) => s.serviceTime)).toEqual(['19:45']);
    });

    it('gives one meal type: its sittings only, and the menus it serves', async () => {
      const { data } = await restaurants(ctx(), { date: showDay, mealType: 'lunch' });
      const rotisserie = data?.restaurants.find((r) => r.code === 'R-FR-ROT');
      expect(rotisserie?.services.map((s) => s.serviceTime)).toEqual(['11:30', '12:45']);
      const bistro = data?.restaurants.find((r) => r.code === 'R-FR-BIS');
      expect(bistro?.services.map((s) => s.serviceTime)).toEqual([
        '11:45',
        '12:30',
        '13:15',
        '14:00',
      ]);
      expect(bistro?.menus.map((m) => [m.code, m.mainAdultMenu, m.mainChildrenMenu])).toEqual([
        ['FORMULE', true, false],
        ['COMPLET', false, false],
        ['PETIT-GOURMET', false, true],
      ]);
    });

    it('lists the Spanish restaurants in Spanish, without the zero-price menu', async () => {
      const { data } = await restaurants(ctx(), { date: spanishDay, language: 'es' }, ES);
      const list = data?.restaurants ?? [];
      expect(list.map((r) => [r.code, r.title])).toEqual([
        ['R-ES-PAT', 'El Patio de las Mil Lámparas'],
        ['R-ES-VEN', 'La Venta del Camino'],
      ]);
      const venta = list[1];
      expect(venta?.menus.map((m) => [m.code, m.pricePerPerson])).toEqual([
        ['CAMINANTE', 1450],
        ['PEQUENO-VIAJERO', 950],
      ]);
      expect(venta?.services).toHaveLength(17);
      expect(list[0]?.services.map((s) => [s.serviceTime, s.mealType])).toEqual([
        ['13:30', 'lunch'],
        ['20:00', 'dinner'],
      ]);
    });

    it('marks a sitting without covers for the whole group as not valid (booking-funnel.md §5)', async () => {
      const eventId = `R-FR-ROT-${showDay}-18:30`;
      await query(
        ctx(),
        sql`update stock set sold = capacity - 3
      where product = 'R-FR-ROT' and date = ${showDay} and session = '18:30'`,
      );
      const fits = await restaurants(ctx(), { date: showDay, adults: 2, children: 1 });
      const tooMany = await restaurants(ctx(), { date: showDay, adults: 2, children: 2 });
      const sitting = (answer: typeof fits) =>
        answer.data?.restaurants
          .find((r) => r.code === 'R-FR-ROT')
          ?.services.find((s) => s.eventId === eventId);
      expect(sitting(fits)).toMatchObject({ stock: 3, valid: true });
      expect(sitting(tooMany)).toMatchObject({ stock: 3, valid: false });
    });

    it('counts the covers an order holds as left to it, and to no one else', async () => {
      const eventId = `R-FR-BIS-${plainDay}-12:30`;
      const { orderId } = await initOrder(ctx());
      const held = await ctx().graphql<{ setLockedStock: { success: boolean } }>(SET_LOCKED_STOCK, {
        data: { orderId, service: 'RESTAURANT', code: eventId, startDate: plainDay, quantity: 4 },
      });
      expect(held.data?.setLockedStock.success).toBe(true);
      expect(await holdsOf(ctx(), orderId)).toHaveLength(1);
      const left = async (variables: Record<string, unknown>) =>
        (await restaurants(ctx(), { date: plainDay, ...variables })).data?.restaurants
          .find((r) => r.code === 'R-FR-BIS')
          ?.services.find((s) => s.eventId === eventId)?.stock;
      expect(await left({})).toBe(176);
      expect(await left({ orderId })).toBe(180);
    });

    it.each([
      ['tomorrow', 1],
      ['in two days', 2],
      ['a past day', -3],
    ])(
      'says online booking is closed %s, and that the visitor can eat on site',
      async (_case, days) => {
        const date = addDays(parisToday(new Date()), days);
        for (const [language, words] of [
          ['en', 'You can still eat on site.'],
          ['fr', 'Vous pourrez vous restaurer sur place.'],
          ['es', 'Podrá comer en el parque.'],
        ] as const) {
          const { data, errors } = await restaurants(ctx(), { date, language });
          expect(data).toBeNull();
          expect(errors?.[0]?.extensions).toMatchObject({ code: 'RESTAURANT_BOOKING_CLOSED' });
          expect(errors?.[0]?.message).toContain(words);
        }
      },
    );

    it('answers bad input with INVALID_INPUT, naming the arguments', async () => {
      for (const [bad, field] of [
        [{ date: '2027-02-30' }, 'date'],
        [{ adults: -1 }, 'adults'],
        [{ children: 21 }, 'children'],
        [{ orderId: 'not-an-order' }, 'orderId'],
      ] as const) {
        const { errors } = await restaurants(ctx(), { ...{ date: showDay }, ...bad });
        expect(errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_INPUT', fields: [field] });
      }
      const { errors } = await ctx().graphql(RESTAURANTS, {
        date: showDay,
        adults: 2,
        children: 0,
        language: 'en',
        mealType: 'brunch',
      });
      expect(errors).toHaveLength(1);
    });

    it('gives one restaurant’s detail for a date and a group; null for one it does not know', async () => {
      const detail = await ctx().graphql<{
        restaurant: { code: string; title: string; services: unknown[]; menus: unknown[] } | null;
      }>(DETAIL, { code: 'R-FR-BAN', date: showDay, adults: 1, children: 2, language: 'fr' });
      expect(detail.data?.restaurant).toMatchObject({
        code: 'R-FR-BAN',
        title: 'Le Banquet des Bardes',
        menus: [
          expect.objectContaining({ code: 'FESTIN', totalPrice: 3900 }),
          expect.objectContaining({ code: 'PETITS-BARDES', totalPrice: 3400 }),
          expect.objectContaining({ code: 'PETIT-POT', totalPrice: 0 }),
        ],
      });
      expect(detail.data?.restaurant?.services).toHaveLength(3);
      expect(detail.data?.restaurant?.menus[0]).toMatchObject({
        courses: [
          { title: 'Entrée', description: 'Tourte forestière aux champignons et châtaignes.' },
          { title: 'Plat', description: 'Jambonneau rôti au miel, pommes de terre à la cendre.' },
          { title: 'Dessert', description: 'Crêpe au caramel au beurre salé.' },
          { title: 'Boisson', description: 'Un verre d’hydromel, de cidre ou de jus de pomme.' },
        ],
      });
      const unknown = await ctx().graphql(DETAIL, { code: 'R-FR-XXX', date: showDay });
      expect(unknown).toEqual({ data: { restaurant: null } });
      const spanishOnFrench = await ctx().graphql(DETAIL, { code: 'R-ES-PAT', date: showDay });
      expect(spanishOnFrench.data).toEqual({ restaurant: null });
      const closed = await ctx().graphql(DETAIL, {
        code: 'R-FR-BAN',
        date: addDays(parisToday(new Date()), 1),
      });
      expect(closed.errors?.[0]?.extensions).toMatchObject({ code: 'RESTAURANT_BOOKING_CLOSED' });
    });

    it('names the restaurants of the platform, in French by default', async () => {
      expect((await ctx().graphql(CODE_NAMES, {})).data).toEqual({
        restaurantCodeNames: [
          { code: 'R-FR-BAN', name: 'Le Banquet des Bardes' },
          { code: 'R-FR-ROT', name: 'La Rôtisserie du Connétable' },
          { code: 'R-FR-BIS', name: 'Le Bistrot de la Belle Époque' },
        ],
      });
      expect((await ctx().graphql(CODE_NAMES, { lang: 'en' }, ES)).data).toEqual({
        restaurantCodeNames: [
          { code: 'R-ES-PAT', name: 'The Patio of a Thousand Lamps' },
          { code: 'R-ES-VEN', name: 'The Wayside Inn' },
        ],
      });
    });

    it('gives each platform its restaurant rules; es has no catering tag filters (§5)', async () => {
      expect((await ctx().graphql(SETTINGS)).data).toEqual({
        platform: {
          restaurantSettings: {
            bookingHoursInAdvance: 72,
            dinnerThreshold: '17:00',
            hideZeroPriceMenus: false,
            tagFilters: true,
          },
        },
      });
      expect((await ctx().graphql(SETTINGS, {}, ES)).data).toEqual({
        platform: {
          restaurantSettings: {
            bookingHoursInAdvance: 72,
            dinnerThreshold: '17:30',
            hideZeroPriceMenus: true,
            tagFilters: false,
          },
        },
      });
    });
  },
);

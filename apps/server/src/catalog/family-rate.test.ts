import { addDays } from '@sesame/domain/dates/calendar-days';
import { errorMessage } from '@sesame/domain/i18n/error-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { seasonDays } from '../coupons/coupon-test-fixture.ts';
import { basket, initOrder, ORDER, saveBasket } from '../orders/order-flow-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';

// catalogue.md §7.3 FAMCARD and booking-funnel.md §5: the FAMILY variants in the offer list, the
// family price the server gives a basket only with a card valid at the visit, and no coupon with it.

const OFFERS = `query Offers($language: Language!, $adults: Int!, $children: Int!, $startDate: String,
    $duration: Int, $card: Boolean, $category: String) {
  offers(language: $language, adults: $adults, children: $children, startDate: $startDate,
      duration: $duration, track: date, hasLargeFamilyCard: $card, largeFamilyCardCategory: $category) {
    code pricingCode price { adultUnitPrice childrenUnitPrice totalPrice }
  }
}`;

interface ListedOffer {
  code: string;
  pricingCode: string;
  price: { adultUnitPrice: number; childrenUnitPrice: number; totalPrice: number };
}

const frenchCard = (validity: string, number = '75-2024-001234') => ({
  hasLargeFamilyCard: true,
  largeFamilyCardNumber: number,
  largeFamilyCardValidity: validity,
});

const titulo = (validity: string, category: string) => ({
  ...frenchCard(validity, 'TF/28/000457'),
  largeFamilyCardArea: 'MD',
  largeFamilyCardCategory: category,
});

describeEachDatabase('the large family card', (context) => {
  // Low-tier days (FR-D1 49 / 37 €, ES-D1 42 / 32 €) over 30 days ahead, where PRIMEUR5 applies.
  let frDays: string[] = [];
  let esDays: string[] = [];
  beforeAll(async () => {
    frDays = await seasonDays(context(), 'fr', 'L', '2027-04-01', '2027-06-30');
    esDays = await seasonDays(context(), 'es', 'L', '2027-03-13', '2027-06-30');
  });
  const frDay = (index: number) => frDays[index] as string;
  const esDay = (index: number) => esDays[index] as string;

  async function offers(variables: Record<string, unknown>, host?: string) {
    const response = await context().graphql<{ offers: ListedOffer[] }>(
      OFFERS,
      { language: 'en', adults: 2, children: 1, duration: 1, ...variables },
      host ? { host } : {},
    );
    expect(response.errors).toBeUndefined();
    return response.data?.offers ?? [];
  }

  describe('offers', () => {
    it('lists each ticket only in its FAMILY variant with a card, at 10 % off in France', async () => {
      const listed = await offers({ startDate: frDay(0), card: true });
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((offer) => offer.pricingCode === `${offer.code}-FAMILY`)).toBe(true);
      expect(listed.filter((offer) => offer.code === 'FR-D1')).toEqual([
        {
          code: 'FR-D1',
          pricingCode: 'FR-D1-FAMILY',
          price: { adultUnitPrice: 4410, childrenUnitPrice: 3330, totalPrice: 12150 },
        },
      ]);
    });

    it('lists no FAMILY variant without a card', async () => {
      const listed = await offers({ startDate: frDay(0), card: false });
      expect(listed.find((offer) => offer.code === 'FR-D1')).toMatchObject({
        pricingCode: 'FR-D1',
        price: { adultUnitPrice: 4900, childrenUnitPrice: 3700 },
      });
      expect(listed.some((offer) => offer.pricingCode.endsWith('-FAMILY'))).toBe(false);
    });

    it.each([
      ['general', 'ES-D1-GENERAL-FAMILY', 3780, 2880],
      ['especial', 'ES-D1-ESPECIAL-FAMILY', 3360, 2560],
    ])('prices a Spanish %s título at its rate', async (category, pricingCode, adult, child) => {
      const listed = await offers({ startDate: esDay(0), card: true, category }, 'es.localhost');
      expect(listed.filter((offer) => offer.code === 'ES-D1')).toEqual([
        {
          code: 'ES-D1',
          pricingCode,
          price: { adultUnitPrice: adult, childrenUnitPrice: child, totalPrice: 2 * adult + child },
        },
      ]);
    });

    it('refuses a category that is none', async () => {
      const response = await context().graphql(OFFERS, {
        language: 'en',
        adults: 2,
        children: 1,
        startDate: esDay(0),
        card: true,
        category: 'G',
      });
      expect(response.data).toBeNull();
      expect(response.errors).toHaveLength(1);
    });
  });

  describe('saveBasket', () => {
    it.each([
      ['valid long after the visit', 0, '2030-12-31', 12150, '1-day ticket · Large family rate'],
      ['valid up to the visit day', 1, 'visit', 12150, '1-day ticket · Large family rate'],
      ['expired the day before the visit', 2, 'day before', 13500, '1-day ticket'],
    ])('a French card %s', async (_label, day, validity, total, label) => {
      const date = frDay(day);
      const until =
        validity === 'visit' ? date : validity === 'day before' ? addDays(date, -1) : validity;
      const { orderId } = await initOrder(context());
      const saved = await saveBasket(
        context(),
        orderId,
        basket(date, { group: { adults: 2, children: 1, babies: 0, ...frenchCard(until) } }),
      );
      expect(saved).toMatchObject({ success: true, total, lines: [{ code: 'FR-D1', label }] });
    });

    it('prices a Spanish Especial título at 20 % off', async () => {
      const { orderId } = await initOrder(context(), 'es.localhost');
      const saved = await saveBasket(
        context(),
        orderId,
        basket(esDay(1), {
          offerCode: 'ES-D1',
          group: { adults: 2, children: 1, babies: 0, ...titulo('2030-01-01', 'especial') },
        }),
        { host: 'es.localhost' },
      );
      expect(saved).toMatchObject({
        success: true,
        total: 2 * 3360 + 2560,
        lines: [{ adultUnitPrice: 3360, childUnitPrice: 2560 }],
      });
    });

    it.each([
      ['a number of one repeated digit', 'fr', frenchCard('2030-01-01', '7777-7777')],
      ['no expiry date', 'fr', frenchCard('')],
      ['a título without its community and category', 'es', titulo('2030-01-01', '')],
    ])(
      'refuses a card with %s, with a message, and keeps the saved basket',
      async (_l, platform, card) => {
        const host = platform === 'es' ? 'es.localhost' : undefined;
        const options = host ? { host } : {};
        const date = platform === 'es' ? esDay(2) : frDay(3);
        const offerCode = platform === 'es' ? 'ES-D1' : 'FR-D1';
        const { orderId } = await initOrder(context(), host);
        const plain = await saveBasket(context(), orderId, basket(date, { offerCode }), options);
        expect(plain.success).toBe(true);

        const refused = await saveBasket(
          context(),
          orderId,
          basket(date, { offerCode, group: { adults: 2, children: 1, babies: 0, ...card } }),
          options,
        );

        expect(refused).toMatchObject({
          success: false,
          code: 'FAMILY_CARD_INVALID',
          message: errorMessage('FAMILY_CARD_INVALID', 'en'),
          lines: [],
        });
        const order = await context().graphql<{ order: { total: number } }>(
          ORDER,
          { orderId },
          options,
        );
        expect(order.data?.order.total).toBe(plain.total);
      },
    );

    it('refuses a coupon with a card valid at the visit: it cannot be combined', async () => {
      const { orderId } = await initOrder(context());
      const saved = await saveBasket(
        context(),
        orderId,
        basket(frDay(4), {
          group: { adults: 2, children: 1, babies: 0, ...frenchCard('2030-01-01') },
          coupons: ['PRIMEUR5'],
        }),
      );
      expect(saved).toMatchObject({
        success: false,
        code: 'COUPON_NOT_COMBINABLE',
        message: errorMessage('COUPON_NOT_COMBINABLE', 'en'),
      });
    });

    it('applies a coupon when the card has expired at the visit, at the plain price', async () => {
      const date = frDay(5);
      const { orderId } = await initOrder(context());
      const saved = await saveBasket(
        context(),
        orderId,
        basket(date, {
          group: { adults: 2, children: 1, babies: 0, ...frenchCard(addDays(date, -1)) },
          coupons: ['PRIMEUR5'],
        }),
      );
      expect(saved).toMatchObject({
        success: true,
        total: 13500 - 2 * 500,
        lines: [
          { code: 'FR-D1', totalPrice: 13500 },
          { kind: 'coupon', code: 'PRIMEUR5', totalPrice: -1000 },
        ],
      });
    });
  });
});

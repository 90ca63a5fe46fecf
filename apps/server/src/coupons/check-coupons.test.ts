import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, startAppOn, type TestContext } from '../test/test-app.ts';
import {
  CHECK_COUPONS,
  CHRISTMAS_ORDER,
  SPRING_ORDER,
  seasonDays,
  tickets,
} from './coupon-test-fixture.ts';

interface Answer {
  success: boolean;
  discountCoupons: Array<{
    id: string;
    name: string;
    code: string;
    isValid: boolean;
    description: string;
    error: string | null;
  }>;
  sale: {
    priceWithoutDiscounts: number;
    discountsAmount: number;
    price: number;
    products: Array<{ id: string; discount: number; priceWithDiscount: number; coupons: string[] }>;
  };
}

describeEachDatabase('checkCoupons', (context) => {
  let spring: TestContext;
  let christmas: TestContext;
  let low = '';
  let peak = '';
  beforeAll(async () => {
    spring = await startAppOn(context().database, { clock: SPRING_ORDER });
    christmas = await startAppOn(context().database, { clock: CHRISTMAS_ORDER });
    [low = ''] = await seasonDays(context(), 'fr', 'L', '2027-04-01', '2027-06-30');
    [peak = ''] = await seasonDays(context(), 'es', 'P', '2027-11-27', '2028-01-04');
  });
  afterAll(async () => {
    await spring?.app.close();
    await christmas?.app.close();
  });

  const check = async (
    app: TestContext,
    coupons: string[],
    products: unknown[],
    options: { host?: string; language?: string } = {},
  ) => {
    const response = await app.graphql<{ checkCoupons: Answer }>(
      CHECK_COUPONS,
      { coupons, products },
      options,
    );
    if (!response.data) throw new Error(JSON.stringify(response.errors));
    return response.data.checkCoupons;
  };
  const family = () => [
    ...tickets(2, 'FR-D1', 'adult', 4900, low),
    ...tickets(2, 'FR-D1', 'child', 3700, low),
  ];

  describe('applies each coupon on a basket meeting its conditions', () => {
    it('FAMILLE10: −10 % on 2 adults and 2 children the same low-season day', async () => {
      const lines = family();
      const answer = await check(spring, ['famille10 '], lines);

      expect(answer).toEqual({
        success: true,
        discountCoupons: [
          {
            id: 'FAMILLE10',
            name: 'Coupon FAMILLE10',
            code: 'FAMILLE10',
            isValid: true,
            description: expect.stringContaining('−10%'),
            error: null,
          },
        ],
        sale: {
          priceWithoutDiscounts: 17200,
          discountsAmount: 1720,
          price: 15480,
          products: lines.map((line) =>
            expect.objectContaining({
              id: line.id,
              discount: line.visitor === 'adult' ? 490 : 370,
              coupons: ['FAMILLE10'],
            }),
          ),
        },
      });
    });

    it('PRIMEUR5: −5 € per adult ticket, 30 days ahead, at most 6', async () => {
      const lines = [
        ...tickets(7, 'FR-D1', 'adult', 4900, low),
        ...tickets(1, 'PE', 'adult', 0, low),
      ];
      const answer = await check(spring, ['PRIMEUR5'], lines);

      expect(answer.success).toBe(true);
      expect(answer.sale).toMatchObject({ discountsAmount: 3000, price: 7 * 4900 - 3000 });
      expect(answer.sale.products.filter((p) => p.discount === 500)).toHaveLength(6);
    });

    it('REYES27: −50 % on Christmas child tickets with an adult, on the Spanish platform', async () => {
      const lines = [
        ...tickets(1, 'ES-XMAS', 'adult', 3800, peak),
        ...tickets(2, 'ES-XMAS', 'child', 2900, peak),
      ];
      const answer = await check(christmas, ['REYES27'], lines, {
        host: 'es.localhost',
        language: 'es',
      });

      expect(answer.success).toBe(true);
      expect(answer.discountCoupons[0]).toMatchObject({ code: 'REYES27', isValid: true });
      expect(answer.sale.products.map((p) => p.discount)).toEqual([0, 1450, 1450]);
      expect(answer.sale.price).toBe(3800 + 2900);
    });
  });

  describe('refuses with the four codes of §8, in the request language', () => {
    it.each([
      ['an unknown code', ['NOPE'], 'COUPON_NOT_VALID', 'The promo code is no longer valid'],
      [
        'a code entered twice',
        ['PRIMEUR5', 'primeur5'],
        'COUPON_ALREADY_APPLIED',
        'The promo code is already applied',
      ],
      [
        'a second coupon on the same tickets',
        ['FAMILLE10', 'PRIMEUR5'],
        'COUPON_NOT_COMBINABLE',
        'This discount code is not valid.',
      ],
    ])('%s', async (_label, codes, code, text) => {
      const answer = await check(spring, codes, family());

      expect(answer.success).toBe(false);
      expect(answer.discountCoupons.at(-1)).toMatchObject({
        isValid: false,
        error: code,
        description: text,
      });
    });

    it('a basket without the products the coupon needs', async () => {
      const answer = await check(spring, ['FAMILLE10'], family().slice(0, 3), { language: 'fr' });

      expect(answer).toMatchObject({
        success: false,
        discountCoupons: [
          {
            code: 'FAMILLE10',
            isValid: false,
            error: 'COUPON_NOT_APPLICABLE',
            description: "Le code promo n'est applicable sur aucun des produit de votre panier",
          },
        ],
        sale: { priceWithoutDiscounts: 13500, discountsAmount: 0, price: 13500 },
      });
    });

    it('a French coupon on the Spanish platform, and a coupon past its dates', async () => {
      expect(
        (await check(spring, ['FAMILLE10'], family(), { host: 'es.localhost' })).discountCoupons[0]
          ?.error,
      ).toBe('COUPON_NOT_VALID');
      expect((await check(christmas, ['FAMILLE10'], family())).discountCoupons[0]?.error).toBe(
        'COUPON_NOT_VALID',
      );
    });
  });

  it('answers bad input with INVALID_INPUT in the request language', async () => {
    const line = tickets(1, 'FR-D1', 'adult', 4900, low)[0];
    for (const [coupons, products] of [
      [['PRIMEUR5'], [{ ...line, accessDate: '2027-02-30' }]],
      [['PRIMEUR5'], [{ ...line, price: -1 }]],
      [['PRIMEUR5'], [{ ...line, visitor: 'senior' }]],
      [[''], [line]],
      [Array(6).fill('PRIMEUR5'), [line]],
    ] as const) {
      const response = await spring.graphql(
        CHECK_COUPONS,
        { coupons, products },
        { language: 'fr' },
      );
      expect(response.errors?.[0], JSON.stringify(products)).toMatchObject({
        message: 'Les informations envoyées ne sont pas valides.',
        extensions: { code: 'INVALID_INPUT' },
      });
    }
  });
});

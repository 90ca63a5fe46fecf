import { expect, test } from '@playwright/test';
import { Funnel } from './pages/funnel-pages.ts';
import { offerOn, orderStatus } from './support/api.ts';
import { firstBookableDay, firstDayAtPrice } from './support/visit-days.ts';

const SUCCESS_CARD = '4242 4242 4242 4242';
const GROUP = 2;
/** catalogue.md §7.2: FR-D1's adult price in the low tier, where PRIMEUR5 applies (§7.8). */
const LOW_TIER_ADULT = 4900;

test.describe('what the summary refuses, in fr', () => {
  test('the insurer is down: « Service indisponible », and the visitor books without insurance', async ({
    page,
    request,
  }) => {
    const day = await firstBookableDay(request, GROUP);
    const ticket = await offerOn(request, 'FR-D1', day, GROUP);
    const funnel = new Funnel(page, 'fr');
    await request.put('/sandbox/insurance/outage', { data: { outage: 'down' } });
    try {
      await funnel.openStartPage();
      await funnel.continueWithDefaultGroup();
      await funnel.pickDay(day);
      await funnel.chooseDayTicket();
      await funnel.continueWithoutPass();
      await funnel.expectInsurerDown();

      const { orderId } = await funnel.checkOutAsGuest(
        { email: 'insurer.down@example.com', firstName: 'Inès', lastName: 'Garnier' },
        SUCCESS_CARD,
        { insurerDown: true },
      );
      const order = await orderStatus(request, orderId);
      expect(order.status).toBe('paid');
      expect(order.lines.map((line) => line.code)).toEqual(['FR-D1']);
      expect(order.total).toBe(GROUP * ticket.price.adultUnitPrice);
    } finally {
      await request.put('/sandbox/insurance/outage', { data: { outage: 'none' } });
    }
  });

  test('an unknown promo code, and one entered twice, read as checkout-and-account.md §8 words them', async ({
    page,
    request,
  }) => {
    const day = await firstDayAtPrice(request, GROUP, 'FR-D1', LOW_TIER_ADULT);
    const funnel = new Funnel(page, 'fr');
    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.pickDay(day);
    await funnel.chooseDayTicket();
    await funnel.continueWithoutPass();

    expect(await funnel.applyCoupon('NOPE')).toBe("Le code promo n'est plus valide");
    expect(await funnel.applyCoupon('PRIMEUR5')).toBe('');
    await expect(page.getByRole('list', { name: 'Codes promo appliqués' })).toContainText(
      'PRIMEUR5',
    );
    expect(await funnel.applyCoupon('primeur5')).toBe('Le code promo est déjà appliqué');
  });

  test('a promo code for 1-day tickets on a 2-day ticket applies to no product', async ({
    page,
    request,
  }) => {
    const day = await firstDayAtPrice(request, GROUP, 'FR-D1', LOW_TIER_ADULT);
    const funnel = new Funnel(page, 'fr');
    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.chooseVisitLength(funnel.text.twoDays);
    await funnel.pickDay(day);
    await funnel.chooseDayTicket(funnel.text.twoDayTicket);
    await funnel.continueWithoutPass();
    expect(await funnel.applyCoupon('PRIMEUR5')).toBe(
      "Le code promo n'est applicable sur aucun des produit de votre panier",
    );
  });
});

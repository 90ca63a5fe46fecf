import { expect, test } from '@playwright/test';
import { Funnel } from './pages/funnel-pages.ts';
import { orderStatus, parkPlacesLeft } from './support/api.ts';
import { firstBookableDay } from './support/visit-days.ts';

const SUCCESS_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

for (const language of ['fr', 'en'] as const) {
  test.describe(`a guest books a day ticket in ${language}`, () => {
    test('pays with a test card, sees the confirmation, and the park has two places fewer', async ({
      page,
      request,
    }) => {
      const day = await firstBookableDay(request, 2);
      const placesBefore = await parkPlacesLeft(request, 'FR-D1', day);
      const funnel = new Funnel(page, language);
      // The shell's stylesheet is inside index.html: no page fetches it again.
      const shellStylesheets: string[] = [];
      page.on('request', (sent) => {
        if (/\/assets\/index-[\w-]+\.css$/.test(sent.url())) shellStylesheets.push(sent.url());
      });

      await funnel.openStartPage();
      await funnel.continueWithDefaultGroup();
      await funnel.pickDay(day);
      await funnel.chooseDayTicket();
      await funnel.continueWithoutPass();
      const { orderId, shortOrderId } = await funnel.checkOutAsGuest(
        { email: `alix.${language}@example.com`, firstName: 'Alix', lastName: 'Martin' },
        SUCCESS_CARD,
      );
      expect(shellStylesheets).toEqual([]);

      const order = await orderStatus(request, orderId);
      expect(order.status).toBe('paid');
      expect(order.shortOrderId).toBe(shortOrderId);
      expect(order.lines.map((line) => [line.code, line.date, line.quantity])).toEqual([
        ['FR-D1', day, 2],
      ]);
      expect(await parkPlacesLeft(request, 'FR-D1', day)).toBe(placesBefore - 2);
    });
  });
}

test.describe('a declined card', () => {
  test("shows the spec's payment error and leaves the order unpaid", async ({ page, request }) => {
    const day = await firstBookableDay(request, 2);
    const funnel = new Funnel(page, 'en');
    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.pickDay(day);
    await funnel.chooseDayTicket();
    await funnel.continueWithoutPass();
    await funnel.acceptTermsAndContinue();
    await funnel.continueAsGuest({
      email: 'sam.declined@example.com',
      firstName: 'Sam',
      lastName: 'Durand',
    });
    const orderId = await funnel.storedOrderId();
    await funnel.payWithCard(DECLINED_CARD);

    await funnel.expectPaymentFailed();
    expect((await orderStatus(request, orderId)).status).not.toBe('paid');
  });
});

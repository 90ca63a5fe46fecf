import { describe, expect, inject, it } from 'vitest';
import { Funnel } from './pages/funnel-pages.ts';
import { firstBookableDay, orderStatus, parkPlacesLeft } from './support/api.ts';
import { newPhonePage, useBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const SUCCESS_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

const browser = useBrowser();

describe.each(['fr', 'en'] as const)('a guest books a day ticket in %s', (language) => {
  it('pays with a test card, sees the confirmation, and the park has two places fewer', async () => {
    const day = await firstBookableDay(baseUrl, 2);
    const placesBefore = await parkPlacesLeft(baseUrl, 'FR-D1', day);
    const funnel = new Funnel(await newPhonePage(browser(), baseUrl), language);

    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.pickDay(day);
    await funnel.chooseDayTicket();
    const { orderId, shortOrderId } = await funnel.checkOutAsGuest(
      { email: `alix.${language}@example.com`, firstName: 'Alix', lastName: 'Martin' },
      SUCCESS_CARD,
    );

    const order = await orderStatus(baseUrl, orderId);
    expect(order.status).toBe('paid');
    expect(order.shortOrderId).toBe(shortOrderId);
    expect(order.lines.map((line) => [line.code, line.date, line.quantity])).toEqual([
      ['FR-D1', day, 2],
    ]);
    expect(await parkPlacesLeft(baseUrl, 'FR-D1', day)).toBe(placesBefore - 2);
    await funnel.page.context().close();
  });
});

describe('a declined card', () => {
  it("shows the spec's payment error and leaves the order unpaid", async () => {
    const day = await firstBookableDay(baseUrl, 2);
    const funnel = new Funnel(await newPhonePage(browser(), baseUrl), 'en');
    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.pickDay(day);
    await funnel.chooseDayTicket();
    await funnel.acceptTermsAndContinue();
    await funnel.continueAsGuest({
      email: 'sam.declined@example.com',
      firstName: 'Sam',
      lastName: 'Durand',
    });
    const orderId = await funnel.storedOrderId();
    await funnel.payWithCard(DECLINED_CARD);

    await funnel.page.waitForURL('**/en/payment**');
    const paymentError = funnel.page
      .getByRole('alert')
      .filter({ hasText: funnel.text.paymentFailed });
    await paymentError.waitFor();
    expect((await orderStatus(baseUrl, orderId)).status).not.toBe('paid');
    await funnel.page.context().close();
  });
});

import { expect, test } from '@playwright/test';
import { cents } from '@sesame/domain/money/cents';
import { formatMoney } from '@sesame/domain/money/format-money';
import { Funnel } from './pages/funnel-pages.ts';
import { offerOn, orderStatus } from './support/api.ts';
import { passesOn } from './support/extras-api.ts';
import { firstBookableDay } from './support/visit-days.ts';

const SUCCESS_CARD = '4242 4242 4242 4242';
const GROUP = 2;

test.describe('a guest books a day ticket with the Emotion Pass in fr', () => {
  test('holds the pass for the group, pays, and the order carries the pass for every visitor', async ({
    page,
    request,
  }) => {
    const day = await firstBookableDay(request, GROUP);
    const ticket = await offerOn(request, 'FR-D1', day, GROUP);
    const before = await passesOn(request, day, GROUP);
    const emotionPass = before.find((pass) => pass.code === 'PE');
    if (!emotionPass) throw new Error(`No Emotion Pass on ${day}`);
    const ticketsTotal = GROUP * ticket.price.adultUnitPrice;
    const funnel = new Funnel(page, 'fr');

    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.pickDay(day);
    await funnel.chooseDayTicket();
    await funnel.choosePassAndContinue(funnel.text.emotionPass);

    // The summary's basket, as the server priced it: the pass line and the total with it.
    const total = formatMoney(cents(ticketsTotal + emotionPass.totalPrice), 'fr');
    const passLine = funnel.basketLine(funnel.text.emotionPass);
    await expect(passLine).toContainText(formatMoney(cents(emotionPass.totalPrice), 'fr'));
    await expect(page.getByText(total, { exact: true }).first()).toBeVisible();

    const { orderId } = await funnel.checkOutAsGuest(
      { email: 'lou.pass@example.com', firstName: 'Lou', lastName: 'Bernard' },
      SUCCESS_CARD,
    );

    const order = await orderStatus(request, orderId);
    expect(order.status).toBe('paid');
    expect(order.lines).toEqual([
      {
        code: 'FR-D1',
        date: day,
        quantity: GROUP,
        adultUnitPrice: ticket.price.adultUnitPrice,
        totalPrice: ticketsTotal,
      },
      {
        code: 'PE',
        date: day,
        quantity: GROUP,
        adultUnitPrice: emotionPass.totalPrice / GROUP,
        totalPrice: emotionPass.totalPrice,
      },
    ]);
    expect(order.total).toBe(ticketsTotal + emotionPass.totalPrice);
    const after = await passesOn(request, day, GROUP);
    expect(after.find((pass) => pass.code === 'PE')?.availableStock).toBe(
      emotionPass.availableStock - GROUP,
    );
  });
});

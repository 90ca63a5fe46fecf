import { expect, type Page, test } from '@playwright/test';
import { cents } from '@sesame/domain/money/cents';
import { formatMoney } from '@sesame/domain/money/format-money';
import { Funnel } from './pages/funnel-pages.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { graphql, offerOn, orderStatus, seatSupplements, showSeatsLeft } from './support/api.ts';
import { firstBookableDay, firstShowDay } from './support/visit-days.ts';

const SUCCESS_CARD = '4242 4242 4242 4242';
const GROUP = 2;

/** The basket timer as the booking in session storage keeps it. */
async function storedTimer(page: Page): Promise<{ expiredDate: string; renewals: number }> {
  const stored = await page.evaluate(() => sessionStorage.getItem('sesame.booking'));
  if (!stored) throw new Error('No booking in session storage');
  return JSON.parse(stored).state.timer;
}

/** What the server saved on an order, as `basket(id)` gives it to whoever holds the id. */
async function savedBasket(page: Page, orderId: string) {
  const data = await graphql<{
    basket: { holdsExpireAt: string; renewalsLeft: number; booking: { offerCode: string } } | null;
  }>(
    page.request,
    'query ($id: ID!) { basket(id: $id) { holdsExpireAt renewalsLeft booking { offerCode } } }',
    { id: orderId },
  );
  return data.basket;
}

test.describe('back and forward keep the basket (readings.md §13)', () => {
  test('a day and show booking goes back a step and forward again, keeps its seats and is paid at its total', async ({
    page,
    request,
  }) => {
    const day = await firstShowDay(request, GROUP);
    const bronze = await offerOn(request, 'FR-D1NS', day, GROUP);
    const { SEATING_LVL2 } = await seatSupplements(request, day);
    const silverBefore = await showSeatsLeft(request, 'FR-D1NS', day, 'LVL2');
    const silverUnit = bronze.price.adultUnitPrice + SEATING_LVL2;
    const total = formatMoney(cents(GROUP * silverUnit), 'fr');
    const funnel = new Funnel(page, 'fr');

    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.pickDay(day);
    await funnel.chooseShowOffer(funnel.text.dayAndShow);
    await funnel.chooseSeatsAndContinue(funnel.text.silver);
    await funnel.continueWithoutPass();
    await expect(page.getByText(funnel.text.silverSeats)).toBeVisible();
    await expect(page.getByText(total, { exact: true }).first()).toBeVisible();
    const firstOrderId = await funnel.storedOrderId();
    const { expiredDate } = await storedTimer(page);

    await page.goBack();
    await page.waitForURL('**/fr/restaurants');
    // booking-funnel.md §4: a new order after a back/forward navigation; its holds moved with it.
    await expect.poll(() => funnel.storedOrderId()).not.toBe(firstOrderId);
    expect((await storedTimer(page)).expiredDate).toBe(expiredDate);
    expect(await savedBasket(page, firstOrderId)).toBeNull();
    expect(await showSeatsLeft(request, 'FR-D1NS', day, 'LVL2')).toBe(silverBefore - GROUP);
    await page.goForward();
    await page.waitForURL('**/fr/summary');

    await expect(page.getByText(funnel.text.silverSeats)).toBeVisible();
    await expect(page.getByText(total, { exact: true }).first()).toBeVisible();
    const { orderId } = await funnel.checkOutAsGuest(
      { email: 'noa.retour@example.com', firstName: 'Noa', lastName: 'Girard' },
      SUCCESS_CARD,
    );

    expect(orderId).not.toBe(firstOrderId);
    const order = await orderStatus(request, orderId);
    expect(order.status).toBe('paid');
    expect(order.total).toBe(GROUP * silverUnit);
    expect(order.lines).toEqual([
      {
        code: 'FR-D1NS',
        date: day,
        quantity: GROUP,
        adultUnitPrice: silverUnit,
        totalPrice: GROUP * silverUnit,
      },
    ]);
    expect((await orderStatus(request, firstOrderId)).status).toBe('cancelled');
    expect(await showSeatsLeft(request, 'FR-D1NS', day, 'LVL2')).toBe(silverBefore - GROUP);
  });
});

test.describe('a second tab of the same order (booking-funnel.md §7, basket)', () => {
  test('shows, on reload, the donation the other tab saved, and the order is paid with it', async ({
    page,
    context,
    request,
  }) => {
    const day = await firstBookableDay(request, GROUP);
    const ticket = await offerOn(request, 'FR-D1', day, GROUP);
    const tickets = GROUP * ticket.price.adultUnitPrice;
    const donation = formatMoney(cents(200), 'fr');
    const funnel = new Funnel(page, 'fr');
    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.pickDay(day);
    await funnel.chooseDayTicket();
    await funnel.continueWithoutPass();
    const orderId = await funnel.storedOrderId();

    // A duplicated tab starts with a copy of the session.
    const session = await page.evaluate(() => sessionStorage.getItem('sesame.booking'));
    const second = await context.newPage();
    await second.addInitScript((booking) => {
      if (!sessionStorage.getItem('sesame.booking') && booking)
        sessionStorage.setItem('sesame.booking', booking);
    }, session);
    await second.goto('/fr/summary');
    const secondFunnel = new Funnel(second, 'fr');
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
    const saved = second.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('"isDonation":true'),
    );
    await secondFunnel.giveDonation(donation);
    await saved;
    await second.close();

    await page.reload();

    await expect(
      page.getByRole('group', { name: funnel.text.donationQuestion }).getByRole('radio', {
        name: funnel.text.yes,
      }),
    ).toBeChecked();
    await expect(
      page.getByText(formatMoney(cents(tickets + 200), 'fr'), { exact: true }).first(),
    ).toBeVisible();
    expect(await funnel.storedOrderId()).toBe(orderId);
    await funnel.checkOutAsGuest(
      { email: 'eli.onglets@example.com', firstName: 'Eli', lastName: 'Faure' },
      SUCCESS_CARD,
    );
    const order = await orderStatus(request, orderId);
    expect(order.status).toBe('paid');
    expect(order.total).toBe(tickets + 200);
  });
});

test.describe('keeping the selection 15 more minutes (readings.md §15)', () => {
  test('the basket bar offers it with its two-minute warning; the server renews the holds and the booking is paid', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const day = await firstBookableDay(request, GROUP);
    const ticket = await offerOn(request, 'FR-D1', day, GROUP);
    const funnel = new Funnel(page, 'fr');

    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.pickDay(day);
    await funnel.chooseDayTicket();
    await funnel.continueWithoutPass();
    const orderId = await funnel.storedOrderId();
    const held = await savedBasket(page, orderId);
    const offer = page.getByRole('status').filter({ hasText: funnel.text.renewOffer });
    await expect(offer).toHaveCount(0);

    // The visitor lingers on the summary until a minute and a half is left: the bar warns and
    // offers to keep the selection.
    await page.clock.fastForward('13:30');

    await expect(offer).toBeVisible();
    await checkAccessibility(page);
    await page.getByRole('button', { name: funnel.text.renewSelection }).click();

    await expect.poll(async () => (await storedTimer(page)).renewals).toBe(1);
    const renewed = await savedBasket(page, orderId);
    expect(renewed?.renewalsLeft).toBe(2);
    expect(Date.parse(renewed?.holdsExpireAt ?? '')).toBeGreaterThan(
      Date.parse(held?.holdsExpireAt ?? ''),
    );
    expect((await storedTimer(page)).expiredDate).toBe(renewed?.holdsExpireAt);
    await funnel.checkOutAsGuest(
      { email: 'sacha.temps@example.com', firstName: 'Sacha', lastName: 'Morel' },
      SUCCESS_CARD,
    );
    const order = await orderStatus(request, orderId);
    expect(order.status).toBe('paid');
    expect(order.total).toBe(GROUP * ticket.price.adultUnitPrice);
  });
});

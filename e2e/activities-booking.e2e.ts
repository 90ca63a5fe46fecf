import { expect, test } from '@playwright/test';
import { cents } from '@sesame/domain/money/cents';
import { formatMoney } from '@sesame/domain/money/format-money';
import { Funnel } from './pages/funnel-pages.ts';
import { offerOn, orderStatus } from './support/api.ts';
import { posadaSlotsOn } from './support/extras-api.ts';
import { firstChristmasDay } from './support/visit-days.ts';

const SUCCESS_CARD = '4242 4242 4242 4242';
const ADULTS = 2;
const CHILDREN = 2;
const SLOT = '11:30';

test.describe('a guest books a Christmas day on the Spanish park with a slot at La Posada', () => {
  // Browsers send every *.localhost name to this machine; the server picks the platform by host.
  test.use({ baseURL: process.env.SESAME_E2E_URL?.replace('//localhost', '//es.localhost') });

  test('holds the slot for the children, pays the tickets, and the order carries the slot', async ({
    page,
    playwright,
  }) => {
    // Node resolves no *.localhost name: the API is asked on localhost for the Spanish host.
    const origin = new URL(process.env.SESAME_E2E_URL ?? '');
    const request = await playwright.request.newContext({
      baseURL: origin.origin,
      extraHTTPHeaders: { host: `es.localhost:${origin.port}` },
    });
    const day = await firstChristmasDay(request, ADULTS + CHILDREN);
    const adultTicket = await offerOn(request, 'ES-XMAS', day, 1);
    const before = (await posadaSlotsOn(request, day, CHILDREN)).find((s) => s.session === SLOT);
    if (!before) throw new Error(`No ${SLOT} slot on ${day}`);
    // catalogue.md §7.2: ES-XMAS is 38 € an adult, 29 € a child, and includes the Posada slot.
    const ticketsTotal = ADULTS * adultTicket.price.adultUnitPrice + CHILDREN * 2900;
    const funnel = new Funnel(page, 'es');

    await funnel.openStartPage();
    await funnel.continueWithChildren(CHILDREN);
    await funnel.pickDay(day);
    await funnel.chooseChristmasTicket();
    // booking-funnel.md §2: the Christmas ticket numbers the steps as a package does, without the
    // pass it disables nor the hotels the Spanish park sells in packages only: visitors 1, date and
    // offer 2, restaurants 3, activities 4.
    const activeStep = page.locator('nav li[aria-current="step"]');
    await expect(activeStep).toContainText('4');
    await expect(activeStep).toContainText('Actividades');
    await funnel.chooseSlotAndContinue(SLOT);

    // The summary's basket, as the server priced it: the slot's line, included, and the total.
    const slotLine = page.getByRole('listitem').filter({ hasText: `· ${SLOT}` });
    await expect(slotLine).toContainText('2 niños');
    await expect(slotLine).toContainText('Gratis');
    const total = formatMoney(cents(ticketsTotal), 'es');
    await expect(page.getByText(total, { exact: true }).first()).toBeVisible();

    const { orderId } = await funnel.checkOutAsGuest(
      { email: 'reyes.posada@example.com', firstName: 'Lucía', lastName: 'García' },
      SUCCESS_CARD,
    );

    const order = await orderStatus(request, orderId);
    expect(order.status).toBe('paid');
    expect(order.total).toBe(ticketsTotal);
    expect(order.lines).toEqual([
      expect.objectContaining({ code: 'ES-XMAS', date: day, quantity: ADULTS + CHILDREN }),
      { code: 'RECEPCION_REAL', date: day, quantity: CHILDREN, adultUnitPrice: 0, totalPrice: 0 },
    ]);
    const after = (await posadaSlotsOn(request, day, CHILDREN)).find((s) => s.session === SLOT);
    expect(after?.availableStock).toBe(before.availableStock - CHILDREN);
    await request.dispose();
  });
});

import { expect, test } from '@playwright/test';
import { Funnel } from './pages/funnel-pages.ts';
import { offerOn, orderStatus, seatSupplements, showSeatsLeft } from './support/api.ts';
import { firstShowDay } from './support/visit-days.ts';

const SUCCESS_CARD = '4242 4242 4242 4242';
const GROUP = 2;

test.describe('a guest books the day and the night show in fr', () => {
  test('picks Silver seats, pays, and the order carries the Silver price and seats', async ({
    page,
    request,
  }) => {
    const day = await firstShowDay(request, GROUP);
    const bronze = await offerOn(request, 'FR-D1NS', day, GROUP);
    const { SEATING_LVL2 } = await seatSupplements(request, day);
    const silverBefore = await showSeatsLeft(request, 'FR-D1NS', day, 'LVL2');
    const funnel = new Funnel(page, 'fr');

    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.pickDay(day);
    await funnel.chooseShowOffer(funnel.text.dayAndShow);
    await funnel.chooseSeatsAndContinue(funnel.text.silver);
    await funnel.continueWithoutPass();
    await expect(page.getByText(funnel.text.silverSeats)).toBeVisible();
    const { orderId, shortOrderId } = await funnel.checkOutAsGuest(
      { email: 'camille.show@example.com', firstName: 'Camille', lastName: 'Roux' },
      SUCCESS_CARD,
    );

    const order = await orderStatus(request, orderId);
    expect(order.status).toBe('paid');
    expect(order.shortOrderId).toBe(shortOrderId);
    const silverUnit = bronze.price.adultUnitPrice + SEATING_LVL2;
    expect(order.lines).toEqual([
      {
        code: 'FR-D1NS',
        date: day,
        quantity: GROUP,
        adultUnitPrice: silverUnit,
        totalPrice: GROUP * silverUnit,
      },
    ]);
    expect(order.total).toBe(GROUP * silverUnit);
    expect(await showSeatsLeft(request, 'FR-D1NS', day, 'LVL2')).toBe(silverBefore - GROUP);
  });
});

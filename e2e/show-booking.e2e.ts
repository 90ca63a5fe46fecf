import { describe, expect, inject, it } from 'vitest';
import { Funnel } from './pages/funnel-pages.ts';
import {
  firstShowDay,
  offerOn,
  orderStatus,
  seatSupplements,
  showSeatsLeft,
} from './support/api.ts';
import { newPhonePage, useBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const SUCCESS_CARD = '4242 4242 4242 4242';
const GROUP = 2;

const browser = useBrowser();

describe('a guest books the day and the night show in fr', () => {
  it('picks Silver seats, pays, and the order carries the Silver price and seats', async () => {
    const day = await firstShowDay(baseUrl, GROUP);
    const bronze = await offerOn(baseUrl, 'FR-D1NS', day, GROUP);
    const { SEATING_LVL2 } = await seatSupplements(baseUrl, day);
    const silverBefore = await showSeatsLeft(baseUrl, 'FR-D1NS', day, 'LVL2');
    const funnel = new Funnel(await newPhonePage(browser(), baseUrl), 'fr');

    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.pickDay(day);
    await funnel.chooseShowOffer(funnel.text.dayAndShow);
    await funnel.chooseSeatsAndContinue(funnel.text.silver);
    await funnel.page.getByText(funnel.text.silverSeats).waitFor();
    const { orderId, shortOrderId } = await funnel.checkOutAsGuest(
      { email: 'camille.show@example.com', firstName: 'Camille', lastName: 'Roux' },
      SUCCESS_CARD,
    );

    const order = await orderStatus(baseUrl, orderId);
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
    expect(await showSeatsLeft(baseUrl, 'FR-D1NS', day, 'LVL2')).toBe(silverBefore - GROUP);
    await funnel.page.context().close();
  });
});

import { expect, test } from '@playwright/test';
import { addDays } from '@sesame/domain/dates/calendar-days';
import { cents } from '@sesame/domain/money/cents';
import { formatMoney } from '@sesame/domain/money/format-money';
import { flexibleRatePrice } from '@sesame/domain/pricing/flexible-rate-price';
import { POSTAGE, POSTAL_DELIVERY_DAYS_AHEAD } from '@sesame/domain/pricing/postage-price';
import { Funnel } from './pages/funnel-pages.ts';
import { offerOn, orderStatus, parkPlacesLeft } from './support/api.ts';
import { passesOn } from './support/extras-api.ts';
import { bookableDays } from './support/visit-days.ts';

const SUCCESS_CARD = '4242 4242 4242 4242';
const GROUP = 2;

/** The first day a group can visit that is still far enough ahead to post its tickets. */
async function dayToPostTicketsFor(request: Parameters<typeof bookableDays>[0]) {
  const today = new Date().toISOString().slice(0, 10);
  const days = await bookableDays(request, GROUP);
  const day = days.find((date) => date >= addDays(today, POSTAL_DELIVERY_DAYS_AHEAD + 1));
  if (!day) throw new Error('No bookable day far enough ahead to post tickets');
  return day;
}

test.describe('the summary’s delivery, flexible rate and basket items in fr', () => {
  test('books with the flexible rate and the tickets by post, paid at the summary’s total', async ({
    page,
    request,
  }) => {
    const day = await dayToPostTicketsFor(request);
    const ticket = await offerOn(request, 'FR-D1', day, GROUP);
    const tickets = GROUP * ticket.price.adultUnitPrice;
    const flexible = flexibleRatePrice(cents(tickets));
    const total = tickets + flexible + POSTAGE;
    const funnel = new Funnel(page, 'fr');

    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.pickDay(day);
    await funnel.chooseDayTicket();
    await funnel.continueWithoutPass();
    // booking-funnel.md §9: 10 % of the tickets, at least 4 €; the postage of France.
    expect(await funnel.addFlexibleRate()).toContain(formatMoney(flexible, 'fr'));
    expect(await funnel.choosePostalDelivery()).toContain(formatMoney(POSTAGE, 'fr'));

    const basket = page.getByRole('region', { name: 'Votre panier' });
    await expect(basket).toContainText(formatMoney(cents(total), 'fr'));
    await expect(page.getByText(/a été recalculé/)).toHaveCount(0);

    const { orderId } = await funnel.checkOutAsGuest(
      {
        email: 'noe.courrier@example.com',
        firstName: 'Noé',
        lastName: 'Lambert',
        postalAddress: {
          streetAddress: '3 place du Marché',
          zipCode: '85000',
          city: 'La Roche-sur-Yon',
        },
      },
      SUCCESS_CARD,
    );

    // readings.md §16: the confirmation promises the post, not the e-mail.
    await expect(page.getByText(funnel.text.ticketsByPost).first()).toBeVisible();
    await expect(page.locator('address')).toContainText('3 place du Marché');
    const order = await orderStatus(request, orderId);
    expect(order.status).toBe('paid');
    expect(order.lines.map((line) => [line.code, line.totalPrice])).toEqual([
      ['FR-D1', tickets],
      ['FLEX', flexible],
      ['POST', POSTAGE],
    ]);
    expect(order.total).toBe(total);
  });

  test('removing the day ticket says its pass goes too, and gives back all their places', async ({
    page,
    request,
  }) => {
    const day = await dayToPostTicketsFor(request);
    const parkBefore = await parkPlacesLeft(request, 'FR-D1', day);
    const passBefore = (await passesOn(request, day, GROUP)).find((pass) => pass.code === 'PE');
    const funnel = new Funnel(page, 'fr');

    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.pickDay(day);
    await funnel.chooseDayTicket();
    await funnel.choosePassAndContinue(funnel.text.emotionPass);
    expect(await parkPlacesLeft(request, 'FR-D1', day)).toBe(parkBefore - GROUP);

    expect(await funnel.removeFromBasket(funnel.text.dayTicket)).toEqual([funnel.text.emotionPass]);

    // Without its ticket the basket is empty: the visitor chooses an offer again, same day.
    await page.waitForURL(`**/${funnel.language}/offers`);
    await expect(funnel.offers().first()).toBeVisible();
    expect(await parkPlacesLeft(request, 'FR-D1', day)).toBe(parkBefore);
    const passAfter = (await passesOn(request, day, GROUP)).find((pass) => pass.code === 'PE');
    expect(passAfter?.availableStock).toBe(passBefore?.availableStock);
  });
});

import { expect, test } from '@playwright/test';
import { cents } from '@sesame/domain/money/cents';
import { formatMoney } from '@sesame/domain/money/format-money';
import { insurancePrice } from '@sesame/domain/pricing/insurance-price';
import { Funnel } from './pages/funnel-pages.ts';
import { offerOn, orderStatus } from './support/api.ts';
import { firstBookableDay } from './support/visit-days.ts';

const SUCCESS_CARD = '4242 4242 4242 4242';
const GROUP = 2;
const DONATION = 200;

test.describe('a guest adds the summary’s extras in fr', () => {
  test('insures the order and gives 2 €, and the paid order’s total is the summary’s', async ({
    page,
    request,
  }) => {
    const day = await firstBookableDay(request, GROUP);
    const ticket = await offerOn(request, 'FR-D1', day, GROUP);
    const tickets = GROUP * ticket.price.adultUnitPrice;
    const insurance = insurancePrice(cents(tickets));
    const total = tickets + insurance + DONATION;
    const funnel = new Funnel(page, 'fr');

    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.pickDay(day);
    await funnel.chooseDayTicket();
    await funnel.continueWithoutPass();
    // The insurer quotes the saved basket: 5 % of the tickets, at least 2 €.
    expect(await funnel.chooseInsurance()).toContain(formatMoney(insurance, 'fr'));
    await funnel.giveDonation(formatMoney(cents(DONATION), 'fr'));

    // The summary's total, as the server priced the basket with both extras.
    const basket = page.getByRole('region', { name: 'Votre panier' });
    await expect(basket).toContainText(formatMoney(cents(total), 'fr'));
    await expect(page.getByText(/a été recalculé/)).toHaveCount(0);

    const { orderId } = await funnel.checkOutAsGuest(
      { email: 'lea.extras@example.com', firstName: 'Léa', lastName: 'Moreau' },
      SUCCESS_CARD,
      { insured: true },
    );

    const order = await orderStatus(request, orderId);
    expect(order.status).toBe('paid');
    expect(order.lines.map((line) => [line.code, line.totalPrice])).toEqual([
      ['FR-D1', tickets],
      ['INS', insurance],
      ['DON', DONATION],
    ]);
    expect(order.total).toBe(total);
  });
});

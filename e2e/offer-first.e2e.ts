import { expect, test } from '@playwright/test';
import { cents } from '@sesame/domain/money/cents';
import { formatMoney } from '@sesame/domain/money/format-money';
import { Funnel } from './pages/funnel-pages.ts';
import { offerFrom, offerOn, parkPlacesLeft } from './support/api.ts';
import { firstBookableDay } from './support/visit-days.ts';

const GROUP = 2;

test.describe('the offer-first track in fr (readings.md §11)', () => {
  test('lists the offers of the whole calendar, opens the offer’s own calendar, and reaches the summary', async ({
    page,
    request,
  }) => {
    const day = await firstBookableDay(request, GROUP);
    const ticket = await offerOn(request, 'FR-D1', day, GROUP);
    const from = await offerFrom(request, 'FR-D1', GROUP);
    const placesBefore = await parkPlacesLeft(request, 'FR-D1', day);
    const offerQueries: Array<Record<string, unknown>> = [];
    page.on('request', (sent) => {
      const body = sent.postData() ?? '';
      if (sent.url().endsWith('/graphql') && /query Offers(ByGroup)?\b/.test(body))
        offerQueries.push(JSON.parse(body).variables);
    });
    const funnel = new Funnel(page, 'fr');

    await funnel.openStartPage('?track=offer');
    await funnel.continueToOffersFirst();

    // What the group can buy on any day on sale, whatever today is, priced from its cheapest day.
    const card = funnel.offers().filter({ hasText: funnel.text.dayTicket }).first();
    await expect(card).toContainText(funnel.text.fromPrice);
    await expect(card).toContainText(formatMoney(cents(from.price.totalPrice), 'fr'));
    expect(offerQueries.length).toBeGreaterThan(0);
    expect(offerQueries.every((variables) => variables.startDate === undefined)).toBe(true);

    await funnel.chooseOfferFirst(funnel.text.dayTicket);
    await funnel.pickDayOfTheOffer(day);
    await funnel.continueWithoutPass();

    // The offer is priced and held for the day chosen on its calendar.
    const tickets = GROUP * ticket.price.adultUnitPrice;
    const basket = page.getByRole('region', { name: 'Votre panier' });
    await expect(basket).toContainText(funnel.text.dayTicket);
    await expect(basket).toContainText(formatMoney(cents(tickets), 'fr'));
    await expect(page.getByText(/a été recalculé/)).toHaveCount(0);
    expect(await parkPlacesLeft(request, 'FR-D1', day)).toBe(placesBefore - GROUP);
  });
});

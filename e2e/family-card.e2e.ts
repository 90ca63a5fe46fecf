import { type APIRequestContext, expect, test } from '@playwright/test';
import { addDays } from '@sesame/domain/dates/calendar-days';
import { cents } from '@sesame/domain/money/cents';
import { formatMoney } from '@sesame/domain/money/format-money';
import { Funnel } from './pages/funnel-pages.ts';
import { graphql, offerOn, orderStatus } from './support/api.ts';
import { bookableDays } from './support/visit-days.ts';

// booking-funnel.md §5 and catalogue.md §7.3 FAMCARD: a large family card prices the day ticket
// at its FAMILY variant (10 % off in France) when valid at the visit; expired at the visit date,
// the visitor chooses another date or goes on without the discount.

const SUCCESS_CARD = '4242 4242 4242 4242';
const GROUP = 2;
const CARD_NUMBER = '75-2024-001234';

/** The day ticket of a date as a group with a card is offered it: its FAMILY variant. */
async function familyTicketOn(request: APIRequestContext, date: string) {
  const data = await graphql<{
    offers: Array<{ code: string; pricingCode: string; price: { adultUnitPrice: number } }>;
  }>(
    request,
    `query ($startDate: String!, $adults: Int!) {
      offers(language: fr, adults: $adults, children: 0, startDate: $startDate, duration: 1,
        track: date, hasLargeFamilyCard: true) {
        code pricingCode price { adultUnitPrice }
      }
    }`,
    { startDate: date, adults: GROUP },
  );
  const ticket = data.offers.find((offer) => offer.code === 'FR-D1');
  if (!ticket) throw new Error(`No day ticket on ${date}`);
  return ticket;
}

test.describe('a family with a large family card books in fr', () => {
  test('pays the day ticket at the family price', async ({ page, request }) => {
    const [day = ''] = await bookableDays(request, GROUP);
    const plain = await offerOn(request, 'FR-D1', day, GROUP);
    const family = await familyTicketOn(request, day);
    expect(family.pricingCode).toBe('FR-D1-FAMILY');
    expect(family.price.adultUnitPrice).toBe(Math.round(plain.price.adultUnitPrice * 0.9));
    const total = GROUP * family.price.adultUnitPrice;
    const funnel = new Funnel(page, 'fr');

    await funnel.openStartPage();
    await funnel.continueWithLargeFamilyCard({ number: CARD_NUMBER, validity: addDays(day, 365) });
    await funnel.reopenStartPageWithLargeFamilyCard(CARD_NUMBER);
    await funnel.pickDay(day);
    await funnel.chooseDayTicket();
    await funnel.continueWithoutPass();

    const ticketLine = page.getByRole('listitem').filter({ hasText: funnel.text.familyRate });
    await expect(ticketLine).toContainText(formatMoney(cents(total), 'fr'));
    const { orderId } = await funnel.checkOutAsGuest(
      { email: 'nour.famille@example.com', firstName: 'Nour', lastName: 'Benali' },
      SUCCESS_CARD,
    );

    const order = await orderStatus(request, orderId);
    expect(order.status).toBe('paid');
    expect(order.lines).toEqual([
      {
        code: 'FR-D1',
        date: day,
        quantity: GROUP,
        adultUnitPrice: family.price.adultUnitPrice,
        totalPrice: total,
      },
    ]);
    expect(order.total).toBe(total);
  });
});

test.describe('a large family card expired at the visit date', () => {
  test('another date within the card keeps the family price', async ({ page, request }) => {
    const [validUntil = '', afterExpiry = ''] = await bookableDays(request, GROUP);
    const family = await familyTicketOn(request, validUntil);
    const funnel = new Funnel(page, 'fr');

    await funnel.openStartPage();
    await funnel.continueWithLargeFamilyCard({ number: CARD_NUMBER, validity: validUntil });
    await funnel.pickDayAfterCardExpiry(afterExpiry);
    await funnel.chooseAnotherDate();
    await funnel.pickDay(validUntil);
    await funnel.chooseDayTicket();
    await funnel.continueWithoutPass();

    const ticketLine = page.getByRole('listitem').filter({ hasText: funnel.text.familyRate });
    await expect(ticketLine).toContainText(
      formatMoney(cents(GROUP * family.price.adultUnitPrice), 'fr'),
    );
  });

  test('continuing without the discount books at the plain price', async ({ page, request }) => {
    const [day = ''] = await bookableDays(request, GROUP);
    const plain = await offerOn(request, 'FR-D1', day, GROUP);
    const funnel = new Funnel(page, 'fr');

    await funnel.openStartPage();
    await funnel.continueWithLargeFamilyCard({ number: CARD_NUMBER, validity: addDays(day, -1) });
    await funnel.pickDayAfterCardExpiry(day);
    await funnel.continueWithoutDiscount();
    await funnel.chooseDayTicket();
    await funnel.continueWithoutPass();

    const ticketLine = page.getByRole('listitem').filter({ hasText: funnel.text.dayTicket });
    await expect(ticketLine).toContainText(
      formatMoney(cents(GROUP * plain.price.adultUnitPrice), 'fr'),
    );
    await expect(page.getByText(funnel.text.familyRate)).toHaveCount(0);
  });
});

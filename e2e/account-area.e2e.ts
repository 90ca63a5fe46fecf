import { expect, test } from '@playwright/test';
import { addDays } from '@sesame/domain/dates/calendar-days';
import { AccountArea } from './pages/account-pages.ts';
import { orderToPay, waitUntilPaid } from './support/account-orders.ts';
import { createActivatedAccount } from './support/accounts.ts';
import { bookableDays } from './support/visit-days.ts';

const SUCCESS_CARD = '4242 4242 4242 4242';
const PASSWORD = 'Sésame-2027!';
const NEW_PASSWORD = 'Chevalier-1429!';

test.describe('the account area (checkout-and-account.md §2, §4, readings.md §5)', () => {
  test('a customer sees a past and a future visit, downloads a ticket, changes the password and deletes the account', async ({
    page,
    request,
  }) => {
    const customer = {
      email: `jeanne.${Date.now()}@example.com`,
      firstName: 'Jeanne',
      lastName: 'Laisné',
      password: PASSWORD,
    };
    await createActivatedAccount(request, customer, 'fr');
    const days = await bookableDays(request, 2);
    const [early, late] = [days[0] as string, days[6] as string];
    const account = new AccountArea(page, 'fr');

    const orders = [];
    for (const day of [late, early]) {
      const order = await orderToPay(request, day, customer);
      await account.payOnSandbox(order.paymentUrl, SUCCESS_CARD);
      await waitUntilPaid(request, order.orderId);
      orders.push(order);
    }
    const [lateOrder] = orders;

    // The park sells no past day: the browser's clock moves to the day after the early visit,
    // which is then past, and the late one the next visit (the classification is the browser's).
    await page.clock.setFixedTime(new Date(`${addDays(early, 1)}T10:00:00+01:00`));
    await page.goto('/fr/identification');
    await account.logIn(customer.email, PASSWORD);
    await account.openVisits();
    const longDate = (day: string) =>
      new Intl.DateTimeFormat('fr', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${day}T00:00:00Z`));
    expect(await account.visitDays('nextVisit')).toEqual([longDate(late)]);
    expect(await account.visitDays('pastVisits')).toEqual([longDate(early)]);

    await account.openOrder(lateOrder?.shortOrderId as string);
    const ticket = await account.downloadFirstTicket();
    expect(ticket.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(account.invoiceLink()).toHaveAttribute('target', '_blank');

    await account.openSettings();
    await account.changePassword(PASSWORD, NEW_PASSWORD);
    await account.disconnect();
    await account.logIn(customer.email, NEW_PASSWORD);

    await account.openVisits();
    await account.openSettings();
    await account.deleteAccount();
  });
});

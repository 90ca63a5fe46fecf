import { expect, test } from '@playwright/test';
import { es as spanishErrors } from '@sesame/domain/i18n/error-messages/es';
import { Identification } from './pages/identification-pages.ts';
import { createActivatedAccount } from './support/accounts.ts';
import { orderStatus } from './support/api.ts';
import { firstBookableDay } from './support/visit-days.ts';

const SUCCESS_CARD = '4242 4242 4242 4242';
const PASSWORD = 'Sésame-2027!';

test.describe('a customer with an account (checkout-and-account.md §2 and §4)', () => {
  test('signs up, activates from the e-mail, logs in, gives their information and pays', async ({
    page,
    request,
  }) => {
    const day = await firstBookableDay(request, 2);
    const customer = {
      email: `camille.${Date.now()}@example.com`,
      firstName: 'Camille',
      lastName: 'Dubois',
      password: PASSWORD,
    };
    const funnel = new Identification(page, 'fr');

    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.pickDay(day);
    await funnel.chooseDayTicket();
    await funnel.continueWithoutPass();
    await funnel.acceptTermsAndContinue();

    await funnel.signUp(customer);
    await funnel.activateFromMailbox(customer.email);
    await funnel.logIn(customer.email, PASSWORD);
    await funnel.completeYourInformation({
      birthDate: '1990-05-17',
      phone: '06 12 34 56 78',
      streetAddress: '8 rue des Lilas',
      zipCode: '44000',
      city: 'Nantes',
    });

    // Logged in, the booking keeps the customer; the data queries carry the bearer token.
    const stored = await page.evaluate(() => ({
      booking: sessionStorage.getItem('sesame.booking'),
      session: sessionStorage.getItem('sesame.session'),
    }));
    expect(JSON.parse(stored.booking ?? '{}').state.customer).toMatchObject({
      isLoggedIn: true,
      email: customer.email,
      primaryPhone: '+33612345678',
    });
    expect(JSON.parse(stored.session ?? '{}').accessToken).toEqual(expect.any(String));

    const orderId = await funnel.storedOrderId();
    await funnel.payWithCard(SUCCESS_CARD);
    await funnel.confirmationShortOrderId();
    expect((await orderStatus(request, orderId)).status).toBe('paid');

    // The confirmation e-mail arrives, and its link opens the PDF tickets (one per visitor).
    const tickets = await request.get(await funnel.ticketsLinkOfConfirmation(customer.email));
    expect(tickets.headers()['content-type']).toBe('application/pdf');
    expect((await tickets.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('in Spanish, a wrong password gets the spec’s message', async ({ page, request }) => {
    const customer = {
      email: `lucia.${Date.now()}@example.com`,
      firstName: 'Lucía',
      lastName: 'Fernández',
      password: PASSWORD,
    };
    await createActivatedAccount(request, customer, 'es');
    const identification = new Identification(page, 'es');

    await page.goto('/es/identification');
    await identification.checkEmail(customer.email);
    await page
      .getByRole('textbox', { name: identification.text.password, exact: true })
      .fill('Contraseña-mala-1');
    await page.getByRole('button', { name: identification.text.logIn }).click();

    await expect(page.getByRole('alert')).toHaveText(spanishErrors.WRONG_PASSWORD);
    expect(spanishErrors.WRONG_PASSWORD).toBe('La contraseña no coincide con esta cuenta.');
    await expect(page).toHaveURL(/\/es\/identification$/);
  });

  test('resets a forgotten password from the e-mail, then logs in with the new one', async ({
    page,
    request,
  }) => {
    const customer = {
      email: `noe.${Date.now()}@example.com`,
      firstName: 'Noé',
      lastName: 'Girard',
      password: PASSWORD,
    };
    await createActivatedAccount(request, customer, 'fr');
    const identification = new Identification(page, 'fr');

    await page.goto('/fr/identification');
    await identification.resetPassword(customer.email, 'Nouveau-mot-2027');
    await identification.logIn(customer.email, 'Nouveau-mot-2027');
  });
});

import { expect, test } from '@playwright/test';
import { Newsletter } from './pages/newsletter-pages.ts';

const MAIN_SITE = 'https://www.sesame-park.example';

test.describe('the newsletter (checkout-and-account.md §2, §7 and §8)', () => {
  test('subscribes from the 404 page, confirms by the e-mail, then unsubscribes by its link', async ({
    page,
  }) => {
    const email = `lecteur.${Date.now()}@example.com`;
    const newsletter = new Newsletter(page, 'fr');

    await newsletter.openNotFoundPage();
    await newsletter.signUp(email);
    await newsletter.expectConfirmationSent();

    await newsletter.confirmFromMailbox(email);

    // Confirmed, the address is in use: signing it up again is refused.
    await newsletter.openNotFoundPage();
    await newsletter.signUp(email);
    await newsletter.expectAlreadySubscribed();

    await newsletter.unsubscribeFromMailbox(email);
  });

  test.describe('on the es platform', () => {
    // Browsers send every *.localhost name to this machine; the server picks the platform by host.
    test.use({ baseURL: process.env.SESAME_E2E_URL?.replace('//localhost', '//es.localhost') });

    test('opens the main site’s newsletter page with the e-mail, and calls no gateway', async ({
      page,
      context,
    }) => {
      const email = `lectora.${Date.now()}@example.com`;
      const gatewayCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/newsletter/')) gatewayCalls.push(request.url());
      });
      // The main site is not part of the test: its newsletter page answers from here.
      await context.route(`${MAIN_SITE}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Boletín</title>' }),
      );
      const newsletter = new Newsletter(page, 'es');

      await newsletter.openNotFoundPage();
      const mainSitePage = context.waitForEvent('page');
      await newsletter.signUp(email);

      const opened = await mainSitePage;
      await opened.waitForLoadState();
      expect(opened.url()).toBe(`${MAIN_SITE}/es/newsletter?email=${encodeURIComponent(email)}`);
      await newsletter.expectMainSitePageOpened();
      expect(gatewayCalls).toEqual([]);
    });
  });
});

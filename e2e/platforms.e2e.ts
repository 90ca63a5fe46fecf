import { expect, test } from '@playwright/test';
import { Site } from './pages/site-pages.ts';

test.describe('the two country platforms of one start', () => {
  test.describe('on es.localhost', () => {
    // Browsers send every *.localhost name to this machine; the server picks the platform by host.
    test.use({ baseURL: process.env.SESAME_E2E_URL?.replace('//localhost', '//es.localhost') });

    test('shows the Spanish park, in Spanish', async ({ page }) => {
      const site = new Site(page, 'es');
      await site.openStartPage();
      await site.continueWithDefaultGroup();
      await site.pickFirstPricedDay();

      // The Spanish park's day tickets, whether the first open day is a Christmas day or not.
      const dayTickets = site.offers().filter({ hasText: /Entrada (1 día|Navidad)/ });
      await expect(dayTickets.first()).toBeVisible();
      await expect(site.offers().filter({ hasText: /Grande Veillée|Billet/ })).toHaveCount(0);
    });
  });

  test('switches the language of the page and of its address from the footer', async ({ page }) => {
    const french = new Site(page, 'fr');
    await french.openStartPage('?track=date');
    const english = await french.switchLanguage('en');

    await expect(page).toHaveURL(/\/en\?track=date$/);
    await expect(page.getByRole('heading', { name: english.words.startHeading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

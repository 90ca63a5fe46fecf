import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

// Browsers send every *.localhost name to this machine; the server picks the platform by host.
const spanishPlatform = baseUrl.replace('//localhost', '//es.localhost');

describe('the two country platforms of one start', () => {
  it('shows the Spanish park on es.localhost, in Spanish', async () => {
    const page = await newPhonePage(browser(), spanishPlatform);
    await page.goto('/es');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.waitForURL('**/es/duration');
    await page.waitForLoadState('networkidle');
    const pricedDays = page
      .locator('[role=gridcell] [role=button]:not([aria-disabled="true"])')
      .filter({ hasText: /\d[.,]\d{2}/ });
    await pricedDays.first().click();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.waitForURL('**/es/offers');

    await page
      .getByRole('button', { name: /^Elegir / })
      .first()
      .waitFor();
    const offers = await page.getByRole('article').allTextContents();
    // The Spanish park's day tickets, whether the first open day is a Christmas day or not.
    expect(offers.join(' ')).toMatch(/Entrada (1 día|Navidad)/);
    expect(offers.join(' ')).not.toMatch(/Grande Veillée|Billet/);
    await page.context().close();
  });

  it('switches the language of the page and of its address from the footer', async () => {
    const page = await newPhonePage(browser(), baseUrl);
    await page.goto('/fr?track=date');
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
    await page.waitForURL('**/en?track=date');
    await page.getByRole('heading', { name: 'Who is coming to the park?' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.context().close();
  });
});

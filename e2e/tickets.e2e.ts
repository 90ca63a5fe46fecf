import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { Identification } from './pages/identification-pages.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { orderStatus } from './support/api.ts';
import { firstBookableDay } from './support/visit-days.ts';

const SUCCESS_CARD = '4242 4242 4242 4242';

test.describe('a guest gets the tickets at once', () => {
  test('pays, is told where the e-mail went, and downloads the PDF tickets and the invoice', async ({
    page,
    request,
  }) => {
    const day = await firstBookableDay(request, 2);
    const funnel = new Identification(page, 'en');
    const email = 'noor.tickets@example.com';

    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.pickDay(day);
    await funnel.chooseDayTicket();
    await funnel.continueWithoutPass();
    const { orderId } = await funnel.checkOutAsGuest(
      { email, firstName: 'Noor', lastName: 'Haddad' },
      SUCCESS_CARD,
    );
    expect((await orderStatus(request, orderId)).status).toBe('paid');
    await expect(page.getByText(`Your tickets are on their way to ${email}.`)).toBeVisible();

    const ticketsLink = page.getByRole('link', { name: 'Download my tickets (PDF)' });
    const invoiceLink = page.getByRole('link', { name: 'Download my invoice (PDF)' });
    await expect(ticketsLink).toBeVisible();
    await expect(invoiceLink).toBeVisible();
    await checkAccessibility(page);

    const [download] = await Promise.all([page.waitForEvent('download'), ticketsLink.click()]);
    const tickets = await PDFDocument.load(await readFile(await download.path()));
    // Two adults, one ticket each.
    expect(tickets.getPageCount()).toBe(2);
    expect(tickets.getTitle()).toMatch(/Order [0-9A-Z]{8}$/);

    const invoice = await request.get((await invoiceLink.getAttribute('href')) ?? '');
    expect(invoice.headers()['content-type']).toBe('application/pdf');
    expect(invoice.headers()['cache-control']).toBe('no-store');
    const invoiceDocument = await PDFDocument.load(await invoice.body());
    expect(invoiceDocument.getTitle()).toMatch(/^Invoice FR-\d{4}-\d{6}$/);

    // The guest's confirmation e-mail arrives too, with the same tickets.
    const mailed = await request.get(await funnel.ticketsLinkOfConfirmation(email));
    expect((await PDFDocument.load(await mailed.body())).getPageCount()).toBe(2);
  });
});

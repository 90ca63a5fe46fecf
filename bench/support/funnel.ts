import type { ElementHandle, Page } from 'puppeteer-core';

/** The French pages the benches measure: their path and their main heading. */
export const frenchPages = {
  start: { path: '/fr', heading: /^Qui vient au parc/ },
  duration: { path: '/fr/duration', heading: /^Quand venez-vous/ },
  offers: { path: '/fr/offers', heading: /^Choisissez votre offre/ },
  pass: { path: '/fr/pass', heading: /^Passez en priorité/ },
  summary: { path: '/fr/summary', heading: /^Récapitulatif de votre commande/ },
} as const;
export type FrenchPage = keyof typeof frenchPages;

/** Where the web app keeps the booking (apps/web/src/features/booking/booking-store.ts). */
const BOOKING_STORAGE_KEY = 'sesame.booking';
/** The offer the benches choose, and the name of its button on the offers page. */
const DAY_TICKET = 'Billet 1 jour';
const CHOOSE_DAY_TICKET = `Choisir ${DAY_TICKET}`;
const LOADING = 'Chargement…';
const TIMEOUT_MS = 60_000;

/** The booking as the web app stores it when a page first shows, to open that page again. */
export type StoredBooking = string;

/**
 * Books as a visitor does, from the start page to the summary: the default group of two adults,
 * the first day the calendar prices, a day ticket, no pass and no extra. Answers the stored
 * booking with which each step opened, to open it again later.
 */
export async function walkToSummary(
  page: Page,
  origin: string,
): Promise<Record<'duration' | 'offers' | 'summary', StoredBooking>> {
  await restoreBooking(page, origin, null);
  await page.goto(`${origin}${frenchPages.start.path}`);
  await arrivedAt(page, 'start');
  await clickButton(page, 'Continuer');
  const duration = await arrivedAt(page, 'duration');
  const [firstDay] = await pricedDays(page);
  if (!firstDay) throw new Error('The calendar prices no day');
  await firstDay.click();
  await clickButton(page, 'Continuer');
  const offers = await arrivedAt(page, 'offers');
  await chooseDayTicket(page);
  await arrivedAt(page, 'pass');
  await clickButton(page, 'Continuer');
  // The extras a day ticket may pass through (restaurants), skipped, to the summary.
  let path = await pathAfter(page, frenchPages.pass.path);
  while (path !== frenchPages.summary.path) {
    await waitForLoaded(page);
    await clickButton(page, 'Continuer');
    path = await pathAfter(page, path);
  }
  const summary = await arrivedAt(page, 'summary');
  return { duration, offers, summary };
}

/** On the offers page, chooses the day ticket. */
export async function chooseDayTicket(page: Page) {
  await clickButton(page, CHOOSE_DAY_TICKET);
}

/** Leaves the booking `stored` (none when null) in this tab's storage for the app's origin. */
export async function restoreBooking(page: Page, origin: string, stored: StoredBooking | null) {
  await page.goto(`${origin}/api/health`);
  await page.evaluate(
    (key, value) => {
      sessionStorage.clear();
      if (value !== null) sessionStorage.setItem(key, value);
    },
    BOOKING_STORAGE_KEY,
    stored,
  );
}

/** Opens `name`'s page with the booking `stored`, as a visitor coming back to it would. */
export async function openWith(
  page: Page,
  origin: string,
  name: FrenchPage,
  stored: StoredBooking,
) {
  await restoreBooking(page, origin, stored);
  await page.goto(`${origin}${frenchPages[name].path}`);
  await arrivedAt(page, name);
}

/**
 * Waits for `name`'s page: its path, its main heading, nothing loading any more, and on the offers
 * page the day ticket to choose, on the summary the day ticket in the basket. Answers the booking
 * as it is stored then.
 */
export async function arrivedAt(page: Page, name: FrenchPage): Promise<StoredBooking> {
  const { path, heading } = frenchPages[name];
  try {
    await page.waitForFunction(
      (expectedPath, headingSource) =>
        location.pathname === expectedPath &&
        new RegExp(headingSource).test(document.querySelector('h1')?.textContent ?? ''),
      { timeout: TIMEOUT_MS },
      path,
      heading.source,
    );
    await waitForLoaded(page);
    if (name === 'offers') await page.locator(ariaButton(CHOOSE_DAY_TICKET)).wait();
    if (name === 'summary')
      await page.waitForFunction(
        (offer) => document.querySelector('main')?.textContent?.includes(offer),
        { timeout: TIMEOUT_MS },
        DAY_TICKET,
      );
  } catch (error) {
    const heading = await page.evaluate(() => document.querySelector('h1')?.textContent ?? null);
    throw new Error(
      `Expected the ${name} page (${path}), found ${page.url()} with the heading ${JSON.stringify(heading)}`,
      { cause: error },
    );
  }
  return page.evaluate((key) => sessionStorage.getItem(key) ?? '', BOOKING_STORAGE_KEY);
}

/** The calendar's days that show a price and can be picked, in date order. */
export async function pricedDays(page: Page): Promise<ElementHandle[]> {
  const selector = '[role=gridcell] [role=button]:not([aria-disabled="true"])';
  const price = /\d\s*€/;
  // The calendar shows its grid before its prices, then moves to the first month with prices.
  await page.waitForFunction(
    (days, priceSource) =>
      Array.from(document.querySelectorAll(days)).some((day) =>
        new RegExp(priceSource).test(day.textContent ?? ''),
      ),
    { timeout: TIMEOUT_MS },
    selector,
    price.source,
  );
  await waitForLoaded(page);
  const days = await page.$$(selector);
  const priced = await Promise.all(
    days.map((day) =>
      day.evaluate(
        (element, priceSource) => new RegExp(priceSource).test(element.textContent ?? ''),
        price.source,
      ),
    ),
  );
  return days.filter((_day, index) => priced[index]);
}

/** Waits for the app to leave the page at `path`; answers the path it went to. */
async function pathAfter(page: Page, path: string): Promise<string> {
  const next = await page.waitForFunction(
    (from) => location.pathname !== from && location.pathname,
    { timeout: TIMEOUT_MS },
    path,
  );
  return (await next.jsonValue()) as string;
}

async function clickButton(page: Page, name: string) {
  await page.locator(ariaButton(name)).click();
}

function ariaButton(name: string): string {
  return `::-p-aria([name="${name}"][role="button"])`;
}

/** Waits until no part of the page shows « Chargement… » any more. */
async function waitForLoaded(page: Page) {
  await page.waitForFunction(
    (loading) =>
      !Array.from(document.querySelectorAll('[role=status]')).some((status) =>
        status.textContent?.includes(loading),
      ),
    { timeout: TIMEOUT_MS },
    LOADING,
  );
}

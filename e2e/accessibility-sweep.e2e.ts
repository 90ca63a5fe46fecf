import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { AccommodationFunnel } from './pages/accommodation-pages.ts';
import { Identification } from './pages/identification-pages.ts';
import { Invitations } from './pages/invitation-pages.ts';
import { RestaurantFunnel } from './pages/restaurant-pages.ts';
import type { SiteLanguage } from './pages/texts.ts';
import { createActivatedAccount } from './support/accounts.ts';
import { offerOn, spanishApi } from './support/api.ts';
import { restaurantOn } from './support/extras-api.ts';
import { checkAtEveryWidth, SWEEP_WIDTHS } from './support/layout-checks.ts';
import {
  bookableDays,
  firstChristmasDay,
  firstDayOfOffer,
  twoDayVisit,
} from './support/visit-days.ts';

/**
 * Issue 11: no serious or critical axe violation on any route, in fr, en and es, with a real
 * basket, at 320, 390 and 1280 px; no sideways scroll at 320 px; tap targets of 24 px. Two walks
 * per platform build their baskets through the screens and check each on the way: a day with the
 * show, then the account area and the pages reached by a link; a stay in a hotel (and, in
 * Spain, a Christmas day's activity), as neither park sells the show with a night and a seat
 * choice.
 */

const SUCCESS_CARD = '4242 4242 4242 4242';
const PASSWORD = 'Sésame-2027!';
const GROUP = 2;
const CHILDREN = 2;

/** Checks the screen shown, in each language of `languages` (switched in the footer), at every width. */
class Sweep {
  readonly checked: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly languages: readonly [SiteLanguage, ...SiteLanguage[]],
  ) {}

  async screen(label: string) {
    for (const language of this.languages) {
      if (language !== this.current()) await this.switchTo(language);
      await this.ready();
      await checkAtEveryWidth(this.page);
      this.checked.push(`${language} ${label}`);
    }
    const [home] = this.languages;
    if (home !== this.current()) await this.switchTo(home);
  }

  /** A screen outside the app (the payment provider's form): checked once, as it is. */
  async external(label: string) {
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkAtEveryWidth(this.page);
    this.checked.push(`${this.languages[0]} ${label}`);
  }

  report() {
    const checks = this.checked.length * SWEEP_WIDTHS.length;
    test.info().annotations.push({
      type: 'sweep',
      description: `${this.checked.length} screens × ${SWEEP_WIDTHS.length} widths = ${checks} checks: ${this.checked.join(', ')}`,
    });
  }

  private current(): SiteLanguage {
    return new URL(this.page.url()).pathname.split('/')[1] as SiteLanguage;
  }

  /** The footer's language selector: the same screen, with the same basket, in `language`. */
  private async switchTo(language: SiteLanguage) {
    await this.page
      .getByRole('combobox', { name: LANGUAGE_LABEL[this.current()] })
      .selectOption(language);
    await this.page.waitForURL((url) => url.pathname.startsWith(`/${language}`));
    await this.ready();
  }

  private async ready() {
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.page.getByRole('status').filter({ hasText: /…$/ })).toHaveCount(0);
  }
}

const LANGUAGE_LABEL: Record<SiteLanguage, string> = { fr: 'Langue', en: 'Language', es: 'Idioma' };

/** What a platform's walk of a day with the show books: its offer with the show, its restaurant. */
interface Platform {
  languages: readonly ['fr' | 'es', ...SiteLanguage[]];
  showOfferCode: string;
  restaurant: { code: string; name: string };
  /** What Your information asks of a customer of the platform. */
  information: { idNumber?: string; phone: string; zipCode: string; city: string };
}

const FRENCH: Platform = {
  languages: ['fr', 'en'],
  showOfferCode: 'FR-D1NS',
  restaurant: { code: 'R-FR-BAN', name: 'Le Banquet des Bardes' },
  information: { phone: '0612345678', zipCode: '85590', city: 'Les Epesses' },
};

const SPANISH: Platform = {
  languages: ['es'],
  showOfferCode: 'ES-D1NS',
  restaurant: { code: 'R-ES-PAT', name: 'El Patio de las Mil Lámparas' },
  information: { idNumber: '12345678Z', phone: '612345678', zipCode: '41001', city: 'Sevilla' },
};

test.describe('the accessibility sweep (issue 11)', () => {
  // The window is resized in place, from a phone's width to a desktop's.
  test.use({ isMobile: false });
  test.describe.configure({ timeout: 240_000 });

  test('fr and en, on the French platform: a day with the show, the account, the e-mails’ pages', async ({
    page,
    request,
  }) => {
    await walkDayWithTheShow(page, request, FRENCH);
  });

  test('fr and en, on the French platform: a stay at the park’s hotel and its room contacts', async ({
    page,
    request,
  }) => {
    await walkParkHotelStay(page, request);
  });

  test.describe('on the Spanish platform', () => {
    test.use({ baseURL: process.env.SESAME_E2E_URL?.replace('//localhost', '//es.localhost') });

    test('es: a day with the show, the account, the e-mails’ pages', async ({
      page,
      playwright,
    }) => {
      const request = await spanishApi(playwright.request);
      await walkDayWithTheShow(page, request, SPANISH);
      await request.dispose();
    });

    test('es: a package’s hotels and a Christmas day’s activity', async ({ page, playwright }) => {
      const request = await spanishApi(playwright.request);
      await walkPackageAndChristmas(page, request);
      await request.dispose();
    });
  });
});

/**
 * Books a day with the show (seats, a pass, a dinner), pays it as a customer and checks every
 * screen on the way, then the account area and the pages of the e-mails' links.
 */
async function walkDayWithTheShow(page: Page, request: APIRequestContext, platform: Platform) {
  const [language] = platform.languages;
  const day = await showDayWithDinner(request, platform);
  const customer = await newCustomer(request, language);
  const sweep = new Sweep(page, platform.languages);
  const funnel = new AccommodationFunnel(page, language);
  const meals = new RestaurantFunnel(page, language);
  const { text, words } = funnel;

  await funnel.openStartPage();
  await sweep.screen('start');
  await funnel.continueWithDefaultGroup();
  await sweep.screen('duration');
  await funnel.pickDay(day);
  await sweep.screen('offers');
  await page.getByRole('button', { name: text.choose(text.dayAndShow), exact: true }).click();
  await page.waitForURL(`**/${language}/offers/category`);
  await sweep.screen('offers/category');
  await funnel.chooseSeatsAndContinue(text.silver);
  await sweep.screen('pass');
  await holdPass(page, text.emotionPass);
  await page.getByRole('button', { name: words.continue, exact: true }).click();
  await meals.arrivedAtRestaurants();
  await sweep.screen('restaurants');
  await meals.openMeal({ restaurant: platform.restaurant.name, mealType: 'dinner', date: day });
  await sweep.screen('restaurants/detail');
  await page.getByRole('radio', { name: meals.meals.anySitting }).first().check();
  await meals.bookMeal();
  await meals.continueToSummary();
  await sweep.screen('summary');
  await payAsCustomer(funnel, sweep, customer, platform.information);
  await sweep.screen('confirmation');
  await accountArea(page, sweep, language);
  await pagesOfLinks(page, sweep, language);
  sweep.report();
}

/**
 * A 2-day visit with a night at the park's hotel, Le Castellum: the hotel list, the room
 * distribution, the hotel's page; paid as a customer, then the room contacts, their summary and
 * the distribution's confirmation that a park hotel's stay leads to (checkout-and-account.md §2).
 */
async function walkParkHotelStay(page: Page, request: APIRequestContext) {
  const customer = await newCustomer(request, 'fr');
  const day = await twoDayVisit(request, 'FR-D2', { adults: GROUP, children: 0 });
  const sweep = new Sweep(page, FRENCH.languages);
  const funnel = new AccommodationFunnel(page, 'fr');
  const identification = new Identification(page, 'fr');
  const contacts = new Invitations(page, 'fr');

  await funnel.openStartPage();
  await funnel.continueWithDefaultGroup();
  await funnel.chooseVisitLength(funnel.text.twoDays);
  await funnel.pickDay(day);
  await funnel.chooseDayTicket(funnel.text.twoDayTicket);
  await funnel.continueWithoutPassToAccommodations();
  await sweep.screen('accommodations');
  await page.getByRole('link', { name: funnel.stay.changeRooms }).click();
  await page.waitForURL('**/accommodation-distribution');
  await sweep.screen('accommodation-distribution');
  await page.getByRole('button', { name: funnel.stay.searchHotels }).click();
  await funnel.arrivedAtAccommodations();
  await funnel.openHotel('Le Castellum');
  await sweep.screen('accommodations/detail');
  await page.getByRole('button', { name: funnel.stay.chooseSolution }).first().click();
  await funnel.continueToSummary();
  await funnel.acceptTermsAndContinue();
  await identification.logIn(customer.email, PASSWORD);
  await identification.completeYourInformation({
    birthDate: '1990-04-12',
    phone: FRENCH.information.phone,
    streetAddress: '1 rue du Château',
    zipCode: FRENCH.information.zipCode,
    city: FRENCH.information.city,
  });
  await funnel.payWithCard(SUCCESS_CARD);
  await contacts.arrivedAtContacts();
  await sweep.screen('accommodation-repartition/contacts');
  await contacts.continueToSummary();
  await sweep.screen('accommodation-repartition/contacts-summary');
  await contacts.confirmDistribution();
  await sweep.screen('accommodation-repartition/repartition-confirmation');
  sweep.report();
}

/**
 * The Spanish park sells its hotels only in packages: the list and a partner hotel's page of its
 * package; then a Christmas day with children, whose ticket leads to La Posada's slots.
 */
async function walkPackageAndChristmas(page: Page, request: APIRequestContext) {
  const sweep = new Sweep(page, SPANISH.languages);
  const funnel = new AccommodationFunnel(page, 'es');

  await funnel.openStartPage();
  await funnel.continueWithDefaultGroup();
  await funnel.pickDay(await firstDayOfOffer(request, GROUP, 'ES-PK1'));
  await funnel.chooseStayOffer(funnel.stay.packageOffer);
  await sweep.screen('accommodations');
  await funnel.openHotel('Hotel Mirador de la Vega');
  await sweep.screen('accommodations/detail');

  // Another visitor: the booking lives in the tab's session storage.
  await page.evaluate(() => sessionStorage.clear());
  await funnel.openStartPage();
  await funnel.continueWithChildren(CHILDREN);
  await funnel.pickDay(await firstChristmasDay(request, GROUP + CHILDREN));
  await funnel.chooseChristmasTicket();
  await sweep.screen('activities');
  sweep.report();
}

/** Chooses a pass on the pass step and waits for it to be held. */
async function holdPass(page: Page, name: string) {
  const held = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('mutation SetLockedStock'),
  );
  await page.getByRole('radio', { name, exact: true }).check();
  await held;
}

/**
 * From the summary: identification, logging in, Your information, the payment screen, the
 * provider's card form, and back on the confirmation (or the room contacts that take its place).
 */
async function payAsCustomer(
  funnel: AccommodationFunnel,
  sweep: Sweep,
  customer: { email: string },
  information: Platform['information'],
) {
  const { page, text } = funnel;
  await funnel.acceptTermsAndContinue();
  await sweep.screen('identification');
  await funnel.page
    .getByRole('form', { name: text.accountEmailForm })
    .getByRole('textbox', { name: text.accountEmail })
    .fill(customer.email);
  await funnel.page
    .getByRole('form', { name: text.accountEmailForm })
    .getByRole('button', { name: funnel.words.continue, exact: true })
    .click();
  await page.getByRole('textbox', { name: text.password, exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: text.logIn }).click();
  await page.waitForURL('**/identification/account**');
  await sweep.screen('identification/account');
  await page.getByRole('combobox', { name: text.civility }).selectOption({ label: text.madam });
  await page.getByLabel(text.birthDate).fill('1990-04-12');
  if (information.idNumber) await page.getByLabel(/DNI/).fill(information.idNumber);
  await page.getByRole('textbox', { name: text.phone, exact: true }).fill(information.phone);
  await page.getByRole('textbox', { name: text.streetAddress, exact: true }).fill('1 Calle Real');
  await page.getByRole('textbox', { name: text.zipCode, exact: true }).fill(information.zipCode);
  await page.getByRole('textbox', { name: text.city, exact: true }).fill(information.city);
  await page.getByRole('button', { name: text.saveInformation }).click();
  await page.waitForURL('**/payment**');
  await sweep.screen('payment');
  await page.getByRole('button', { name: text.pay }).click();
  await page.waitForURL('**/sandbox/pay/**');
  await sweep.external('sandbox card form');
  await page.getByLabel(text.cardNumber).fill(SUCCESS_CARD);
  await page.getByLabel(text.expiry).fill('12/34');
  await page.getByLabel(text.cvc).fill('123');
  await page.getByLabel(text.cardholder).fill('Alix Martin');
  await page.getByRole('button', { name: text.pay }).click();
  await page.waitForURL(/\/(confirmation|accommodation-repartition\/contacts)/);
}

/** The account area of the customer who just paid: each page of its menu and the order. */
async function accountArea(page: Page, sweep: Sweep, language: SiteLanguage) {
  await page.goto(`/${language}/mon-compte`);
  await sweep.screen('mon-compte');
  await page.locator('a[href*="resadetail"]').first().click();
  await page.waitForURL('**/mon-compte/resadetail**');
  await sweep.screen('mon-compte/resadetail');
  for (const route of ['historique', 'profil', 'param', 'mot-de-passe', 'suppression']) {
    await page.goto(`/${language}/mon-compte/${route}`);
    await sweep.screen(`mon-compte/${route}`);
  }
}

/** Sign-up, the pages an e-mail's link opens (here without its token), and the 404 page. */
async function pagesOfLinks(page: Page, sweep: Sweep, language: SiteLanguage) {
  for (const route of [
    'identification/signup',
    'identification/activation',
    'identification/password-reset',
    'newsletter/confirm',
    'newsletter/unsubscribe',
    'invitation',
    'no-such-page',
  ]) {
    await page.goto(`/${language}/${route}`);
    await sweep.screen(route);
  }
}

async function newCustomer(request: APIRequestContext, language: SiteLanguage) {
  const customer = {
    email: `sweep.${language}.${Date.now()}@example.com`,
    firstName: 'Alix',
    lastName: 'Martin',
    password: PASSWORD,
  };
  await createActivatedAccount(request, customer, language);
  return customer;
}

/** The first day with the platform's show offer on sale for the group and a dinner at its restaurant. */
async function showDayWithDinner(request: APIRequestContext, platform: Platform): Promise<string> {
  const { showOfferCode, restaurant } = platform;
  for (const day of await bookableDays(request, GROUP)) {
    if (!(await offerOn(request, showOfferCode, day, GROUP).catch(() => null))) continue;
    const meals = await restaurantOn(request, restaurant.code, day).catch(() => null);
    if (meals?.services.some((service) => service.mealType === 'dinner')) return day;
  }
  throw new Error(`No day with ${showOfferCode} and a dinner at ${restaurant.name}`);
}

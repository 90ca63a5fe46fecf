import { expect, type Page, test } from '@playwright/test';
import { accommodationTexts } from './pages/accommodation-texts.ts';
import { restaurantTexts } from './pages/restaurant-texts.ts';
import { siteTexts, type TestLanguage, texts } from './pages/texts.ts';
import { offerOn, spanishApi } from './support/api.ts';
import { restaurantOn } from './support/extras-api.ts';
import { KeyboardVisitor } from './support/keyboard-visitor.ts';
import { bookableDays, firstDayOfOffer } from './support/visit-days.ts';

/**
 * Issue 11: the whole booking, every step, with the keyboard alone (Tab, Shift+Tab, Enter, Space,
 * arrows, typing), never a click. At each step focus is on the step's heading and the title names
 * the step; every control focused on the way shows a focus indicator. In French a day with the
 * show's seats, a pass and a dinner; in Spanish a package, whose hotel is chosen on its page.
 *
 * The French booking runs in forced colours (Windows' contrast themes), where the browser paints
 * with the system's few colours and drops shadows, so that a focus shown by a ring alone would
 * be seen missing; there every control of the start and offers pages is tabbed through too. An
 * outline that shows there shows in normal colours; the Spanish booking checks those.
 */

const SUCCESS_CARD = '4242 4242 4242 4242';
const GROUP = 2;
const RESTAURANT = { code: 'R-FR-BAN', name: 'Le Banquet des Bardes' };
/** A partner hotel: its stay is paid and confirmed at once, a park hotel's has its room contacts first. */
const HOTEL = { code: 'H-ES-VEG', name: 'Hotel Mirador de la Vega' } as const;
const words = { ...siteTexts.fr, ...texts.fr, ...restaurantTexts.fr };
const spanishWords = { ...siteTexts.es, ...texts.es, ...accommodationTexts.es };

/** What the tab title starts with on each step (apps/web/src/locales/fr.json, documentTitle). */
const TITLES = {
  start: 'Vos visiteurs',
  duration: 'Date de visite',
  offers: 'Nos offres',
  'offers/category': 'Places du spectacle',
  pass: 'Pass Émotion',
  restaurants: 'Restaurants',
  summary: 'Récapitulatif',
  identification: 'Identification',
  payment: 'Paiement',
  confirmation: 'Confirmation',
} as const;

/** The same in Spanish (es.json), with the hotels of a package; a hotel's page is titled by its name. */
const SPANISH_TITLES = {
  start: 'Sus visitantes',
  duration: 'Fecha de visita',
  offers: 'Nuestras ofertas',
  accommodations: 'Alojamiento',
  'accommodations/H-ES-VEG': HOTEL.name,
  pass: 'Pase Emoción',
  restaurants: 'Restaurantes',
  summary: 'Resumen',
  identification: 'Identificación',
  payment: 'Pago',
  confirmation: 'Confirmación',
} as const;

type CheckoutStep = 'summary' | 'identification' | 'payment' | 'confirmation';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test('fr, in forced colours: a day with the show, seats, a pass and a dinner, booked and paid with the keyboard alone', async ({
  page,
  request,
}) => {
  const day = await showDayWithDinner(request);
  const keyboard = new KeyboardVisitor(page, 'fr', TITLES);
  await page.emulateMedia({ forcedColors: 'active' });

  await page.goto('/fr');
  await keyboard.arrivedAt('start');
  await keyboard.tabThroughPage();
  await keyboard.activate(page.getByRole('button', { name: words.continue, exact: true }));

  await keyboard.arrivedAt('duration');
  await keyboard.pickDay(day);
  await keyboard.activate(page.getByRole('button', { name: words.continue, exact: true }));

  await keyboard.arrivedAt('offers');
  await keyboard.tabThroughPage();
  await keyboard.activate(
    page.getByRole('button', { name: words.choose(words.dayAndShow), exact: true }),
  );

  await keyboard.arrivedAt('offers/category');
  await keyboard.chooseRadio(page.getByRole('radio', { name: words.silver, exact: true }));
  await keyboard.activate(page.getByRole('button', { name: words.continue, exact: true }));

  await keyboard.arrivedAt('pass');
  await keyboard.chooseRadio(page.getByRole('radio', { name: words.emotionPass, exact: true }));
  await keyboard.activate(page.getByRole('button', { name: words.continue, exact: true }));

  await keyboard.arrivedAt('restaurants');
  const date = new Intl.DateTimeFormat('fr', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
  await keyboard.activate(
    page.getByRole('link', { name: words.bookAt(RESTAURANT.name, words.dinner, date) }),
  );
  await page.waitForURL(`**/fr/restaurants/${day}/dinner/*`);
  await keyboard.expectFocusOnHeading();
  await keyboard.chooseRadio(page.getByRole('radio', { name: words.anySitting }).first());
  await keyboard.activate(page.getByRole('button', { name: words.bookMeal }));
  await keyboard.arrivedAt('restaurants');
  await expect(page.getByRole('region', { name: words.bookedMeals })).toContainText(
    RESTAURANT.name,
  );
  await keyboard.activate(page.getByRole('button', { name: words.continue, exact: true }));

  await checkOutAsGuest(page, keyboard, 'fr');
  keyboard.expectFocusAlwaysVisible();
});

test.describe('on the Spanish platform', () => {
  test.use({ baseURL: process.env.SESAME_E2E_URL?.replace('//localhost', '//es.localhost') });

  test('es: a package with the show and a night at a partner hotel, booked and paid with the keyboard alone', async ({
    page,
    playwright,
  }) => {
    const request = await spanishApi(playwright.request);
    const day = await firstDayOfOffer(request, GROUP, 'ES-PK1');
    await request.dispose();
    const keyboard = new KeyboardVisitor(page, 'es', SPANISH_TITLES);
    const goOn = page.getByRole('button', { name: spanishWords.continue, exact: true });

    await page.goto('/es');
    await keyboard.arrivedAt('start');
    await keyboard.activate(goOn);

    await keyboard.arrivedAt('duration');
    await keyboard.pickDay(day);
    await keyboard.activate(goOn);

    await keyboard.arrivedAt('offers');
    await keyboard.activate(
      page.getByRole('button', {
        name: spanishWords.choose(spanishWords.packageOffer),
        exact: true,
      }),
    );

    await keyboard.arrivedAt('accommodations');
    await keyboard.activate(
      page.getByRole('link', { name: spanishWords.seeRooms(HOTEL.name), exact: true }),
    );

    await keyboard.arrivedAt(`accommodations/${HOTEL.code}` as const);
    await keyboard.activate(
      page.getByRole('button', { name: spanishWords.chooseSolution }).first(),
    );

    await keyboard.arrivedAt('pass');
    await expect(page.getByRole('radio', { name: spanishWords.noPass })).toBeChecked();
    await keyboard.activate(goOn);

    await keyboard.arrivedAt('restaurants');
    await keyboard.activate(goOn);

    await checkOutAsGuest(page, keyboard, 'es');
    keyboard.expectFocusAlwaysVisible();
  });
});

/**
 * From the summary to the paid confirmation: no insurance, the terms accepted, a guest's name
 * and e-mail, then the payment provider's card form.
 */
async function checkOutAsGuest(
  page: Page,
  keyboard: KeyboardVisitor<CheckoutStep>,
  language: TestLanguage,
) {
  const text = { ...siteTexts[language], ...texts[language] };
  const goOn = page.getByRole('button', { name: text.continue, exact: true });
  await keyboard.arrivedAt('summary');
  await keyboard.chooseRadio(page.getByRole('radio', { name: text.noInsurance }));
  await keyboard.tick(page.getByRole('checkbox', { name: text.salesTerms }));
  await keyboard.tick(page.getByRole('checkbox', { name: text.privacy }));
  await keyboard.activate(goOn);

  await keyboard.arrivedAt('identification');
  await keyboard.type(
    page.getByRole('textbox', { name: text.email, exact: true }),
    'kim@example.com',
  );
  await keyboard.type(page.getByRole('textbox', { name: text.firstName, exact: true }), 'Kim');
  await keyboard.type(page.getByRole('textbox', { name: text.lastName, exact: true }), 'Nguyen');
  await keyboard.activate(page.getByRole('button', { name: text.continueAsGuest }));

  await keyboard.arrivedAt('payment');
  await keyboard.activate(page.getByRole('button', { name: text.pay }));
  await page.waitForURL('**/sandbox/pay/**');
  await keyboard.type(page.getByLabel(text.cardNumber), SUCCESS_CARD);
  await keyboard.type(page.getByLabel(text.expiry), '12/34');
  await keyboard.type(page.getByLabel(text.cvc), '123');
  await keyboard.type(page.getByLabel(text.cardholder), 'Kim Nguyen');
  await keyboard.activate(page.getByRole('button', { name: text.pay }));

  await keyboard.arrivedAt('confirmation');
  await expect(page.getByRole('heading', { level: 1, name: text.confirmed })).toBeVisible();
}

/** The first show night with the day-and-show ticket on sale for the group and a dinner to book. */
async function showDayWithDinner(request: Parameters<typeof bookableDays>[0]): Promise<string> {
  for (const day of await bookableDays(request, GROUP)) {
    if (!(await offerOn(request, 'FR-D1NS', day, GROUP).catch(() => null))) continue;
    const meals = await restaurantOn(request, RESTAURANT.code, day).catch(() => null);
    if (meals?.services.some((service) => service.mealType === 'dinner')) return day;
  }
  throw new Error('No show night with a dinner at Le Banquet des Bardes');
}

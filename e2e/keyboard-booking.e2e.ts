import { expect, type Page, test } from '@playwright/test';
import { accommodationTexts } from './pages/accommodation-texts.ts';
import { restaurantTexts } from './pages/restaurant-texts.ts';
import { siteTexts, type TestLanguage, texts } from './pages/texts.ts';
import { createActivatedAccount } from './support/accounts.ts';
import { offerOn, spanishApi } from './support/api.ts';
import { restaurantOn } from './support/extras-api.ts';
import { KeyboardVisitor } from './support/keyboard-visitor.ts';
import { bookableDays, firstChristmasDay, firstDayOfOffer } from './support/visit-days.ts';

/**
 * Issue 11: the whole booking, every step, with the keyboard alone (Tab, Shift+Tab, Enter, Space,
 * arrows, typing), never a click. At each step focus is on the step's heading and the title names
 * the step; every control focused on the way shows a focus indicator. In French a day with the
 * show's seats, a pass and a dinner; in Spanish a package, whose hotel is chosen on its page; in
 * English a customer's Christmas stay at the park's hotel, in rooms of their own arrangement,
 * with the children's activity, paid after logging in, then a traveller invited and placed in a
 * room.
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

/**
 * The Spanish park's hotel: a stay there is distributed among its travellers after payment. The
 * Christmas stay (ES-XMAS-PK) is the only offer with both a park hotel and the children's activity.
 */
const PARK_HOTEL = { code: 'H-ES-HOS', name: 'Hospedería del Siglo de Oro' } as const;
const CHILDREN = 2;
/** La Posada's slot the children meet the Three Kings at. */
const SLOT = '11:30';
const PASSWORD = 'Sésame-2027!';
const englishWords = { ...siteTexts.en, ...texts.en };
/** What the English walk reads beyond the funnel's common words (en.json). */
const english = {
  christmasStay: 'Christmas + 1 night',
  arrangeRooms: 'Arrange the rooms',
  oneMoreRoom: 'One more room',
  oneFewer: (band: 'Adults' | 'Children', room: number) => `${band} in room ${room}: one fewer`,
  oneMore: (band: 'Adults' | 'Children', room: number) => `${band} in room ${room}: one more`,
  allPlaced: 'Your whole group is placed.',
  searchHotels: 'Search for accommodation',
  seeRooms: (hotel: string) => `See the rooms of ${hotel}`,
  chooseSolution: 'Choose this option',
  idNumber: 'ID number (DNI/NIE)',
  inviteForm: 'Invite a traveller',
  travellerEmail: 'E-mail',
  traveller: 'Traveller',
  room: 'Room',
  adult: 'Adult',
  sendInvitation: 'Send the invitation',
  sentTo: (email: string) => `Invitation sent to ${email}.`,
  firstRoom: /^Room 1 · /,
  secondRoom: /^Room 2 · /,
  you: (name: string) => `You (${name})`,
  moveTo: (name: string) => `Move ${name} to`,
  move: (name: string) => `Move ${name}`,
  nowIn: (name: string, room: number) => `${name} is now in room ${room}.`,
  confirmDistribution: 'Confirm the distribution',
  stayReady: 'Thank you, your stay is ready!',
} as const;

/** The same in English (en.json), with the steps of a park hotel's stay after payment. */
const ENGLISH_TITLES = {
  start: 'Your visitors',
  duration: 'Visit date',
  offers: 'Our offers',
  accommodations: 'Accommodation',
  'accommodation-distribution': 'Room arrangement',
  'accommodations/H-ES-HOS': PARK_HOTEL.name,
  restaurants: 'Restaurants',
  activities: 'Christmas activity',
  summary: 'Summary',
  identification: 'Identification',
  'identification/account': 'Your information',
  payment: 'Payment',
  'accommodation-repartition/contacts': 'Your fellow travellers',
  'accommodation-repartition/contacts-summary': 'Summary of contacts',
  'accommodation-repartition/repartition-confirmation': 'Distribution confirmed',
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

test.describe('in English on the Spanish platform', () => {
  test.use({
    baseURL: process.env.SESAME_E2E_URL?.replace('//localhost', '//es.localhost'),
    // The date field takes a birth date's digits in the order of the browser's locale.
    locale: 'en-US',
  });

  test('en: a customer’s Christmas stay at the park hotel in two rooms, with the Three Kings, paid after logging in, and a traveller invited and moved to another room, with the keyboard alone', async ({
    page,
    playwright,
  }) => {
    const request = await spanishApi(playwright.request);
    const day = await firstChristmasDay(request, GROUP + CHILDREN);
    const customer = {
      email: `ana.${Date.now()}@example.com`,
      firstName: 'Ana',
      lastName: 'Ortega',
      password: PASSWORD,
    };
    await createActivatedAccount(request, customer, 'en');
    await request.dispose();
    const keyboard = new KeyboardVisitor(page, 'en', ENGLISH_TITLES);
    const goOn = page.getByRole('button', { name: englishWords.continue, exact: true });
    const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });

    await page.goto('/en');
    await keyboard.arrivedAt('start');
    for (let child = 0; child < CHILDREN; child++) {
      await keyboard.activate(
        page.getByRole('button', { name: englishWords.addChild, exact: true }),
      );
    }
    await keyboard.activate(goOn);

    await keyboard.arrivedAt('duration');
    await keyboard.pickDay(day);
    await keyboard.activate(goOn);

    await keyboard.arrivedAt('offers');
    await keyboard.activate(
      page.getByRole('button', { name: englishWords.choose(english.christmasStay), exact: true }),
    );

    // Two rooms, an adult and a child in each, instead of the whole family in one.
    await keyboard.arrivedAt('accommodations');
    await keyboard.activate(page.getByRole('link', { name: english.arrangeRooms }));
    await keyboard.arrivedAt('accommodation-distribution');
    await keyboard.activate(page.getByRole('button', { name: english.oneMoreRoom }));
    await keyboard.activate(page.getByRole('button', { name: english.oneFewer('Adults', 1) }));
    await keyboard.activate(page.getByRole('button', { name: english.oneFewer('Children', 1) }));
    await keyboard.activate(page.getByRole('button', { name: english.oneMore('Children', 2) }));
    await expect(page.getByText(english.allPlaced)).toBeVisible();
    await keyboard.activate(page.getByRole('button', { name: english.searchHotels }));

    await keyboard.arrivedAt('accommodations');
    await keyboard.activate(
      page.getByRole('link', { name: english.seeRooms(PARK_HOTEL.name), exact: true }),
    );

    await keyboard.arrivedAt(`accommodations/${PARK_HOTEL.code}` as const);
    await keyboard.activate(page.getByRole('button', { name: english.chooseSolution }).first());

    await keyboard.arrivedAt('restaurants');
    await keyboard.activate(goOn);

    await keyboard.arrivedAt('activities');
    await keyboard.chooseRadio(page.getByRole('radio', { name: englishWords.slot(SLOT) }));
    await keyboard.activate(goOn);

    await acceptTheSummary(page, keyboard, 'en');

    await keyboard.arrivedAt('identification');
    const byEmail = page.getByRole('form', { name: englishWords.accountEmailForm });
    await keyboard.type(
      byEmail.getByRole('textbox', { name: englishWords.accountEmail }),
      customer.email,
    );
    await keyboard.activate(byEmail.getByRole('button', { name: englishWords.continue }));
    await keyboard.type(textbox(englishWords.password), PASSWORD);
    await keyboard.activate(page.getByRole('button', { name: englishWords.logIn }));

    await keyboard.arrivedAt('identification/account');
    await keyboard.select(
      page.getByRole('combobox', { name: englishWords.civility }),
      englishWords.madam,
    );
    await keyboard.type(page.getByLabel(englishWords.birthDate), '03021988');
    await keyboard.type(textbox(english.idNumber), '12345678Z');
    await keyboard.type(textbox(englishWords.phone), '612345678');
    await keyboard.type(textbox(englishWords.streetAddress), 'Calle Mayor 8');
    await keyboard.type(textbox(englishWords.zipCode), '45600');
    await keyboard.type(textbox(englishWords.city), 'Toledo');
    await keyboard.activate(page.getByRole('button', { name: englishWords.saveInformation }));

    await payInTheSandbox(page, keyboard, 'en', 'Ana Ortega');

    // checkout-and-account.md §2: after paying a park hotel's stay, its travellers' contacts.
    await keyboard.arrivedAt('accommodation-repartition/contacts');
    await expect(page.getByRole('region', { name: english.firstRoom })).toContainText(
      english.you('Ana Ortega'),
    );
    const invitation = page.getByRole('form', { name: english.inviteForm });
    const travellerEmail = `luis.${Date.now()}@example.com`;
    await keyboard.type(
      invitation.getByRole('textbox', { name: englishWords.lastName, exact: true }),
      'Ortega',
    );
    await keyboard.type(
      invitation.getByRole('textbox', { name: englishWords.firstName, exact: true }),
      'Luis',
    );
    await keyboard.type(
      invitation.getByRole('textbox', { name: english.travellerEmail, exact: true }),
      travellerEmail,
    );
    await keyboard.select(
      invitation.getByRole('combobox', { name: english.traveller }),
      english.adult,
    );
    await keyboard.select(
      invitation.getByRole('combobox', { name: english.room }),
      english.firstRoom,
    );
    await keyboard.activate(invitation.getByRole('button', { name: english.sendInvitation }));
    await expect(page.getByText(english.sentTo(travellerEmail))).toBeVisible();
    // On second thoughts, Luis sleeps in the other room: an arrow key on his select only chooses
    // it (WCAG 3.2.2), « Move » moves him, and focus comes back to his select in that room.
    const luisRoom = page.getByRole('combobox', { name: english.moveTo('Luis Ortega') });
    await keyboard.select(luisRoom, english.secondRoom);
    await expect(page.getByRole('region', { name: english.firstRoom })).toContainText(
      'Luis Ortega',
    );
    await keyboard.activate(page.getByRole('button', { name: english.move('Luis Ortega') }));
    await expect(page.getByRole('region', { name: english.secondRoom })).toContainText(
      'Luis Ortega',
    );
    await expect(
      page.getByRole('status').filter({ hasText: english.nowIn('Luis Ortega', 2) }),
    ).toBeAttached();
    await expect(luisRoom).toBeFocused();
    await keyboard.activate(goOn);

    await keyboard.arrivedAt('accommodation-repartition/contacts-summary');
    await expect(page.getByRole('region', { name: english.secondRoom })).toContainText(
      'Luis Ortega',
    );
    await keyboard.activate(page.getByRole('button', { name: english.confirmDistribution }));

    await keyboard.arrivedAt('accommodation-repartition/repartition-confirmation');
    await expect(page.getByRole('heading', { level: 1, name: english.stayReady })).toBeVisible();
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
  await acceptTheSummary(page, keyboard, language);

  await keyboard.arrivedAt('identification');
  await keyboard.type(
    page.getByRole('textbox', { name: text.email, exact: true }),
    'kim@example.com',
  );
  await keyboard.type(page.getByRole('textbox', { name: text.firstName, exact: true }), 'Kim');
  await keyboard.type(page.getByRole('textbox', { name: text.lastName, exact: true }), 'Nguyen');
  await keyboard.activate(page.getByRole('button', { name: text.continueAsGuest }));

  await payInTheSandbox(page, keyboard, language, 'Kim Nguyen');
  await keyboard.arrivedAt('confirmation');
  await expect(page.getByRole('heading', { level: 1, name: text.confirmed })).toBeVisible();
}

/** The summary: no insurance, the terms accepted, then on to identification. */
async function acceptTheSummary(
  page: Page,
  keyboard: KeyboardVisitor<'summary'>,
  language: TestLanguage,
) {
  const text = { ...siteTexts[language], ...texts[language] };
  await keyboard.arrivedAt('summary');
  await keyboard.chooseRadio(page.getByRole('radio', { name: text.noInsurance }));
  await keyboard.tick(page.getByRole('checkbox', { name: text.salesTerms }));
  await keyboard.tick(page.getByRole('checkbox', { name: text.privacy }));
  await keyboard.activate(page.getByRole('button', { name: text.continue, exact: true }));
}

/** The payment step, then the payment provider's card form, paid with a card that succeeds. */
async function payInTheSandbox(
  page: Page,
  keyboard: KeyboardVisitor<'payment'>,
  language: TestLanguage,
  cardholder: string,
) {
  const text = texts[language];
  await keyboard.arrivedAt('payment');
  await keyboard.activate(page.getByRole('button', { name: text.pay }));
  await page.waitForURL('**/sandbox/pay/**');
  await keyboard.type(page.getByLabel(text.cardNumber), SUCCESS_CARD);
  await keyboard.type(page.getByLabel(text.expiry), '12/34');
  await keyboard.type(page.getByLabel(text.cvc), '123');
  await keyboard.type(page.getByLabel(text.cardholder), cardholder);
  await keyboard.activate(page.getByRole('button', { name: text.pay }));
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

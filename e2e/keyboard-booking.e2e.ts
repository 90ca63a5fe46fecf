import { expect, type Locator, type Page, test } from '@playwright/test';
import { restaurantTexts } from './pages/restaurant-texts.ts';
import { siteTexts, texts } from './pages/texts.ts';
import { offerOn } from './support/api.ts';
import { restaurantOn } from './support/extras-api.ts';
import { bookableDays } from './support/visit-days.ts';

/**
 * Issue 11: the whole booking, every step, with the keyboard alone (Tab, Shift+Tab, Enter, Space,
 * arrows, typing), never a click. At each step focus is on the step's heading and the title names
 * the step; every control focused on the way shows a focus indicator.
 */

const SUCCESS_CARD = '4242 4242 4242 4242';
const GROUP = 2;
const RESTAURANT = { code: 'R-FR-BAN', name: 'Le Banquet des Bardes' };
const words = { ...siteTexts.fr, ...texts.fr, ...restaurantTexts.fr };

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

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test('fr: a day with the show, seats, a pass and a dinner, booked and paid with the keyboard alone', async ({
  page,
  request,
}) => {
  const day = await showDayWithDinner(request);
  const keyboard = new KeyboardVisitor(page);

  await page.goto('/fr');
  await keyboard.arrivedAt('start');
  await keyboard.activate(page.getByRole('button', { name: words.continue, exact: true }));

  await keyboard.arrivedAt('duration');
  await keyboard.pickDay(day);
  await keyboard.activate(page.getByRole('button', { name: words.continue, exact: true }));

  await keyboard.arrivedAt('offers');
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

  await keyboard.arrivedAt('summary');
  await keyboard.chooseRadio(page.getByRole('radio', { name: words.noInsurance }));
  await keyboard.tick(page.getByRole('checkbox', { name: words.salesTerms }));
  await keyboard.tick(page.getByRole('checkbox', { name: words.privacy }));
  await keyboard.activate(page.getByRole('button', { name: words.continue, exact: true }));

  await keyboard.arrivedAt('identification');
  await keyboard.type(
    page.getByRole('textbox', { name: words.email, exact: true }),
    'kim@example.com',
  );
  await keyboard.type(page.getByRole('textbox', { name: words.firstName, exact: true }), 'Kim');
  await keyboard.type(page.getByRole('textbox', { name: words.lastName, exact: true }), 'Nguyen');
  await keyboard.activate(page.getByRole('button', { name: words.continueAsGuest }));

  await keyboard.arrivedAt('payment');
  await keyboard.activate(page.getByRole('button', { name: words.pay }));
  await page.waitForURL('**/sandbox/pay/**');
  await keyboard.type(page.getByLabel(words.cardNumber), SUCCESS_CARD);
  await keyboard.type(page.getByLabel(words.expiry), '12/34');
  await keyboard.type(page.getByLabel(words.cvc), '123');
  await keyboard.type(page.getByLabel(words.cardholder), 'Kim Nguyen');
  await keyboard.activate(page.getByRole('button', { name: words.pay }));

  await keyboard.arrivedAt('confirmation');
  await expect(page.getByRole('heading', { level: 1, name: words.confirmed })).toBeVisible();
  keyboard.expectFocusAlwaysVisible();
});

/** A visitor without mouse or touch: every move is a key press, and every focus is checked. */
class KeyboardVisitor {
  /** The controls that showed no focus indicator when focused, described once each. */
  private readonly unmarked = new Set<string>();

  constructor(private readonly page: Page) {}

  /** The step has opened: at its top, focus on its heading, its name in the tab's title. */
  async arrivedAt(step: keyof typeof TITLES) {
    const path = step === 'start' ? '/fr' : `/fr/${step}`;
    await this.page.waitForURL((url) => url.pathname === path);
    await this.expectFocusOnHeading();
    await expect(this.page).toHaveTitle(new RegExp(`^${TITLES[step]}`));
  }

  async expectFocusOnHeading() {
    await expect(this.page.getByRole('heading', { level: 1 })).toBeFocused();
  }

  /** Tabs to a button or link and presses Enter. */
  async activate(target: Locator) {
    await this.tabTo(target);
    await this.page.keyboard.press('Enter');
  }

  /** Tabs to a checkbox and ticks it with Space. */
  async tick(target: Locator) {
    await this.tabTo(target);
    await this.page.keyboard.press('Space');
    await expect(target).toBeChecked();
  }

  /** Tabs into the radio group of `target` and moves to it with the arrow keys. */
  async chooseRadio(target: Locator) {
    const group = await target.getAttribute('name');
    await this.tabUntil(
      () =>
        this.page.evaluate((name) => {
          const focused = document.activeElement;
          return (
            focused instanceof HTMLInputElement && focused.type === 'radio' && focused.name === name
          );
        }, group),
      `a radio of ${group}`,
    );
    for (let press = 0; press < 10 && !(await target.isChecked()); press++) {
      await this.page.keyboard.press('ArrowDown');
    }
    await expect(target).toBeChecked();
  }

  /** Tabs to a text field and types `text`. */
  async type(target: Locator, text: string) {
    await this.tabTo(target);
    await this.page.keyboard.type(text);
  }

  /**
   * Tabs into the calendar's grid, then moves day by day (arrows) and week by week (up, down) to
   * `date` (yyyy-MM-dd), read from the focused day's name (« samedi 5 juin 2027, … »), and
   * picks it with Enter.
   */
  async pickDay(date: string) {
    const names = dayNames(date);
    await this.tabUntil(
      () => this.page.evaluate(() => document.activeElement?.closest('[role=grid]') != null),
      'a day of the calendar',
    );
    for (let press = 0; press < 120; press++) {
      const name = (await this.page.evaluate(() => document.activeElement?.ariaLabel)) ?? '';
      const focused = names.find(([, dayName]) => name.startsWith(dayName))?.[0];
      if (focused === undefined) throw new Error(`The focused day reads « ${name} »`);
      const days = Math.round((Date.parse(date) - Date.parse(focused)) / 86_400_000);
      if (days === 0) {
        await this.page.keyboard.press('Enter');
        return;
      }
      const key =
        days >= 7 ? 'ArrowDown' : days <= -7 ? 'ArrowUp' : days > 0 ? 'ArrowRight' : 'ArrowLeft';
      await this.page.keyboard.press(key);
      await this.noteFocusIndicator();
    }
    throw new Error(`The calendar never reached ${date}`);
  }

  /** Every control focused on the way showed where focus was (WCAG 2.4.7). */
  expectFocusAlwaysVisible() {
    expect.soft([...this.unmarked], 'controls focused without a visible indicator').toEqual([]);
  }

  private async tabTo(target: Locator) {
    await target.waitFor();
    await this.tabUntil(
      () => target.evaluate((element) => element === document.activeElement),
      `${target}`,
    );
  }

  /** Presses Tab until `isThere` holds, noting each focus on the way. */
  private async tabUntil(isThere: () => Promise<boolean>, what: string) {
    for (let press = 0; press < 80; press++) {
      if (await isThere()) return;
      await this.page.keyboard.press('Tab');
      await this.noteFocusIndicator();
    }
    throw new Error(`Tab never reached ${what}`);
  }

  /**
   * Notes the focused control when neither it nor, for a visually hidden input, its label shows
   * an outline or a ring.
   */
  private async noteFocusIndicator() {
    const unmarked = await this.page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return null;
      const shows = (element: Element) => {
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
        return outline || style.boxShadow !== 'none';
      };
      const box = focused.getBoundingClientRect();
      const hidden = box.width <= 1 || box.height <= 1;
      const label = focused instanceof HTMLInputElement ? focused.labels?.[0] : null;
      if (shows(focused) || (hidden && label && shows(label))) return null;
      const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40);
      return `${location.pathname} ${focused.tagName.toLowerCase()} « ${name} »`;
    });
    if (unmarked) this.unmarked.add(unmarked);
  }
}

/** The names the calendar gives the days around `date` (« samedi 5 juin 2027 »), by date. */
function dayNames(date: string): Array<[string, string]> {
  const format = new Intl.DateTimeFormat('fr', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const target = Date.parse(date);
  return Array.from({ length: 801 }, (_, index) => {
    const day = new Date(target + (index - 400) * 86_400_000);
    return [day.toISOString().slice(0, 10), format.format(day)];
  });
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

import { expect, type Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility.ts';
import { Site } from './site-pages.ts';
import { type TestLanguage, type Texts, texts } from './texts.ts';

/** The choice steps of a park's booking funnel, from the dates to the extras. */
export class FunnelSteps extends Site {
  readonly text: Texts;

  constructor(page: Page, language: TestLanguage) {
    super(page, language);
    this.text = texts[language];
  }

  /** Chooses how many days the visit lasts (as the duration step names it: « 2 jours »). */
  async chooseVisitLength(length: string) {
    await this.page.getByRole('radio', { name: length, exact: true }).check();
  }

  /**
   * Moves the calendar month by month to `date` (yyyy-MM-dd), picks it and goes on to the offers.
   * A day is named as the calendar reads it out: « samedi 5 juin 2027 ».
   */
  async pickDay(date: string) {
    await this.selectDay(date);
    await this.continue();
    await this.arrived(`**/${this.language}/offers`);
  }

  /**
   * booking-funnel.md §5: ticks the large family card on the start page, fills its number and
   * expiry date (yyyy-MM-dd), and goes on to the dates.
   */
  async continueWithLargeFamilyCard(card: { number: string; validity: string }) {
    await this.page.getByRole('checkbox', { name: this.text.largeFamilyCard }).check();
    await this.page
      .getByRole('textbox', { name: this.text.familyCardNumber, exact: true })
      .fill(card.number);
    await this.page.getByLabel(this.text.familyCardValidity).fill(card.validity);
    await this.continue();
    await this.arrived(`**/${this.language}/duration`);
  }

  /**
   * Opens the start page again on a group that holds a large family card: its first render shows
   * the card's fields, whose code main.tsx loads before it, with the card's number (nothing moves
   * in a moment later). Goes on.
   */
  async reopenStartPageWithLargeFamilyCard(number: string) {
    // Whether the card's number is in the page as soon as the page's heading is.
    await this.page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('h1')) return;
        const field = document.querySelector('input[name="largeFamilyCardNumber"]');
        Reflect.set(window, 'cardInFirstRender', field !== null);
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await this.openStartPage();
    expect(await this.page.evaluate(() => Reflect.get(window, 'cardInFirstRender'))).toBe(true);
    await expect(
      this.page.getByRole('textbox', { name: this.text.familyCardNumber, exact: true }),
    ).toHaveValue(number);
    await this.continue();
    await this.arrived(`**/${this.language}/duration`);
  }

  /** Picks a day after the card's expiry: instead of the offers, the expired-card choice opens. */
  async pickDayAfterCardExpiry(date: string) {
    await this.selectDay(date);
    await this.continue();
    await expect(this.expiredCardDialog()).toBeVisible();
    await checkAccessibility(this.page);
  }

  /** The expired-card choice: another date closes it and leaves the calendar to choose again. */
  async chooseAnotherDate() {
    await this.expiredCardDialog().getByRole('button', { name: this.text.anotherDate }).click();
    await expect(this.expiredCardDialog()).toBeHidden();
    await this.arrived(`**/${this.language}/duration`);
  }

  /** The expired-card choice: going on without the discount leads to the offers. */
  async continueWithoutDiscount() {
    await this.expiredCardDialog().getByRole('button', { name: this.text.withoutDiscount }).click();
    await this.arrived(`**/${this.language}/offers`);
  }

  private expiredCardDialog() {
    return this.page.getByRole('dialog', { name: this.text.cardExpired });
  }

  /** Moves the calendar month by month to `date` (yyyy-MM-dd) and picks it. */
  private async selectDay(date: string) {
    const name = new Intl.DateTimeFormat(this.language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
    const day = this.page.getByRole('button', { name });
    // The calendar first jumps to the first month with prices, showing « Loading… » meanwhile.
    await this.page.getByRole('grid').first().waitFor();
    for (let month = 0; month < 13; month++) {
      await this.loading().waitFor({ state: 'detached' });
      if ((await day.count()) > 0) break;
      await this.page.getByRole('button', { name: this.text.nextMonth }).click();
    }
    await day.click();
  }

  /** An offer with the night show leads to the choice of seats. */
  async chooseShowOffer(offerName: string) {
    await this.page.getByRole('button', { name: this.text.choose(offerName), exact: true }).click();
    await this.arrived(`**/${this.language}/offers/category`);
    await expect(this.page.getByRole('heading', { name: this.text.seatsHeading })).toBeVisible();
  }

  /** Picks a seat category (its places are held at once), then goes on to the pass step. */
  async chooseSeatsAndContinue(category: string) {
    await this.page.getByRole('radio', { name: category, exact: true }).check();
    // Continue waits, disabled, while the new seats are being held.
    await this.continue();
    await this.arrivedAtPass();
  }

  /** A park ticket (one day unless named) leads to the pass step (the French park sells the Emotion Passes). */
  async chooseDayTicket(offerName: string = this.text.dayTicket) {
    await this.page.getByRole('button', { name: this.text.choose(offerName), exact: true }).click();
    await this.arrivedAtPass();
  }

  /**
   * The Christmas ticket, with children in the group, leads through the restaurants (no meal
   * booked) to the Christmas activity.
   */
  async chooseChristmasTicket() {
    await this.page
      .getByRole('button', { name: this.text.choose(this.text.christmasTicket), exact: true })
      .click();
    await this.arrived(`**/${this.language}/restaurants`);
    await this.continue();
    await this.arrived(`**/${this.language}/activities`);
    await expect(
      this.page.getByRole('heading', { name: this.text.activitiesHeading }),
    ).toBeVisible();
  }

  /** Chooses the activity's slot at `time` (held for the children at once), then the summary. */
  async chooseSlotAndContinue(time: string) {
    const held = this.page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('mutation SetLockedStock'),
    );
    const slot = this.page.getByRole('radio', { name: this.text.slot(time) });
    await slot.check();
    await held;
    await expect(slot).toBeChecked();
    // Continue waits, disabled, while the slot is being held.
    await this.continue();
    await this.arrived(`**/${this.language}/summary`);
  }

  /** Chooses a pass (it is held for the group at once), then goes on to the summary. */
  async choosePassAndContinue(passName: string) {
    const held = this.page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('mutation SetLockedStock'),
    );
    const pass = this.page.getByRole('radio', { name: passName, exact: true });
    await pass.check();
    await held;
    await expect(pass).toBeChecked();
    // Continue waits, disabled, while the pass is being held.
    await this.continue();
    await this.passExtrasToSummary();
  }

  /** Keeps « No pass », chosen by default, and goes on to the summary. */
  async continueWithoutPass() {
    await expect(this.page.getByRole('radio', { name: this.text.noPass })).toBeChecked();
    await this.continue();
    await this.passExtrasToSummary();
  }

  /**
   * Goes through the extras that follow the pass (a hotel when the visit has nights, the
   * restaurants), booking none, to the summary.
   */
  private async passExtrasToSummary() {
    const extraOrSummary = /\/(accommodations|restaurants|summary)$/;
    await this.page.waitForURL(extraOrSummary);
    let step = new URL(this.page.url()).pathname.split('/').at(-1);
    while (step !== 'summary') {
      await this.arrived();
      const goOn =
        step === 'accommodations' ? this.words.continueWithoutHotel : this.words.continue;
      await this.page.getByRole('button', { name: goOn, exact: true }).click();
      const left = step;
      await this.page.waitForURL(
        (url) => extraOrSummary.test(url.pathname) && !url.pathname.endsWith(`/${left}`),
      );
      step = new URL(this.page.url()).pathname.split('/').at(-1);
    }
    await this.arrived(`**/${this.language}/summary`);
  }

  private async arrivedAtPass() {
    await this.arrived(`**/${this.language}/pass`);
    await expect(this.page.getByRole('heading', { name: this.text.passHeading })).toBeVisible();
  }

  /** Track offer (readings.md §11): from the start page to the offers, before any date. */
  async continueToOffersFirst() {
    await this.continue();
    await this.arrived(`**/${this.language}/offers`);
  }

  /** Track offer: the offer chosen first leads to its own calendar. */
  async chooseOfferFirst(offerName: string) {
    await this.page.getByRole('button', { name: this.text.choose(offerName), exact: true }).click();
    await this.arrived(`**/${this.language}/duration`);
  }

  /** Track offer: the day picked on the offer's calendar holds the offer, then the pass step. */
  async pickDayOfTheOffer(date: string) {
    await this.selectDay(date);
    await this.continue();
    await this.arrivedAtPass();
  }
}

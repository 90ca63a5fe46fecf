import { expect, type Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility.ts';
import { type SiteLanguage, siteTexts, type TestLanguage, type Texts, texts } from './texts.ts';

/**
 * The screens every platform shows, as a visitor walks them: one method per screen, named after
 * what they do. Every screen a method arrives at is checked for accessibility.
 */
export class Site {
  readonly words: (typeof siteTexts)[SiteLanguage];

  constructor(
    readonly page: Page,
    readonly language: SiteLanguage,
  ) {
    this.words = siteTexts[language];
  }

  /** The start page, with an optional query such as `?track=date`. */
  async openStartPage(query = '') {
    await this.page.goto(`/${this.language}${query}`);
    await expect(this.page.getByRole('heading', { name: this.words.startHeading })).toBeVisible();
    await this.arrived();
  }

  /** The default group is two adults; the visitor keeps it and goes on to the dates. */
  async continueWithDefaultGroup() {
    await this.continue();
    await this.arrived(`**/${this.language}/duration`);
  }

  /** Adds `children` children to the two adults of the default group and goes on to the dates. */
  async continueWithChildren(children: number) {
    for (let child = 0; child < children; child++) {
      await this.page.getByRole('button', { name: this.words.addChild, exact: true }).click();
    }
    await this.continueWithDefaultGroup();
  }

  /** Picks the first day the calendar shows with a price and goes on to the offers. */
  async pickFirstPricedDay() {
    await this.page
      .locator('[role=gridcell] [role=button]:not([aria-disabled="true"])')
      .filter({ hasText: /\d[.,]\d{2}/ })
      .first()
      .click();
    await this.continue();
    await this.arrived(`**/${this.language}/offers`);
  }

  offers() {
    return this.page.getByRole('article');
  }

  /** Chooses another language in the footer; the same screen shows again, in that language. */
  async switchLanguage(language: SiteLanguage): Promise<Site> {
    await this.page.getByRole('combobox', { name: this.words.language }).selectOption(language);
    await this.page.waitForURL((url) => url.pathname.startsWith(`/${language}`));
    const site = new Site(this.page, language);
    await site.arrived();
    return site;
  }

  protected async continue() {
    await this.page.getByRole('button', { name: this.words.continue, exact: true }).click();
  }

  /**
   * Waits for the screen at `url` (a glob; by default the one shown) to show its title and to
   * finish loading, then checks its accessibility.
   */
  protected async arrived(url?: string) {
    if (url) await this.page.waitForURL(url);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.loading()).toHaveCount(0);
    await checkAccessibility(this.page);
  }

  /** The « Loading… » status every part of a screen shows while its data is on its way. */
  protected loading() {
    return this.page.getByRole('status').filter({ hasText: this.words.loading });
  }
}

/** Who continues without an account; by post, with the address the tickets go to. */
export interface Guest {
  email: string;
  firstName: string;
  lastName: string;
  postalAddress?: { streetAddress: string; zipCode: string; city: string };
}

/** The booking funnel of a park, from the dates to the confirmation. */
export class Funnel extends Site {
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

  /** Adds the flexible rate at the summary; answers what its option reads (with the price). */
  async addFlexibleRate(): Promise<string> {
    const option = this.page.getByRole('checkbox', { name: this.text.addFlexibleRate });
    await option.check();
    return (await option.locator('xpath=ancestor::label').textContent()) ?? '';
  }

  /** Has the tickets posted: answers what the choice reads (with the postage). */
  async choosePostalDelivery(): Promise<string> {
    const post = this.page.getByRole('radio', { name: this.text.byPost });
    await post.check();
    return (await post.locator('xpath=ancestor::label').textContent()) ?? '';
  }

  /**
   * Removes an item from the summary's basket: the confirmation names what else leaves the
   * basket (answered, as listed), and the visitor confirms.
   */
  async removeFromBasket(item: string): Promise<string[]> {
    await this.page.getByRole('button', { name: this.text.remove(item), exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: this.text.removeDialog(item) });
    await expect(dialog).toBeVisible();
    await checkAccessibility(this.page);
    const alsoRemoved = await dialog.getByRole('listitem').allTextContents();
    await dialog.getByRole('button', { name: this.text.confirmRemove, exact: true }).click();
    await expect(dialog).toBeHidden();
    return alsoRemoved;
  }

  /** booking-funnel.md §5: insure or not is a choice to make before going on. */
  async declineInsurance() {
    await this.page.getByRole('radio', { name: this.text.noInsurance }).check();
  }

  /** Insures the order and accepts the insurer's terms; answers the price the choice reads. */
  async chooseInsurance(): Promise<string> {
    const insure = this.page.getByRole('radio', { name: this.text.insure });
    await insure.check();
    await this.page.getByRole('checkbox', { name: this.text.insuranceTerms }).check();
    return (await insure.locator('xpath=..').textContent()) ?? '';
  }

  /** booking-funnel.md §8: the insurer cannot quote; the summary says so and offers no choice. */
  async expectInsurerDown() {
    await expect(this.page.getByText(this.text.insurerDown, { exact: true })).toBeVisible();
    await expect(this.page.getByRole('radio', { name: this.text.noInsurance })).toHaveCount(0);
  }

  /** Enters a promo code and applies it; answers what the field then says, if anything. */
  async applyCoupon(code: string): Promise<string> {
    const field = this.page.getByRole('textbox', { name: this.text.couponCode });
    const checked = this.page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('query CheckCoupons'),
    );
    await field.fill(code);
    await this.page.getByRole('button', { name: this.text.applyCoupon, exact: true }).click();
    await checked;
    await checkAccessibility(this.page);
    const described = await field.getAttribute('aria-describedby');
    if (!described) return '';
    const messages = await Promise.all(
      described.split(' ').map((id) => this.page.locator(`[id="${id}"]`).textContent()),
    );
    return messages.join(' ').trim();
  }

  /** Gives one of the fixed amounts (as the tile reads it, « 2,00 € »). */
  async giveDonation(amount: string) {
    const question = this.page.getByRole('group', { name: this.text.donationQuestion });
    await question.getByRole('radio', { name: this.text.yes }).check();
    await this.page.getByRole('radio', { name: amount, exact: true }).check();
  }

  /** Accepts the terms and goes on; the insurance is declined unless `insured` says it was chosen. */
  async acceptTermsAndContinue({ insured = false, insurerDown = false } = {}) {
    if (!insured && !insurerDown) await this.declineInsurance();
    await this.page.getByRole('checkbox', { name: this.text.salesTerms }).check();
    await this.page.getByRole('checkbox', { name: this.text.privacy }).check();
    await this.continue();
    await this.arrived(`**/${this.language}/identification**`);
  }

  async continueAsGuest(guest: Guest) {
    await this.page.getByRole('textbox', { name: this.text.email, exact: true }).fill(guest.email);
    await this.page
      .getByRole('textbox', { name: this.text.firstName, exact: true })
      .fill(guest.firstName);
    await this.page
      .getByRole('textbox', { name: this.text.lastName, exact: true })
      .fill(guest.lastName);
    // Tickets by post: the guest gives the delivery address (checkout-and-account.md §9).
    if (guest.postalAddress) {
      const { streetAddress, zipCode, city } = guest.postalAddress;
      await this.page
        .getByRole('textbox', { name: this.text.streetAddress, exact: true })
        .fill(streetAddress);
      await this.page.getByRole('textbox', { name: this.text.zipCode, exact: true }).fill(zipCode);
      await this.page.getByRole('textbox', { name: this.text.city, exact: true }).fill(city);
    }
    await this.page.getByRole('button', { name: this.text.continueAsGuest }).click();
    await this.arrived(`**/${this.language}/payment**`);
  }

  /** Leaves for the payment provider's own card form and pays there with `cardNumber`. */
  async payWithCard(cardNumber: string) {
    await this.page.getByRole('button', { name: this.text.pay }).click();
    await this.arrived('**/sandbox/pay/**');
    await this.page.getByLabel(this.text.cardNumber).fill(cardNumber);
    await this.page.getByLabel(this.text.expiry).fill('12/34');
    await this.page.getByLabel(this.text.cvc).fill('123');
    await this.page.getByLabel(this.text.cardholder).fill('Alix Martin');
    await this.page.getByRole('button', { name: this.text.pay }).click();
  }

  /** Back from the provider after a refused card: the payment screen says the payment failed. */
  async expectPaymentFailed() {
    await this.page.waitForURL(`**/${this.language}/payment**`);
    await expect(
      this.page.getByRole('alert').filter({ hasText: this.text.paymentFailed }),
    ).toBeVisible();
    await this.arrived();
  }

  async confirmationShortOrderId(): Promise<string> {
    await this.arrived(`**/${this.language}/confirmation**`);
    await expect(this.page.getByRole('heading', { name: this.text.confirmed })).toBeVisible();
    const shortOrderId = await this.page
      .getByText(this.text.orderNumber)
      .locator('strong')
      .textContent();
    return (shortOrderId ?? '').trim();
  }

  /**
   * From the summary to the confirmation: accepts the terms, continues as a guest, pays with
   * `cardNumber` on the provider's form and reads the short order id the confirmation shows.
   */
  async checkOutAsGuest(
    guest: Guest,
    cardNumber: string,
    { insured = false, insurerDown = false } = {},
  ): Promise<{ orderId: string; shortOrderId: string }> {
    await this.acceptTermsAndContinue({ insured, insurerDown });
    await this.continueAsGuest(guest);
    const orderId = await this.storedOrderId();
    await this.payWithCard(cardNumber);
    return { orderId, shortOrderId: await this.confirmationShortOrderId() };
  }

  /** The order id lives in the booking kept in session storage, as the spec says. */
  async storedOrderId(): Promise<string> {
    const stored = await this.page.evaluate(() => sessionStorage.getItem('sesame.booking'));
    const orderId = stored ? (JSON.parse(stored).state?.order?.orderId as string | null) : null;
    if (!orderId) throw new Error('No order id in session storage');
    return orderId;
  }
}

import type { Page } from 'playwright-core';
import type { TestLanguage, Texts } from './texts.ts';
import { texts } from './texts.ts';

/** The booking funnel as a visitor walks it: one method per screen, named after what they do. */
export class Funnel {
  readonly text: Texts;

  constructor(
    readonly page: Page,
    readonly language: TestLanguage,
  ) {
    this.text = texts[language];
  }

  async openStartPage() {
    await this.page.goto(`/${this.language}`);
    await this.page.getByRole('heading', { name: this.text.startHeading }).waitFor();
  }

  /** The default group is two adults; the visitor keeps it and goes on to the dates. */
  async continueWithDefaultGroup() {
    await this.page.getByRole('button', { name: this.text.continue, exact: true }).click();
    await this.page.waitForURL(`**/${this.language}/duration`);
  }

  /**
   * Moves the calendar month by month to `date` (yyyy-MM-dd), picks it and goes on to the offers.
   * A day is named as the calendar reads it out: « samedi 5 juin 2027 ».
   */
  async pickDay(date: string) {
    const name = new Intl.DateTimeFormat(this.language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
    const day = this.page.getByRole('button', { name });
    // The calendar first jumps to the first month with prices, showing « Loading… » meanwhile.
    const loading = this.page.getByRole('status').filter({ hasText: this.text.loading });
    await this.page.getByRole('grid').first().waitFor();
    for (let month = 0; month < 13; month++) {
      await loading.waitFor({ state: 'detached' });
      if ((await day.count()) > 0) break;
      await this.page.getByRole('button', { name: this.text.nextMonth }).click();
    }
    await day.click();
    await this.page.getByRole('button', { name: this.text.continue, exact: true }).click();
    await this.page.waitForURL(`**/${this.language}/offers`);
  }

  /** An offer with the night show leads to the choice of seats. */
  async chooseShowOffer(offerName: string) {
    await this.page.getByRole('button', { name: this.text.choose(offerName), exact: true }).click();
    await this.page.waitForURL(`**/${this.language}/offers/category`);
    await this.page.getByRole('heading', { name: this.text.seatsHeading }).waitFor();
  }

  /** Picks a seat category (its places are held at once), then goes on to the summary. */
  async chooseSeatsAndContinue(category: string) {
    await this.page.getByRole('radio', { name: category, exact: true }).check();
    // Continue waits, disabled, while the new seats are being held.
    await this.page.getByRole('button', { name: this.text.continue, exact: true }).click();
    await this.page.waitForURL(`**/${this.language}/summary`);
  }

  async chooseDayTicket() {
    await this.page.getByRole('button', { name: this.text.choose(this.text.dayTicket) }).click();
    await this.page.waitForURL(`**/${this.language}/summary`);
  }

  async acceptTermsAndContinue() {
    await this.page.getByRole('checkbox', { name: this.text.salesTerms }).check();
    await this.page.getByRole('checkbox', { name: this.text.privacy }).check();
    await this.page.getByRole('button', { name: this.text.continue, exact: true }).click();
    await this.page.waitForURL(`**/${this.language}/identification**`);
  }

  async continueAsGuest(guest: { email: string; firstName: string; lastName: string }) {
    await this.page.getByRole('textbox', { name: this.text.email, exact: true }).fill(guest.email);
    await this.page
      .getByRole('textbox', { name: this.text.firstName, exact: true })
      .fill(guest.firstName);
    await this.page
      .getByRole('textbox', { name: this.text.lastName, exact: true })
      .fill(guest.lastName);
    await this.page.getByRole('button', { name: this.text.continueAsGuest }).click();
    await this.page.waitForURL(`**/${this.language}/payment**`);
  }

  /** Leaves for the payment provider's own card form and pays there with `cardNumber`. */
  async payWithCard(cardNumber: string) {
    await this.page.getByRole('button', { name: this.text.pay }).click();
    await this.page.waitForURL('**/sandbox/pay/**');
    await this.page.getByLabel(this.text.cardNumber).fill(cardNumber);
    await this.page.getByLabel(this.text.expiry).fill('12/34');
    await this.page.getByLabel(this.text.cvc).fill('123');
    await this.page.getByLabel(this.text.cardholder).fill('Alix Martin');
    await this.page.getByRole('button', { name: this.text.pay }).click();
  }

  async confirmationShortOrderId(): Promise<string> {
    await this.page.waitForURL(`**/${this.language}/confirmation**`);
    await this.page.getByRole('heading', { name: this.text.confirmed }).waitFor();
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
    guest: { email: string; firstName: string; lastName: string },
    cardNumber: string,
  ): Promise<{ orderId: string; shortOrderId: string }> {
    await this.acceptTermsAndContinue();
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

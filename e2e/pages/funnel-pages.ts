import { expect, type Locator } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility.ts';
import { FunnelSteps } from './funnel-steps.ts';

/** Who continues without an account; by post, with the address the tickets go to. */
export interface Guest {
  email: string;
  firstName: string;
  lastName: string;
  postalAddress?: { streetAddress: string; zipCode: string; city: string };
}

/** The booking funnel of a park, from the dates to the confirmation: its summary and checkout. */
export class Funnel extends FunnelSteps {
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

  /** A line of the summary's basket, by what it sells (the stepper lists step names too). */
  basketLine(name: string): Locator {
    return this.page
      .getByRole('region', { name: this.text.basket, exact: true })
      .getByRole('listitem')
      .filter({ hasText: name });
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

import { expect } from '@playwright/test';
import { Funnel } from './funnel-pages.ts';

export interface NewCustomer {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/**
 * Identification as a customer walks it (checkout-and-account.md §2 and §4): the e-mail check,
 * account creation, activation through the e-mail, logging in and Your information.
 */
export class Identification extends Funnel {
  /** Checks the e-mail on identification: what comes next depends on its state. */
  async checkEmail(email: string) {
    const form = this.page.getByRole('form', { name: this.text.accountEmailForm });
    await form.getByRole('textbox', { name: this.text.accountEmail }).fill(email);
    await form.getByRole('button', { name: this.words.continue, exact: true }).click();
  }

  /** An unknown e-mail: creates its account with a password and lands on the activation page. */
  async signUp(customer: NewCustomer) {
    await this.checkEmail(customer.email);
    await this.page.getByRole('button', { name: this.text.createAccount }).click();
    await this.arrived(`**/${this.language}/identification/signup**`);
    await expect(this.page.getByRole('textbox', { name: this.text.accountEmail })).toHaveValue(
      customer.email,
    );
    await this.page
      .getByRole('textbox', { name: this.text.firstName, exact: true })
      .fill(customer.firstName);
    await this.page
      .getByRole('textbox', { name: this.text.lastName, exact: true })
      .fill(customer.lastName);
    await this.page
      .getByRole('textbox', { name: this.text.password, exact: true })
      .fill(customer.password);
    await this.page.getByLabel(this.text.passwordConfirmation).fill(customer.password);
    await this.page.getByRole('button', { name: this.text.createAccount }).click();
    await this.arrived(`**/${this.language}/identification/activation**`);
    await expect(this.page.getByText(customer.email)).toBeVisible();
  }

  /**
   * Opens the activation e-mail in the dev mailbox (DESIGN.md, e-mail) and follows its link: the
   * account is activated. The e-mail is a job, so the mailbox is read again until it is there.
   */
  async activateFromMailbox(email: string) {
    await this.openMailboxLink(
      email,
      this.text.activationSubject,
      '/identification/activation#token=',
    );
    await this.page.waitForURL(`**/${this.language}/identification/activation**`);
    await expect(this.page.getByText(this.text.activated)).toBeVisible();
    await this.arrived();
    await this.page.getByRole('link', { name: this.text.logIn }).click();
    await this.arrived(`**/${this.language}/identification**`);
  }

  /**
   * Forgot password (checkout-and-account.md §4): asks the reset e-mail, follows its link from the
   * dev mailbox and chooses a new password; the visitor is then asked to log in.
   */
  async resetPassword(email: string, newPassword: string) {
    await this.checkEmail(email);
    await this.page.getByRole('button', { name: this.text.forgotPassword }).click();
    await expect(this.page.getByRole('status').filter({ hasText: email })).toBeVisible();
    await this.openMailboxLink(
      email,
      this.text.resetSubject,
      '/identification/password-reset#token=',
    );
    await this.arrived(`**/${this.language}/identification/password-reset**`);
    await this.page
      .getByRole('textbox', { name: this.text.newPassword, exact: true })
      .fill(newPassword);
    await this.page.getByLabel(this.text.passwordConfirmation).fill(newPassword);
    await this.page.getByRole('button', { name: this.text.saveNewPassword }).click();
    await expect(this.page.getByText(this.text.passwordChanged)).toBeVisible();
    await this.page.getByRole('link', { name: this.text.logIn }).click();
    await this.arrived(`**/${this.language}/identification**`);
  }

  /**
   * The order confirmation e-mail (a job, checkout-and-account.md §9: within 30 minutes) in the
   * dev mailbox: answers the address of its PDF tickets.
   */
  async ticketsLinkOfConfirmation(email: string): Promise<string> {
    await this.openMailbox(email, this.text.orderConfirmedSubject);
    const link = await this.page.locator('pre a[href*="tickets.pdf"]').first().getAttribute('href');
    if (!link) throw new Error('The confirmation e-mail has no tickets link');
    return link;
  }

  /** The newest message of `subject` to `email` in the dev mailbox: follows its link to `path`. */
  private async openMailboxLink(email: string, subject: string, path: string) {
    await this.openMailbox(email, subject);
    await this.page.locator(`pre a[href*="${path}"]`).click();
  }

  /** Opens the newest message of `subject` to `email`, reading the mailbox again until it is there. */
  private async openMailbox(email: string, subject: string | RegExp) {
    const message = this.page.getByRole('link', { name: subject });
    await expect(async () => {
      await this.page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
      await expect(message.first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    await message.first().click();
  }

  /** An activated account: its password, then Your information. */
  async logIn(email: string, password: string) {
    await this.checkEmail(email);
    await this.page.getByRole('textbox', { name: this.text.password, exact: true }).fill(password);
    await this.page.getByRole('button', { name: this.text.logIn }).click();
    await this.arrived(`**/${this.language}/identification/account**`);
  }

  /** Fills what Your information still lacks and goes on to payment. */
  async completeYourInformation(information: {
    birthDate: string;
    phone: string;
    streetAddress: string;
    zipCode: string;
    city: string;
  }) {
    await this.page.getByRole('combobox', { name: this.text.civility }).selectOption({
      label: this.text.madam,
    });
    await this.page.getByLabel(this.text.birthDate).fill(information.birthDate);
    await this.page
      .getByRole('textbox', { name: this.text.phone, exact: true })
      .fill(information.phone);
    await this.page
      .getByRole('textbox', { name: this.text.streetAddress, exact: true })
      .fill(information.streetAddress);
    await this.page
      .getByRole('textbox', { name: this.text.zipCode, exact: true })
      .fill(information.zipCode);
    await this.page
      .getByRole('textbox', { name: this.text.city, exact: true })
      .fill(information.city);
    await this.page.getByRole('button', { name: this.text.saveInformation }).click();
    await this.arrived(`**/${this.language}/payment**`);
  }
}

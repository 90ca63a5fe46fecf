import { readFile } from 'node:fs/promises';
import { expect, type Locator } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility.ts';
import { Identification } from './identification-pages.ts';

/** What the account pages say, in French (apps/web/src/locales/fr.json, `account`). */
export const accountTexts = {
  visitsHeading: 'Mes visites',
  nextVisit: 'Ma prochaine visite',
  futureVisits: 'Visites à venir',
  pastVisits: 'Visites passées',
  menu: 'Mon compte',
  disconnect: 'Se déconnecter',
  orderLink: (shortOrderId: string) => `Voir la commande ${shortOrderId}`,
  orderHeading: (shortOrderId: string) => `Commande ${shortOrderId}`,
  documents: 'Billets et facture',
  ticket: 'Billet 1 (PDF)',
  invoice: /^Facture \(PDF\)/,
  settings: 'Paramètres',
  passwordLink: 'Modifier mon mot de passe',
  passwordHeading: 'Modifier mon mot de passe',
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  passwordConfirmation: 'Confirmer le nouveau mot de passe',
  changePassword: 'Modifier le mot de passe',
  confirmChange: 'Oui, modifier',
  passwordChanged: 'Mot de passe modifié',
  close: 'Fermer',
  deletionLink: 'Supprimer mon compte',
  deleteAccount: 'Supprimer mon compte',
  confirmDeletion: 'Oui, supprimer',
  deletionRecorded: 'Demande de suppression enregistrée',
  understood: "J'ai compris",
  loadingOrders: 'Chargement de vos commandes…',
} as const;

/**
 * The account area as a customer walks it (checkout-and-account.md §2): visits, an order's
 * detail and files, the password, the deletion. Every screen it arrives at is checked for
 * accessibility.
 */
export class AccountArea extends Identification {
  readonly account = accountTexts;

  /** Pays an order started through the API on the sandbox's card form. */
  async payOnSandbox(paymentUrl: string, cardNumber: string) {
    await this.page.goto(paymentUrl);
    await this.page.getByLabel(this.text.cardNumber).fill(cardNumber);
    await this.page.getByLabel(this.text.expiry).fill('12/34');
    await this.page.getByLabel(this.text.cvc).fill('123');
    await this.page.getByLabel(this.text.cardholder).fill('Alix Martin');
    await this.page.getByRole('button', { name: this.text.pay }).click();
    await this.page.waitForURL((url) => !url.pathname.includes('/sandbox/'));
  }

  async openVisits() {
    await this.page.goto(`/${this.language}/mon-compte`);
    await this.arrivedInAccount(this.account.visitsHeading);
  }

  visitsSection(name: 'nextVisit' | 'futureVisits' | 'pastVisits'): Locator {
    return this.page.getByRole('region', { name: this.account[name] });
  }

  /** The visit days of a section, as its cards title them. */
  async visitDays(name: 'nextVisit' | 'futureVisits' | 'pastVisits'): Promise<string[]> {
    return this.visitsSection(name).getByRole('heading', { level: 3 }).allTextContents();
  }

  async openOrder(shortOrderId: string) {
    await this.page.getByRole('link', { name: this.account.orderLink(shortOrderId) }).click();
    await this.arrivedInAccount(this.account.orderHeading(shortOrderId));
    await expect(
      this.page
        .getByRole('region', { name: this.account.documents })
        .getByRole('link', { name: this.account.ticket }),
    ).toBeVisible();
  }

  /** Downloads the first ticket of the order shown; answers the file's bytes. */
  async downloadFirstTicket(): Promise<Buffer> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('link', { name: this.account.ticket }).click();
    return readFile(await (await download).path());
  }

  invoiceLink(): Locator {
    return this.page.getByRole('link', { name: this.account.invoice });
  }

  async openSettings() {
    await this.page
      .getByRole('navigation', { name: this.account.menu })
      .getByRole('link', { name: this.account.settings })
      .click();
    await this.arrivedInAccount(this.account.settings);
  }

  /** From the settings: the password form, the confirm prompt, the success pop-up. */
  async changePassword(current: string, next: string) {
    await this.page.getByRole('link', { name: this.account.passwordLink }).click();
    await this.arrivedInAccount(this.account.passwordHeading);
    const field = (name: string) => this.page.getByRole('textbox', { name, exact: true });
    await field(this.account.currentPassword).fill(current);
    await field(this.account.newPassword).fill(next);
    await field(this.account.passwordConfirmation).fill(next);
    await this.page.getByRole('button', { name: this.account.changePassword }).click();
    await this.page.getByRole('button', { name: this.account.confirmChange }).click();
    const done = this.page.getByRole('dialog', { name: this.account.passwordChanged });
    await expect(done).toBeVisible();
    await checkAccessibility(this.page);
    await done.getByRole('button', { name: this.account.close }).click();
  }

  async disconnect() {
    await this.page.getByRole('button', { name: this.account.disconnect }).click();
    await this.arrived(`**/${this.language}/identification`);
  }

  /** From the settings: the deletion page, its confirmation pop-up and the deleted notice. */
  async deleteAccount() {
    await this.page.getByRole('link', { name: this.account.deletionLink }).click();
    await this.arrivedInAccount(this.account.deleteAccount);
    await this.page.getByRole('button', { name: this.account.deleteAccount }).click();
    await this.page.getByRole('button', { name: this.account.confirmDeletion }).click();
    const notice = this.page.getByRole('alertdialog', { name: this.account.deletionRecorded });
    await expect(notice).toBeVisible();
    await checkAccessibility(this.page);
    await notice.getByRole('button', { name: this.account.understood }).click();
    await this.arrived(`**/${this.language}/identification`);
  }

  private async arrivedInAccount(heading: string) {
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(this.page.getByText(this.account.loadingOrders)).toHaveCount(0);
    await this.arrived();
  }
}

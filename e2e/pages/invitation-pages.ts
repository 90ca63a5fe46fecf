import { expect, type Locator } from '@playwright/test';
import { Site } from './site-pages.ts';

/** What the distribution contacts and an invitation say, in French (fr.json, `invitations`). */
export const invitationTexts = {
  contactsHeading: 'Vos compagnons de voyage',
  summaryHeading: 'Récapitulatif des contacts',
  confirmationHeading: 'Merci, votre séjour est prêt\u00a0!',
  inviteForm: 'Inviter un voyageur',
  lastName: 'Nom',
  firstName: 'Prénom',
  email: 'E-mail',
  participant: 'Voyageur',
  room: 'Chambre',
  sendInvitation: "Envoyer l'invitation",
  sentTo: (email: string) => `Invitation envoyée à ${email}.`,
  roomName: (number: number, title: string) => `Chambre ${number} · ${title}`,
  roomOption: (number: number, title: string, people: number) =>
    `Chambre ${number} · ${title} (${people} pers.)`,
  you: (name: string) => `Vous (${name})`,
  sent: 'Envoyée',
  confirm: 'Confirmer la répartition',
  orderNumber: 'Numéro de commande\u00a0:',
  tickets: 'Télécharger mes billets (PDF)',
  invoice: 'Télécharger ma facture (PDF)',
  toAccount: 'Aller à mon compte',
  accountHeading: 'Mes visites',
  mailSubject: (inviter: string) => `${inviter} vous invite au parc`,
  visitHeading: (name: string) => `Bonjour ${name}, voici votre visite`,
} as const;

/**
 * The distribution contacts after a park-hotel payment (checkout-and-account.md §2): inviting
 * fellow travellers into the rooms, the summary, the confirmation; and an invited traveller's
 * side, from the e-mail in the dev mailbox to their visit. Every screen reached is checked for
 * accessibility.
 */
export class Invitations extends Site {
  readonly invitation = invitationTexts;

  /** Back from the payment provider, the main contact of a park-hotel stay lands on the contacts. */
  async arrivedAtContacts() {
    await this.page.waitForURL(`**/${this.language}/accommodation-repartition/contacts`);
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.invitation.contactsHeading }),
    ).toBeVisible();
    await expect(this.room(1)).toBeVisible();
    await this.arrived();
  }

  /** A room of the stay, as its card reads: « Chambre 1 · Chambre familiale ». */
  room(number: number, title?: string): Locator {
    return this.page.getByRole('region', {
      name: title ? this.invitation.roomName(number, title) : new RegExp(`^Chambre ${number} · `),
    });
  }

  /** Invites a traveller into a room (its option, as the list reads it): the page says it is sent. */
  async invite(traveller: {
    lastName: string;
    firstName: string;
    email: string;
    participant: string;
    room: string;
  }) {
    const form = this.page.getByRole('form', { name: this.invitation.inviteForm });
    const text = (name: string) => form.getByRole('textbox', { name, exact: true });
    await text(this.invitation.lastName).fill(traveller.lastName);
    await text(this.invitation.firstName).fill(traveller.firstName);
    await text(this.invitation.email).fill(traveller.email);
    await form
      .getByRole('combobox', { name: this.invitation.participant, exact: true })
      .selectOption({ label: traveller.participant });
    await form
      .getByRole('combobox', { name: this.invitation.room, exact: true })
      .selectOption({ label: traveller.room });
    await form.getByRole('button', { name: this.invitation.sendInvitation }).click();
    await expect(
      this.page.getByRole('status').filter({ hasText: this.invitation.sentTo(traveller.email) }),
    ).toBeVisible();
    await this.arrived();
  }

  /** From the contacts to their summary. */
  async continueToSummary() {
    await this.continue();
    await this.page.waitForURL(`**/${this.language}/accommodation-repartition/contacts-summary`);
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.invitation.summaryHeading }),
    ).toBeVisible();
    await this.arrived();
  }

  /**
   * Confirms the distribution: the confirmation shows the order number, answered here, and the
   * order's `document` (its tickets; a hotel night added to a paid visit brings only its invoice).
   */
  async confirmDistribution(document: string = this.invitation.tickets): Promise<string> {
    await this.page.getByRole('button', { name: this.invitation.confirm }).click();
    await this.page.waitForURL(
      `**/${this.language}/accommodation-repartition/repartition-confirmation`,
    );
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.invitation.confirmationHeading }),
    ).toBeVisible();
    const number = this.page.getByText(this.invitation.orderNumber).locator('strong');
    await expect(number).not.toBeEmpty();
    await expect(this.page.getByRole('link', { name: document })).toBeVisible();
    await this.arrived();
    return ((await number.textContent()) ?? '').trim();
  }

  /** Ends the distribution in the account area. */
  async goToAccount() {
    await this.page.getByRole('link', { name: this.invitation.toAccount }).click();
    await this.page.waitForURL(`**/${this.language}/mon-compte`);
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.invitation.accountHeading }),
    ).toBeVisible();
    await this.arrived();
  }

  /**
   * The invited traveller's side: the invitation e-mail of `inviter` in the dev mailbox (a job:
   * read again until it is there), then its link, which opens their visit.
   */
  async openInvitation(email: string, inviter: string, firstName: string) {
    const message = this.page.getByRole('link', { name: this.invitation.mailSubject(inviter) });
    await expect(async () => {
      await this.page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
      await expect(message.first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    await message.first().click();
    await this.page.locator(`pre a[href*="/${this.language}/invitation#token="]`).click();
    await this.page.waitForURL(`**/${this.language}/invitation#token=*`);
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.invitation.visitHeading(firstName) }),
    ).toBeVisible();
    await this.arrived();
  }
}

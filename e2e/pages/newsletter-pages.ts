import { expect, type Page } from '@playwright/test';
import { Site } from './site-pages.ts';

/** What a visitor reads of the newsletter (checkout-and-account.md §2, §7 and §8), per language. */
const newsletterTexts = {
  fr: {
    notFound: 'Erreur 404',
    blockTitle: 'Restez informé',
    email: 'Votre adresse e-mail',
    consent: /J'accepte de recevoir les actualités/,
    submit: "Je m'inscris",
    sent: /Presque terminé.*Nous avons envoyé un lien de confirmation/,
    emailInUse: /déjà inscrite à notre lettre d'information/,
    confirmSubject: 'Confirmez votre inscription à notre lettre d’information',
    confirmTitle: "Votre inscription à notre lettre d'information",
    confirmed: /C'est confirmé/,
    unsubscribeTitle: "Se désinscrire de notre lettre d'information",
    unsubscribe: 'Me désinscrire',
    unsubscribed: /C'est fait.*ne recevra plus notre lettre d'information/,
    externalOpened: /La page d'inscription de notre site s'est ouverte/,
  },
  es: {
    notFound: 'Error 404',
    blockTitle: '¡No se pierda nada!',
    email: 'Su correo electrónico',
    consent: /Acepto recibir por correo electrónico/,
    submit: 'Suscribirme',
    sent: /Casi listo.*Hemos enviado un enlace de confirmación/,
    emailInUse: /ya está suscrita a nuestro boletín/,
    confirmSubject: 'Confirme su suscripción a nuestro boletín',
    confirmTitle: 'Su suscripción a nuestro boletín',
    confirmed: /Confirmado/,
    unsubscribeTitle: 'Darse de baja de nuestro boletín',
    unsubscribe: 'Darme de baja',
    unsubscribed: /Hecho.*ya no recibirá nuestro boletín/,
    externalOpened: /La página de suscripción de nuestra web se ha abierto/,
  },
} as const;

/**
 * The newsletter as a visitor meets it: the block of the 404 page, the double opt-in e-mail in
 * the dev mailbox (DESIGN.md, e-mail), and the pages its two links open.
 */
export class Newsletter extends Site {
  readonly text: (typeof newsletterTexts)['fr' | 'es'];

  constructor(page: Page, language: 'fr' | 'es') {
    super(page, language);
    this.text = newsletterTexts[language];
  }

  /** A page that does not exist: the 404 page, with its newsletter block. */
  async openNotFoundPage() {
    await this.page.goto(`/${this.language}/page-perdue`);
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.text.notFound }),
    ).toBeVisible();
    await this.arrived();
  }

  /** Fills the block (the button stays disabled until the consent is ticked) and sends it. */
  async signUp(email: string) {
    const block = this.block();
    const submit = block.getByRole('button', { name: this.text.submit });
    await block.getByRole('textbox', { name: this.text.email }).fill(email);
    await expect(submit).toBeDisabled();
    await block.getByRole('checkbox', { name: this.text.consent }).check();
    await expect(submit).toBeEnabled();
    await submit.click();
  }

  async expectConfirmationSent() {
    await expect(this.block().getByText(this.text.sent)).toBeVisible();
    await this.arrived();
  }

  async expectAlreadySubscribed() {
    await expect(this.block().getByRole('alert')).toHaveText(this.text.emailInUse);
  }

  async expectMainSitePageOpened() {
    await expect(this.block().getByText(this.text.externalOpened)).toBeVisible();
  }

  /** Follows the confirmation link of the newest newsletter e-mail: the subscription is confirmed. */
  async confirmFromMailbox(email: string) {
    await this.followMailboxLink(email, '/newsletter/confirm#token=');
    await this.page.waitForURL(`**/${this.language}/newsletter/confirm`);
    await expect(this.page.getByRole('heading', { name: this.text.confirmTitle })).toBeVisible();
    await expect(this.page.getByText(this.text.confirmed)).toBeVisible();
    await this.arrived();
  }

  /** Follows the unsubscribe link of the newest newsletter e-mail, and unsubscribes. */
  async unsubscribeFromMailbox(email: string) {
    await this.followMailboxLink(email, '/newsletter/unsubscribe#token=');
    await this.page.waitForURL(`**/${this.language}/newsletter/unsubscribe`);
    await expect(
      this.page.getByRole('heading', { name: this.text.unsubscribeTitle }),
    ).toBeVisible();
    await this.arrived();
    await this.page.getByRole('button', { name: this.text.unsubscribe }).click();
    await expect(this.page.getByText(this.text.unsubscribed)).toBeVisible();
    await this.arrived();
  }

  private block() {
    return this.page.getByRole('region', { name: this.text.blockTitle });
  }

  /** Opens the newest newsletter e-mail to `email` (a job: read again until it is there). */
  private async followMailboxLink(email: string, path: string) {
    const message = this.page.getByRole('link', { name: this.text.confirmSubject });
    await expect(async () => {
      await this.page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
      await expect(message.first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    await message.first().click();
    await this.page.locator(`pre a[href*="${path}"]`).click();
  }
}

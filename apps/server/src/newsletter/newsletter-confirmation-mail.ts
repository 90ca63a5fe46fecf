import type { Language } from '@sesame/domain/i18n/language';
import { z } from 'zod';
import { renderLayout } from '../mail/mail-layout.ts';

const data = z.object({ confirmUrl: z.url(), unsubscribeUrl: z.url() });

const TEXTS: Record<
  Language,
  {
    subject: string;
    greeting: string;
    body: string;
    button: string;
    expiry: string;
    ignore: string;
    unsubscribe: string;
  }
> = {
  fr: {
    subject: 'Confirmez votre inscription à notre lettre d’information',
    greeting: 'Bonjour,',
    body: 'Vous avez demandé à recevoir les actualités et les offres du parc par e-mail. Pour confirmer votre inscription, cliquez sur le bouton ci-dessous.',
    button: 'Confirmer mon inscription',
    expiry: 'Ce lien est valable 7 jours.',
    ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : vous ne recevrez rien de plus.',
    unsubscribe: 'Ne plus recevoir d’e-mails de notre lettre d’information',
  },
  en: {
    subject: 'Confirm your newsletter subscription',
    greeting: 'Hello,',
    body: 'You asked to receive the park’s news and offers by e-mail. To confirm your subscription, click the button below.',
    button: 'Confirm my subscription',
    expiry: 'This link is valid for 7 days.',
    ignore: 'If you did not ask for this, ignore this e-mail: you will receive nothing more.',
    unsubscribe: 'Stop receiving our newsletter e-mails',
  },
  es: {
    subject: 'Confirme su suscripción a nuestro boletín',
    greeting: 'Hola:',
    body: 'Ha pedido recibir las novedades y ofertas del parque por correo electrónico. Para confirmar su suscripción, haga clic en el botón de abajo.',
    button: 'Confirmar mi suscripción',
    expiry: 'Este enlace es válido durante 7 días.',
    ignore: 'Si no ha pedido nada, ignore este correo: no recibirá nada más.',
    unsubscribe: 'Dejar de recibir los correos de nuestro boletín',
  },
};

/** checkout-and-account.md §7, newsletter: the double opt-in e-mail, with its unsubscribe link. */
export const newsletterConfirmationMail = {
  data,
  render(input: z.output<typeof data>, language: Language) {
    const texts = TEXTS[language];
    return renderLayout(language, {
      subject: texts.subject,
      greeting: texts.greeting,
      blocks: [
        { paragraph: texts.body },
        { button: texts.button, href: input.confirmUrl },
        { paragraph: texts.expiry },
        { paragraph: texts.ignore },
        { link: texts.unsubscribe, href: input.unsubscribeUrl },
      ],
    });
  },
};

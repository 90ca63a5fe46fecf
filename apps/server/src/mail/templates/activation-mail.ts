import type { Language } from '@sesame/domain/i18n/language';
import { z } from 'zod';
import { renderLayout } from '../mail-layout.ts';

const data = z.object({ firstName: z.string(), activationUrl: z.url() });

const TEXTS: Record<
  Language,
  {
    subject: string;
    greeting: (name: string) => string;
    body: string;
    button: string;
    expiry: string;
    ignore: string;
  }
> = {
  fr: {
    subject: 'Activez votre compte',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Merci d’avoir créé votre compte. Pour l’activer et confirmer votre adresse e-mail, cliquez sur le bouton ci-dessous.',
    button: 'Activer mon compte',
    expiry: 'Ce lien est valable 24 heures et ne peut servir qu’une fois.',
    ignore: 'Si vous n’avez pas créé de compte, ignorez cet e-mail : rien ne sera fait.',
  },
  en: {
    subject: 'Activate your account',
    greeting: (name) => `Hello ${name},`,
    body: 'Thank you for creating your account. To activate it and confirm your e-mail address, click the button below.',
    button: 'Activate my account',
    expiry: 'This link is valid for 24 hours and can be used once.',
    ignore: 'If you did not create an account, ignore this e-mail: nothing will happen.',
  },
  es: {
    subject: 'Active su cuenta',
    greeting: (name) => `Hola ${name}:`,
    body: 'Gracias por crear su cuenta. Para activarla y confirmar su dirección de correo electrónico, haga clic en el botón de abajo.',
    button: 'Activar mi cuenta',
    expiry: 'Este enlace es válido durante 24 horas y solo puede usarse una vez.',
    ignore: 'Si no ha creado ninguna cuenta, ignore este correo: no se hará nada.',
  },
};

/** checkout-and-account.md §4: the activation e-mail of a new account. */
export const activationMail = {
  data,
  render(input: z.output<typeof data>, language: Language) {
    const texts = TEXTS[language];
    return renderLayout(language, {
      subject: texts.subject,
      greeting: texts.greeting(input.firstName),
      blocks: [
        { paragraph: texts.body },
        { button: texts.button, href: input.activationUrl },
        { paragraph: texts.expiry },
        { paragraph: texts.ignore },
      ],
    });
  },
};

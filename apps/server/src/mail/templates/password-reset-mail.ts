import type { Language } from '@sesame/domain/i18n/language';
import { z } from 'zod';
import { renderLayout } from '../mail-layout.ts';

const data = z.object({ firstName: z.string(), resetUrl: z.url() });

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
    subject: 'Réinitialisez votre mot de passe',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Vous avez demandé à réinitialiser le mot de passe de votre compte. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.',
    button: 'Choisir un nouveau mot de passe',
    expiry:
      'Ce lien est valable 60 minutes et ne peut servir qu’une fois. Une fois le mot de passe changé, vos autres sessions seront fermées.',
    ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.',
  },
  en: {
    subject: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    body: 'You asked to reset the password of your account. Click the button below to choose a new one.',
    button: 'Choose a new password',
    expiry:
      'This link is valid for 60 minutes and can be used once. Once the password is changed, your other sessions will be closed.',
    ignore: 'If you did not ask for anything, ignore this e-mail: your password stays the same.',
  },
  es: {
    subject: 'Restablezca su contraseña',
    greeting: (name) => `Hola ${name}:`,
    body: 'Ha solicitado restablecer la contraseña de su cuenta. Haga clic en el botón de abajo para elegir una nueva.',
    button: 'Elegir una nueva contraseña',
    expiry:
      'Este enlace es válido durante 60 minutos y solo puede usarse una vez. Una vez cambiada la contraseña, se cerrarán sus demás sesiones.',
    ignore: 'Si no ha solicitado nada, ignore este correo: su contraseña sigue siendo la misma.',
  },
};

/** checkout-and-account.md §4: "forgot password" by an e-mail factor. */
export const passwordResetMail = {
  data,
  render(input: z.output<typeof data>, language: Language) {
    const texts = TEXTS[language];
    return renderLayout(language, {
      subject: texts.subject,
      greeting: texts.greeting(input.firstName),
      blocks: [
        { paragraph: texts.body },
        { button: texts.button, href: input.resetUrl },
        { paragraph: texts.expiry },
        { paragraph: texts.ignore },
      ],
    });
  },
};

import type { Language } from '@sesame/domain/i18n/language';
import { z } from 'zod';
import { formatVisitDate } from '../../documents/document-texts.ts';
import { renderLayout } from '../mail-layout.ts';

const data = z.object({
  firstName: z.string(),
  /** The main contact, who invites. */
  invitedBy: z.string(),
  hotel: z.string(),
  room: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  invitationUrl: z.url(),
});

interface Texts {
  subject: (name: string) => string;
  greeting: (name: string) => string;
  invited: (name: string, hotel: string) => string;
  dates: (from: string, to: string) => string;
  room: (room: string) => string;
  button: string;
  personal: string;
}

const TEXTS: Record<Language, Texts> = {
  fr: {
    subject: (name) => `${name} vous invite au parc`,
    greeting: (name) => `Bonjour ${name},`,
    invited: (name, hotel) => `${name} vous invite à son séjour au parc, à l’hôtel ${hotel}.`,
    dates: (from, to) => `Votre visite : du ${from} au ${to}.`,
    room: (room) => `Votre chambre : ${room}.`,
    button: 'Voir ma visite et mes billets',
    personal:
      'Ce lien est personnel : il ouvre votre visite et vos billets. Ne le transmettez pas.',
  },
  en: {
    subject: (name) => `${name} invites you to the park`,
    greeting: (name) => `Hello ${name},`,
    invited: (name, hotel) => `${name} invites you to their stay at the park, at ${hotel}.`,
    dates: (from, to) => `Your visit: from ${from} to ${to}.`,
    room: (room) => `Your room: ${room}.`,
    button: 'See my visit and my tickets',
    personal: 'This link is yours: it opens your visit and your tickets. Do not pass it on.',
  },
  es: {
    subject: (name) => `${name} le invita al parque`,
    greeting: (name) => `Hola ${name}:`,
    invited: (name, hotel) => `${name} le invita a su estancia en el parque, en el hotel ${hotel}.`,
    dates: (from, to) => `Su visita: del ${from} al ${to}.`,
    room: (room) => `Su habitación: ${room}.`,
    button: 'Ver mi visita y mis entradas',
    personal: 'Este enlace es personal: abre su visita y sus entradas. No lo comparta.',
  },
};

/**
 * checkout-and-account.md §1, invitations: the e-mail of a fellow traveller the main contact
 * invited, with the link to their visit and tickets.
 */
export const invitationMail = {
  data,
  render(input: z.output<typeof data>, language: Language) {
    const texts = TEXTS[language];
    return renderLayout(language, {
      subject: texts.subject(input.invitedBy),
      greeting: texts.greeting(input.firstName),
      blocks: [
        { paragraph: texts.invited(input.invitedBy, input.hotel) },
        {
          paragraph: texts.dates(
            formatVisitDate(input.startDate, language),
            formatVisitDate(input.endDate, language),
          ),
        },
        { paragraph: texts.room(input.room) },
        { button: texts.button, href: input.invitationUrl },
        { paragraph: texts.personal },
      ],
    });
  },
};

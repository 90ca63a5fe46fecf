import type { Language } from '@sesame/domain/i18n/language';
import { type Cents, cents } from '@sesame/domain/money/cents';
import { formatMoney } from '@sesame/domain/money/format-money';
import { z } from 'zod';
import { type MailBlock, renderLayout } from '../mail-layout.ts';

const amount = z.number().int();

const data = z.object({
  firstName: z.string(),
  shortOrderId: z.string(),
  lines: z.array(z.object({ label: z.string(), quantity: z.number().int(), total: amount })),
  total: amount,
  /** readings.md 16: tickets by post change what the e-mail promises. */
  delivery: z.enum(['email', 'post']),
  ticketsUrl: z.url(),
  invoiceUrl: z.url(),
});

export type OrderConfirmationData = z.input<typeof data>;

interface Texts {
  subject: (order: string) => string;
  greeting: (name: string) => string;
  thanks: (order: string) => string;
  line: (quantity: number, label: string, total: string) => string;
  total: (total: string) => string;
  byEmail: string;
  tickets: string;
  byPost: string;
  invoice: string;
  keepNumber: string;
}

const TEXTS: Record<Language, Texts> = {
  fr: {
    subject: (order) => `Votre commande ${order} est confirmée`,
    greeting: (name) => `Bonjour ${name},`,
    thanks: (order) =>
      `Merci pour votre commande n° ${order}. Votre paiement est accepté ; voici ce que vous avez réservé :`,
    line: (quantity, label, total) => `${quantity} × ${label} : ${total}`,
    total: (total) => `Total payé : ${total}`,
    byEmail:
      'Vos billets sont prêts : imprimez-les ou présentez-les sur votre téléphone à l’entrée. Chaque billet porte un QR code.',
    tickets: 'Télécharger mes billets (PDF)',
    byPost:
      'Vos billets vous seront envoyés par courrier à l’adresse indiquée lors de la commande.',
    invoice: 'Télécharger ma facture (PDF)',
    keepNumber: 'Gardez votre numéro de commande : il vous sera demandé pour toute question.',
  },
  en: {
    subject: (order) => `Your order ${order} is confirmed`,
    greeting: (name) => `Hello ${name},`,
    thanks: (order) =>
      `Thank you for your order no. ${order}. Your payment was accepted; here is what you booked:`,
    line: (quantity, label, total) => `${quantity} × ${label}: ${total}`,
    total: (total) => `Total paid: ${total}`,
    byEmail:
      'Your tickets are ready: print them or show them on your phone at the entrance. Each ticket carries a QR code.',
    tickets: 'Download my tickets (PDF)',
    byPost: 'Your tickets will be sent by post to the address you gave when ordering.',
    invoice: 'Download my invoice (PDF)',
    keepNumber: 'Keep your order number: you will be asked for it with any question.',
  },
  es: {
    subject: (order) => `Su pedido ${order} está confirmado`,
    greeting: (name) => `Hola ${name}:`,
    thanks: (order) =>
      `Gracias por su pedido n.º ${order}. Su pago ha sido aceptado; esto es lo que ha reservado:`,
    line: (quantity, label, total) => `${quantity} × ${label}: ${total}`,
    total: (total) => `Total pagado: ${total}`,
    byEmail:
      'Sus entradas están listas: imprímalas o muéstrelas en su teléfono en la entrada. Cada entrada lleva un código QR.',
    tickets: 'Descargar mis entradas (PDF)',
    byPost: 'Sus entradas se enviarán por correo postal a la dirección indicada en el pedido.',
    invoice: 'Descargar mi factura (PDF)',
    keepNumber: 'Guarde su número de pedido: se le pedirá para cualquier consulta.',
  },
};

/**
 * Issue 9: the order confirmation e-mail — the order number, what was bought, the total, how the
 * tickets come (readings.md 16) and the links to the PDF tickets and invoice.
 */
export const orderConfirmationMail = {
  data,
  render(input: z.output<typeof data>, language: Language) {
    const texts = TEXTS[language];
    const money = (value: number) => formatMoney(cents(value) as Cents, language);
    const blocks: MailBlock[] = [
      { paragraph: texts.thanks(input.shortOrderId) },
      ...input.lines.map((line) => ({
        paragraph: texts.line(line.quantity, line.label, money(line.total)),
      })),
      { paragraph: texts.total(money(input.total)) },
      ...(input.delivery === 'email'
        ? [{ paragraph: texts.byEmail }, { button: texts.tickets, href: input.ticketsUrl }]
        : [{ paragraph: texts.byPost }]),
      { button: texts.invoice, href: input.invoiceUrl },
      { paragraph: texts.keepNumber },
    ];
    return renderLayout(language, {
      subject: texts.subject(input.shortOrderId),
      greeting: texts.greeting(input.firstName),
      blocks,
    });
  },
};

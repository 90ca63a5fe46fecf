import { describe, expect, it } from 'vitest';
import { type OrderConfirmationData, orderConfirmationMail } from './order-confirmation-mail.ts';

const order: OrderConfirmationData = {
  firstName: 'Ada',
  shortOrderId: 'K7M2P9QX',
  lines: [
    { label: 'Park 1 day', quantity: 3, total: 13500 },
    { label: 'Tickets sent by post', quantity: 1, total: 490 },
  ],
  total: 13990,
  delivery: 'email',
  ticketsUrl: 'https://billets.example/api/documents/abc/tickets.pdf',
  invoiceUrl: 'https://billets.example/api/documents/abc/invoice.pdf',
};

const render = (data: OrderConfirmationData, language: 'fr' | 'en' | 'es') =>
  orderConfirmationMail.render(orderConfirmationMail.data.parse(data), language);

describe('the order confirmation e-mail (issue 9)', () => {
  it.each<['fr' | 'en' | 'es', string, string, string, string]>([
    [
      'fr',
      'Votre commande K7M2P9QX est confirmée',
      '3 × Park 1 day\u00a0: 135,00\u00a0€',
      'Total payé\u00a0: 139,90\u00a0€',
      'Télécharger mes billets (PDF)',
    ],
    [
      'en',
      'Your order K7M2P9QX is confirmed',
      '3 × Park 1 day: €135.00',
      'Total paid: €139.90',
      'Download my tickets (PDF)',
    ],
    [
      'es',
      'Su pedido K7M2P9QX está confirmado',
      '3 × Park 1 day: 135,00\u00a0€',
      'Total pagado: 139,90\u00a0€',
      'Descargar mis entradas (PDF)',
    ],
  ])(
    '%s: the number, what was bought, the total and the links',
    (language, subject, line, total, tickets) => {
      const mail = render(order, language);
      expect(mail.subject).toBe(subject);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('K7M2P9QX');
        expect(part).toContain(line);
        expect(part).toContain(total);
        expect(part).toContain(tickets);
        expect(part).toContain(order.ticketsUrl);
        expect(part).toContain(order.invoiceUrl);
      }
      expect(mail.html).toContain(`<html lang="${language}">`);
    },
  );

  it.each<['fr' | 'en' | 'es', string]>([
    ['fr', 'Vos billets vous seront envoyés par courrier'],
    ['en', 'Your tickets will be sent by post'],
    ['es', 'Sus entradas se enviarán por correo postal'],
  ])(
    '%s: tickets by post are promised by post, with no ticket link (readings.md 16)',
    (language, promise) => {
      const mail = render({ ...order, delivery: 'post' }, language);
      expect(mail.text).toContain(promise);
      expect(mail.text).not.toContain(order.ticketsUrl);
      expect(mail.html).not.toContain(order.ticketsUrl);
      expect(mail.text).toContain(order.invoiceUrl);
    },
  );

  it('escapes what the buyer typed', () => {
    const mail = render({ ...order, firstName: '<b>Ada</b>' }, 'en');
    expect(mail.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Ada</b>');
  });

  it.each([
    ['a link that is no address', { ticketsUrl: 'tickets.pdf' }],
    ['an unknown delivery', { delivery: 'pigeon' }],
    ['a total in euros', { total: 139.9 }],
  ])('refuses %s', (_case, change) => {
    expect(orderConfirmationMail.data.safeParse({ ...order, ...change }).success).toBe(false);
  });
});

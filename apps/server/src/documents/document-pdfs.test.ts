import { readTicketCode } from '@sesame/domain/documents/ticket-code';
import { cents } from '@sesame/domain/money/cents';
import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../orders/orders-repo.ts';
import type { OrderDocuments, TicketRow } from './documents-repo.ts';
import { invoicePdf, invoiceRows } from './invoice-pdf.ts';
import { drawnQrModules, expectedQrModules, readPdf } from './pdf-fixture.ts';
import { ticketsPdf } from './ticket-pdf.ts';
import { ticketSigner } from './ticket-signer.ts';

const signer = ticketSigner('AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8');

const documents = (language: 'fr' | 'en' | 'es', platform: 'fr' | 'es' = 'fr'): OrderDocuments => ({
  orderId: '6f1c1f0e-8d1e-4a57-9b1e-0d6f3f0a2c11',
  shortOrderId: 'K7M2P9QX',
  platform,
  language,
  accessToken: 'x'.repeat(43),
  invoiceNumber: `${platform.toUpperCase()}-2027-000042`,
  buyerName: 'Ada Lovelace',
  buyerEmail: 'ada@example.org',
  issuedAt: '2027-05-02T10:15:00.000Z',
});

const tickets: TicketRow[] = [
  {
    number: 1,
    product: 'FR-D1NS',
    label: 'Journée + La Grande Veillée',
    date: '2027-06-12',
    session: '22:30',
    visitor: 'adult',
  },
  {
    number: 2,
    product: 'FR-D1NS',
    label: 'Journée + La Grande Veillée',
    date: '2027-06-12',
    session: '22:30',
    visitor: 'child',
  },
];

const CODE = /S1\.[0-9A-Z]+\.\d+\.[0-9A-Z-]+\.(?:\d{8}|-)\.[AC]\.[A-Za-z0-9_-]{86}/;

describe('ticketsPdf (issue 9: one page per ticket, with a signed QR code)', () => {
  it.each<['fr' | 'en' | 'es', string[]]>([
    [
      'fr',
      [
        'Les Terres de Légende',
        'Billet 2 sur 2',
        'samedi 12 juin 2027',
        'Spectacle à 22:30',
        'Enfant',
        'Commande K7M2P9QX',
      ],
    ],
    [
      'en',
      [
        'Les Terres de Légende',
        'Ticket 2 of 2',
        'Saturday, June 12, 2027',
        'Show at 22:30',
        'Child',
        'Order K7M2P9QX',
      ],
    ],
    [
      'es',
      [
        'Les Terres de Légende',
        'Entrada 2 de 2',
        'sábado, 12 de junio de 2027',
        'Espectáculo a las 22:30',
        'Niño',
        'Pedido K7M2P9QX',
      ],
    ],
  ])(
    '%s: the park, the product, its day and show, the visitor and the order',
    async (language, expected) => {
      const { pages } = await readPdf(await ticketsPdf(documents(language), tickets, 2, signer));
      expect(pages).toHaveLength(2);
      const texts = (pages[1] as { texts: string[] }).texts;
      for (const text of [...expected, 'Journée + La Grande Veillée'])
        expect(texts).toContain(text);
    },
  );

  it('draws on each page the QR code of its own signed code, which the public key verifies', async () => {
    const { pages, document } = await readPdf(
      await ticketsPdf(documents('en'), tickets, 2, signer),
    );
    expect(document.getTitle()).toBe('Les Terres de Légende · Order K7M2P9QX');
    const read = pages.map((page) => {
      const code = CODE.exec(page.texts.join(''))?.[0] ?? '';
      const expected = expectedQrModules(code);
      expect(drawnQrModules(page.rectangles, expected.length)).toEqual(expected);
      return readTicketCode(code, signer.verify);
    });
    expect(read).toEqual([
      {
        shortOrderId: 'K7M2P9QX',
        ticketNumber: 1,
        product: 'FR-D1NS',
        date: '2027-06-12',
        visitor: 'adult',
      },
      {
        shortOrderId: 'K7M2P9QX',
        ticketNumber: 2,
        product: 'FR-D1NS',
        date: '2027-06-12',
        visitor: 'child',
      },
    ]);
  });

  it('draws the same bytes for the same ticket (its ETag never changes)', async () => {
    const first = await ticketsPdf(documents('en'), tickets, 2, signer);
    expect(Buffer.from(await ticketsPdf(documents('en'), tickets, 2, signer))).toEqual(
      Buffer.from(first),
    );
  });
});

const line = (fields: Partial<OrderLine> & Pick<OrderLine, 'kind' | 'label'>): OrderLine => ({
  code: 'X',
  date: null,
  adults: 0,
  children: 0,
  quantity: 1,
  adultUnitPrice: cents(0),
  childUnitPrice: cents(0),
  totalPrice: cents(0),
  ...fields,
});

const lines: OrderLine[] = [
  line({
    kind: 'ticket',
    label: 'Park 1 day',
    adults: 2,
    children: 1,
    quantity: 3,
    adultUnitPrice: cents(4900),
    childUnitPrice: cents(3700),
    totalPrice: cents(13500),
  }),
  line({
    kind: 'pass',
    label: 'Pass Émotion',
    adults: 2,
    children: 1,
    quantity: 3,
    adultUnitPrice: cents(2500),
    childUnitPrice: cents(2500),
    totalPrice: cents(7500),
  }),
  line({ kind: 'flexibleRate', label: 'Flexible date', totalPrice: cents(1350) }),
  line({ kind: 'coupon', label: 'PRIMEUR5', totalPrice: cents(-500) }),
  line({
    kind: 'donation',
    label: 'Donation to the Académie des Jeunes Talents',
    totalPrice: cents(200),
  }),
];

describe('invoicePdf (issue 9: gapless number, seller, buyer, lines, VAT included)', () => {
  it.each<['fr' | 'en' | 'es', 'fr' | 'es', string[]]>([
    [
      'en',
      'fr',
      [
        'Invoice FR-2027-000042',
        'Date 02/05/2027',
        'Order K7M2P9QX',
        'Les Terres de Légende SAS',
        'Ada Lovelace',
        'ada@example.org',
        'Park 1 day · Adult',
        '€49.00',
        '€98.00',
        'Park 1 day · Child',
        '€37.00',
        'Total incl. VAT  €220.50',
        'including VAT at 10%  €19.86',
        'Outside the scope of VAT (donation, insurance)',
      ],
    ],
    [
      'fr',
      'fr',
      [
        'Facture FR-2027-000042',
        'Date 02/05/2027',
        'Park 1 day · Adulte',
        '98,00 €',
        'Total TTC  220,50 €',
        'dont TVA 10 %  19,86 €',
      ],
    ],
    [
      'es',
      'es',
      [
        'Factura ES-2027-000042',
        'Tierras de Leyenda S.L.',
        'Park 1 day · Niño',
        'Total IVA incluido  220,50 €',
        'IVA incluido (21 %)  37,92 €',
      ],
    ],
  ])('%s on the %s platform', async (language, platform, expected) => {
    const { pages, document } = await readPdf(
      await invoicePdf(documents(language, platform), lines),
    );
    expect(document.getTitle()).toContain(documents(language, platform).invoiceNumber);
    const texts = pages.flatMap((page) => page.texts).map((text) => text.replaceAll('\u00a0', ' '));
    for (const text of expected) expect(texts).toContain(text);
  });

  it('takes a second page when the lines do not fit on one', async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      line({
        kind: 'activity',
        label: `Activity ${index + 1}`,
        quantity: 2,
        totalPrice: cents(1000),
      }),
    );
    const { pages } = await readPdf(await invoicePdf(documents('en'), many));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flatMap((page) => page.texts)).toContain('Activity 60');
  });
});

describe('invoiceRows', () => {
  it.each<[string, OrderLine, Array<[string, number, number | null, number]>]>([
    [
      'a ticket line splits into adults and children',
      lines[0] as OrderLine,
      [
        ['Park 1 day · Adult', 2, 4900, 9800],
        ['Park 1 day · Child', 1, 3700, 3700],
      ],
    ],
    [
      'a line of one price for everyone splits too',
      lines[1] as OrderLine,
      [
        ['Pass Émotion · Adult', 2, 2500, 5000],
        ['Pass Émotion · Child', 1, 2500, 2500],
      ],
    ],
    [
      'a line without visitors is one row',
      lines[2] as OrderLine,
      [['Flexible date', 1, 1350, 1350]],
    ],
    [
      'a package whose total is not its unit prices keeps its total, with no unit price',
      line({
        kind: 'package',
        label: 'Package',
        adults: 2,
        children: 1,
        quantity: 3,
        adultUnitPrice: cents(10000),
        childUnitPrice: cents(8000),
        totalPrice: cents(25601),
      }),
      [['Package', 3, null, 25601]],
    ],
  ])('%s', (_case, input, expected) => {
    expect(
      invoiceRows([input], { adult: 'Adult', child: 'Child' }).map((row) => [
        row.item,
        row.quantity,
        row.unit,
        row.amount,
      ]),
    ).toEqual(expected);
  });
});

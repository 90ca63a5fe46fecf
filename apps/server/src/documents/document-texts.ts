import type { VisitorKind } from '@sesame/domain/documents/ticket-code';
import type { Language } from '@sesame/domain/i18n/language';
import type { Cents } from '@sesame/domain/money/cents';
import { formatMoney } from '@sesame/domain/money/format-money';

/** The words of the PDF tickets, the invoice and the confirmation e-mail, in each language. */
export interface DocumentTexts {
  ticketOf: (number: number, count: number) => string;
  visitor: Record<VisitorKind, string>;
  show: (time: string) => string;
  order: string;
  gateHint: string;
  invoice: string;
  invoiceNumber: string;
  invoiceDate: string;
  seller: string;
  buyer: string;
  item: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  total: string;
  vatIncluded: (percent: number) => string;
  outsideVat: string;
  paid: string;
}

const TEXTS: Record<Language, DocumentTexts> = {
  fr: {
    ticketOf: (number, count) => `Billet ${number} sur ${count}`,
    visitor: { adult: 'Adulte', child: 'Enfant' },
    show: (time) => `Spectacle à ${time}`,
    order: 'Commande',
    gateHint: "Présentez ce code à l'entrée, imprimé ou sur votre téléphone.",
    invoice: 'Facture',
    invoiceNumber: 'Facture n°',
    invoiceDate: 'Date',
    seller: 'Vendeur',
    buyer: 'Client',
    item: 'Désignation',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    amount: 'Montant',
    total: 'Total TTC',
    vatIncluded: (percent) => `dont TVA ${percent} %`,
    outsideVat: 'Hors champ de la TVA (don, assurance)',
    paid: 'Payée par carte bancaire',
  },
  en: {
    ticketOf: (number, count) => `Ticket ${number} of ${count}`,
    visitor: { adult: 'Adult', child: 'Child' },
    show: (time) => `Show at ${time}`,
    order: 'Order',
    gateHint: 'Show this code at the entrance, printed or on your phone.',
    invoice: 'Invoice',
    invoiceNumber: 'Invoice no.',
    invoiceDate: 'Date',
    seller: 'Seller',
    buyer: 'Customer',
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    total: 'Total incl. VAT',
    vatIncluded: (percent) => `including VAT at ${percent}%`,
    outsideVat: 'Outside the scope of VAT (donation, insurance)',
    paid: 'Paid by card',
  },
  es: {
    ticketOf: (number, count) => `Entrada ${number} de ${count}`,
    visitor: { adult: 'Adulto', child: 'Niño' },
    show: (time) => `Espectáculo a las ${time}`,
    order: 'Pedido',
    gateHint: 'Muestre este código en la entrada, impreso o en su teléfono.',
    invoice: 'Factura',
    invoiceNumber: 'Factura n.º',
    invoiceDate: 'Fecha',
    seller: 'Vendedor',
    buyer: 'Cliente',
    item: 'Concepto',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    amount: 'Importe',
    total: 'Total IVA incluido',
    vatIncluded: (percent) => `IVA incluido (${percent} %)`,
    outsideVat: 'No sujeto a IVA (donativo, seguro)',
    paid: 'Pagada con tarjeta',
  },
};

export function documentTexts(language: Language): DocumentTexts {
  return TEXTS[language];
}

/** A visit day (yyyy-MM-dd) as the language writes it: samedi 12 juin 2027. */
export function formatVisitDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** An instant as a day in the park's time zone: 25/11/2026 (checkout-and-account.md §9). */
export function formatIssueDate(instant: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(instant);
}

/** An amount for a document: the web's format (formatMoney). */
export function formatAmount(amount: Cents, language: Language): string {
  return formatMoney(amount, language);
}

import { invoiceVat } from '@sesame/domain/documents/invoice-vat';
import { type Cents, cents } from '@sesame/domain/money/cents';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import type { OrderLine } from '../orders/orders-repo.ts';
import { documentTexts, formatAmount, formatIssueDate } from './document-texts.ts';
import type { OrderDocuments } from './documents-repo.ts';
import { PARKS } from './park-identity.ts';
import { drawable, drawLines, INK, MUTED, wrap } from './pdf-layout.ts';

/** A4 portrait, in points. */
const PAGE: [number, number] = [595, 842];
const MARGIN = 48;
/** Right edges of the quantity, unit price and amount columns; the item takes the rest. */
const COLUMNS = { item: MARGIN, quantity: 352, unit: 447, amount: PAGE[0] - MARGIN };
const ITEM_WIDTH = 260;
const SIZE = 10;

interface InvoiceRow {
  item: string;
  quantity: number;
  unit: Cents | null;
  amount: Cents;
}

/**
 * Issue 9, PDF invoices: the gapless number, the seller and the buyer, a row per line with its
 * unit and total prices, the total and the VAT it includes (prices are quoted VAT included), in
 * the order's language.
 */
export async function invoicePdf(
  documents: OrderDocuments,
  lines: readonly OrderLine[],
): Promise<Uint8Array> {
  const { language, platform } = documents;
  const texts = documentTexts(language);
  const park = PARKS[platform];
  const issued = new Date(documents.issuedAt);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${texts.invoice} ${documents.invoiceNumber}`);
  pdf.setAuthor(park.company);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage(PAGE);

  let y = PAGE[1] - MARGIN - 20;
  drawLines(page, [`${texts.invoice} ${documents.invoiceNumber}`], {
    x: MARGIN,
    y,
    font: bold,
    size: 20,
  });
  y -= 34;
  const facts = [
    `${texts.invoiceNumber} ${documents.invoiceNumber}`,
    `${texts.invoiceDate} ${formatIssueDate(issued, language)}`,
    `${texts.order} ${documents.shortOrderId}`,
  ];
  y = drawLines(page, facts, { x: MARGIN, y, font: regular, size: SIZE });
  y -= 16;
  const sellerBottom = drawLines(page, [texts.seller, park.company, ...park.address, park.vatId], {
    x: MARGIN,
    y,
    font: regular,
    size: SIZE,
  });
  const buyer = [texts.buyer, documents.buyerName, documents.buyerEmail].filter(
    (text) => text !== '',
  );
  const buyerBottom = drawLines(page, buyer, { x: 320, y, font: regular, size: SIZE });
  y = Math.min(sellerBottom, buyerBottom) - 20;

  const header = (target: PDFPage, top: number) => {
    drawRow(target, top, bold, {
      item: texts.item,
      quantity: texts.quantity,
      unit: texts.unitPrice,
      amount: texts.amount,
    });
    target.drawLine({
      start: { x: MARGIN, y: top - 5 },
      end: { x: PAGE[0] - MARGIN, y: top - 5 },
      thickness: 0.5,
      color: MUTED,
    });
    return top - 20;
  };
  y = header(page, y);
  for (const row of invoiceRows(lines, texts.visitor)) {
    const itemLines = wrap(drawable(row.item, regular), regular, SIZE, ITEM_WIDTH);
    if (y - itemLines.length * SIZE * 1.3 < MARGIN + 80) {
      page = pdf.addPage(PAGE);
      y = header(page, PAGE[1] - MARGIN - 20);
    }
    drawRow(page, y, regular, {
      item: itemLines,
      quantity: String(row.quantity),
      unit: row.unit === null ? '' : formatAmount(row.unit, language),
      amount: formatAmount(row.amount, language),
    });
    y -= itemLines.length * SIZE * 1.3 + 6;
  }

  const vat = invoiceVat(platform, lines);
  page.drawLine({
    start: { x: 300, y: y + 4 },
    end: { x: PAGE[0] - MARGIN, y: y + 4 },
    thickness: 0.5,
    color: MUTED,
  });
  y -= 10;
  drawRight(page, `${texts.total}  ${formatAmount(vat.total, language)}`, y, bold, 12);
  y -= 18;
  drawRight(
    page,
    `${texts.vatIncluded(vat.percent)}  ${formatAmount(vat.vat, language)}`,
    y,
    regular,
    SIZE,
  );
  if (vat.taxable !== vat.total) {
    y -= 16;
    drawRight(page, texts.outsideVat, y, regular, SIZE);
  }
  y -= 28;
  drawLines(page, [texts.paid], { x: MARGIN, y, font: regular, size: SIZE, color: MUTED });
  return pdf.save();
}

/**
 * The rows of the invoice: a line for adults and children splits in two when its unit prices
 * make its total; otherwise one row, with a unit price when the quantity divides the total.
 */
export function invoiceRows(
  lines: readonly OrderLine[],
  visitor: { adult: string; child: string },
): InvoiceRow[] {
  return lines.flatMap((line): InvoiceRow[] => {
    const split = line.adults * line.adultUnitPrice + line.children * line.childUnitPrice;
    if (line.adults > 0 && line.children > 0 && split === line.totalPrice) {
      return [
        row(`${line.label} · ${visitor.adult}`, line.adults, line.adultUnitPrice),
        row(`${line.label} · ${visitor.child}`, line.children, line.childUnitPrice),
      ];
    }
    const quantity = Math.max(line.quantity, 1);
    const unit = line.totalPrice % quantity === 0 ? cents(line.totalPrice / quantity) : null;
    return [{ item: line.label, quantity, unit, amount: line.totalPrice }];
  });
}

function row(item: string, quantity: number, unit: Cents): InvoiceRow {
  return { item, quantity, unit, amount: cents(quantity * unit) };
}

function drawRow(
  page: PDFPage,
  y: number,
  font: PDFFont,
  cells: { item: string | string[]; quantity: string; unit: string; amount: string },
) {
  drawLines(page, Array.isArray(cells.item) ? cells.item : [cells.item], {
    x: COLUMNS.item,
    y,
    font,
    size: SIZE,
  });
  for (const [text, right] of [
    [cells.quantity, COLUMNS.quantity],
    [cells.unit, COLUMNS.unit],
    [cells.amount, COLUMNS.amount],
  ] as const) {
    const shown = drawable(text, font);
    page.drawText(shown, {
      x: right - font.widthOfTextAtSize(shown, SIZE),
      y,
      size: SIZE,
      font,
      color: INK,
    });
  }
}

function drawRight(page: PDFPage, text: string, y: number, font: PDFFont, size: number) {
  const shown = drawable(text, font);
  page.drawText(shown, {
    x: COLUMNS.amount - font.widthOfTextAtSize(shown, size),
    y,
    size,
    font,
    color: INK,
  });
}

import { ticketCode } from '@sesame/domain/documents/ticket-code';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { documentTexts, formatVisitDate } from './document-texts.ts';
import type { OrderDocuments, TicketRow } from './documents-repo.ts';
import { PARKS } from './park-identity.ts';
import { drawable, drawLines, drawQrCode, MUTED, wrap } from './pdf-layout.ts';
import type { TicketSigner } from './ticket-signer.ts';

/** A5 portrait, in points: a page a visitor prints or shows on a phone. */
const PAGE: [number, number] = [420, 595];
const MARGIN = 36;
const QR_SIZE = 210;

/**
 * Issue 9, PDF tickets: one page per ticket with the park, the product, its day (and show time),
 * the visitor, the order's short id and a QR code of the ticket's signed code, in the order's
 * language. `tickets` is all of the order's, or the one asked for.
 */
export async function ticketsPdf(
  documents: OrderDocuments,
  tickets: readonly TicketRow[],
  count: number,
  signer: Pick<TicketSigner, 'sign'>,
): Promise<Uint8Array> {
  const texts = documentTexts(documents.language);
  const park = PARKS[documents.platform];
  const pdf = await PDFDocument.create();
  const issued = new Date(documents.issuedAt);
  pdf.setTitle(`${park.brand} · ${texts.order} ${documents.shortOrderId}`);
  pdf.setAuthor(park.company);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE[0] - 2 * MARGIN;

  for (const ticket of tickets) {
    const page = pdf.addPage(PAGE);
    const code = ticketCode(
      {
        shortOrderId: documents.shortOrderId,
        ticketNumber: ticket.number,
        product: ticket.product,
        date: ticket.date,
        visitor: ticket.visitor,
      },
      signer.sign,
    );
    let y = PAGE[1] - MARGIN - 18;
    y = drawLines(page, [park.brand], { x: MARGIN, y, font: bold, size: 18 });
    y = drawLines(page, [texts.ticketOf(ticket.number, count)], {
      x: MARGIN,
      y,
      font: regular,
      size: 10,
      color: MUTED,
    });
    y -= 12;
    y = drawLines(page, wrap(drawable(ticket.label, bold), bold, 15, width), {
      x: MARGIN,
      y,
      font: bold,
      size: 15,
    });
    const details = [
      ticket.date ? formatVisitDate(ticket.date, documents.language) : null,
      ticket.session ? texts.show(ticket.session) : null,
      texts.visitor[ticket.visitor],
      `${texts.order} ${documents.shortOrderId}`,
    ].filter((line): line is string => line !== null);
    y = drawLines(page, details, { x: MARGIN, y: y - 4, font: regular, size: 12 });

    const top = y - 16;
    drawQrCode(page, code, { x: (PAGE[0] - QR_SIZE) / 2, top, size: QR_SIZE });
    // Printed too, for a gate whose camera cannot read the code.
    const under = drawLines(page, wrap(code, regular, 6, width), {
      x: MARGIN,
      y: top - QR_SIZE - 12,
      font: regular,
      size: 6,
      color: MUTED,
    });
    drawLines(page, wrap(texts.gateHint, regular, 9, width), {
      x: MARGIN,
      y: under - 6,
      font: regular,
      size: 9,
      color: MUTED,
    });
  }
  return pdf.save();
}

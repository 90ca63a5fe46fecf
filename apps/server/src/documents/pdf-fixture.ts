import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  type PDFObject,
  PDFRawStream,
  type PDFRef,
} from 'pdf-lib';
import QRCode from 'qrcode';

// Reads back what the PDFs drew, for the tests: the text of each page and its QR code.

export interface PdfPage {
  /** Each text the page shows, in drawing order. */
  texts: string[];
  /** The filled rectangles: x, y, width, height. */
  rectangles: number[][];
}

/** WinAnsi's characters from 0x80 to 0x9f (the rest is Latin-1), as the standard fonts encode. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function winAnsi(bytes: readonly number[]): string {
  return bytes
    .map((byte) =>
      byte >= 0x80 && byte <= 0x9f
        ? (WIN_ANSI_HIGH[byte - 0x80] as string)
        : String.fromCharCode(byte),
    )
    .join('');
}

/** Loads `bytes` as pdf-lib does (it throws on a broken file) and reads each page's drawing. */
export async function readPdf(
  bytes: Uint8Array,
): Promise<{ document: PDFDocument; pages: PdfPage[] }> {
  const document = await PDFDocument.load(bytes);
  const pages = document.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams: PDFObject[] =
      contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const operators = streams
      .map((entry) => document.context.lookup(entry as PDFRef) ?? entry)
      .map((stream) => {
        if (!(stream instanceof PDFRawStream)) throw new Error('Unexpected content stream');
        return new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
      })
      .join('\n');
    const texts = [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map(([, hex]) =>
      winAnsi(((hex ?? '').match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16))),
    );
    const rectangles = [
      ...operators.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g),
    ].map((match) => match.slice(1, 5).map(Number));
    return { texts, rectangles };
  });
  return { document, pages };
}

/**
 * The dark modules of the QR code the rectangles draw, as rows of 0 and 1, for a code of
 * `size` modules a side (the size of the code expected).
 */
export function drawnQrModules(rectangles: readonly number[][], size: number): number[][] {
  const left = Math.min(...rectangles.map(([x]) => x as number));
  const top = Math.max(...rectangles.map(([, y, , height]) => (y as number) + (height as number)));
  const cell = (rectangles[0] as number[])[3] as number;
  const modules = Array.from({ length: size }, () => Array<number>(size).fill(0));
  for (const [x, y, width, height] of rectangles as Array<[number, number, number, number]>) {
    const row = Math.round((top - (y + height)) / cell);
    const start = Math.round((x - left) / cell);
    for (let column = start; column < start + Math.round(width / cell); column += 1) {
      (modules[row] as number[])[column] = 1;
    }
  }
  return modules;
}

/** The modules of the QR code of `text` as the tickets draw it (error correction M). */
export function expectedQrModules(text: string): number[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => (modules.get(row, column) ? 1 : 0)),
  );
}

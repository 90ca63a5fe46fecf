import {
  fill,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingGrayscaleColor,
} from 'pdf-lib';
import QRCode from 'qrcode';

export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.35, 0.35, 0.4);

/** Spaces Intl writes (fr: narrow no-break before €) that the standard PDF fonts do not have. */
const SPACES = /[\u202f\u2009\u2007]/g;

/**
 * `text` in the characters `font` can draw: the standard fonts hold Latin-1 and a few more
 * (WinAnsi), enough for fr, en and es; anything else becomes '?' rather than failing a download.
 */
export function drawable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  let result = '';
  for (const character of text.replace(SPACES, '\u00a0')) {
    result += known.has(character.codePointAt(0) ?? 0) ? character : '?';
  }
  return result;
}

/** Words of `text` in lines no wider than `width` at `size`; a word longer than a line is cut. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Draws `lines` from `y` down; returns the y under the last one. */
export function drawLines(
  page: PDFPage,
  lines: readonly string[],
  at: { x: number; y: number; font: PDFFont; size: number; color?: ReturnType<typeof rgb> },
): number {
  let y = at.y;
  for (const line of lines) {
    page.drawText(drawable(line, at.font), {
      x: at.x,
      y,
      size: at.size,
      font: at.font,
      color: at.color ?? INK,
    });
    y -= at.size * 1.3;
  }
  return y;
}

/**
 * Draws `text` as a QR code of `size` points whose top-left corner is (x, top), as vector
 * squares: sharp at any zoom and print size. Error correction M survives a worn printout.
 */
export function drawQrCode(
  page: PDFPage,
  text: string,
  at: { x: number; top: number; size: number },
) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = at.size / modules.size;
  const operators = [pushGraphicsState(), setFillingGrayscaleColor(0)];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      operators.push(
        rectangle(at.x + start * cell, at.top - (row + 1) * cell, (column - start) * cell, cell),
      );
    }
  }
  operators.push(fill(), popGraphicsState());
  page.pushOperators(...operators);
}

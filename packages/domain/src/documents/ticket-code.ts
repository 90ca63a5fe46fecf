import { isIsoDate } from '../dates/iso-date.ts';
import { fromBase64Url, toBase64Url } from './base64url.ts';

/** Who a ticket admits: the order lines count adults and children (babies go free, no ticket). */
export type VisitorKind = 'adult' | 'child';

/** What a gate reads from a ticket's QR code, once its signature is checked. */
export interface TicketFields {
  shortOrderId: string;
  /** 1, 2, … within the order. */
  ticketNumber: number;
  product: string;
  /** The first day it admits (yyyy-MM-dd), null for a product without a date. */
  date: string | null;
  visitor: VisitorKind;
}

/** Signs the payload's bytes (the server's Ed25519 private key). */
export type SignTicket = (payload: Uint8Array) => Uint8Array;
/** Checks a signature of the payload's bytes (a gate holds only the public key). */
export type VerifyTicket = (payload: Uint8Array, signature: Uint8Array) => boolean;

/** Version tag first: a gate refuses a format it does not know instead of misreading it. */
const VERSION = 'S1';
const SEPARATOR = '.';
const VISITOR_LETTERS: Record<VisitorKind, string> = { adult: 'A', child: 'C' };
const SHORT_ID = /^[0-9A-Z]{4,16}$/;
const PRODUCT = /^[0-9A-Z-]{1,16}$/;
const NUMBER = /^[1-9][0-9]{0,3}$/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;
const NO_DATE = '-';

/**
 * The signed text of a ticket's QR code (issue 9, e-mails and documents): the fields, then the
 * signature of everything before the last separator, so a gate checks it offline with the
 * published public key. S1.K7M2P9QX.3.FR-D1.20270612.A.<86 characters of Ed25519 signature>
 */
export function ticketCode(fields: TicketFields, sign: SignTicket): string {
  const payload = ticketPayload(fields);
  return `${payload}${SEPARATOR}${toBase64Url(sign(encode(payload)))}`;
}

/** The ticket a code stands for; null when it is malformed, tampered with or signed by another key. */
export function readTicketCode(code: string, verify: VerifyTicket): TicketFields | null {
  const cut = code.lastIndexOf(SEPARATOR);
  if (cut < 0) return null;
  const payload = code.slice(0, cut);
  const signature = fromBase64Url(code.slice(cut + 1));
  const fields = parseTicketPayload(payload);
  if (!fields || !signature || signature.length === 0) return null;
  // Only a payload written exactly as ticketPayload writes it is accepted: one ticket, one code.
  if (ticketPayload(fields) !== payload) return null;
  return verify(encode(payload), signature) ? fields : null;
}

/** The unsigned part of a ticket code. */
export function ticketPayload(fields: TicketFields): string {
  if (!SHORT_ID.test(fields.shortOrderId))
    throw new Error(`Bad short order id ${fields.shortOrderId}`);
  if (!PRODUCT.test(fields.product)) throw new Error(`Bad product code ${fields.product}`);
  if (!NUMBER.test(String(fields.ticketNumber)))
    throw new Error(`Bad ticket number ${fields.ticketNumber}`);
  if (fields.date !== null && !isIsoDate(fields.date)) throw new Error(`Bad date ${fields.date}`);
  return [
    VERSION,
    fields.shortOrderId,
    String(fields.ticketNumber),
    fields.product,
    fields.date === null ? NO_DATE : fields.date.replaceAll('-', ''),
    VISITOR_LETTERS[fields.visitor],
  ].join(SEPARATOR);
}

/** The fields of an unsigned payload; null when it does not follow the format. */
export function parseTicketPayload(payload: string): TicketFields | null {
  const parts = payload.split(SEPARATOR);
  if (parts.length !== 6) return null;
  const [version, shortOrderId, number, product, day, letter] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (version !== VERSION || !SHORT_ID.test(shortOrderId) || !NUMBER.test(number)) return null;
  if (!PRODUCT.test(product)) return null;
  const visitor = (Object.keys(VISITOR_LETTERS) as VisitorKind[]).find(
    (kind) => VISITOR_LETTERS[kind] === letter,
  );
  if (!visitor) return null;
  let date: string | null = null;
  if (day !== NO_DATE) {
    const match = COMPACT_DATE.exec(day);
    if (!match) return null;
    date = `${match[1]}-${match[2]}-${match[3]}`;
    if (!isIsoDate(date)) return null;
  }
  return { shortOrderId, ticketNumber: Number(number), product, date, visitor };
}

/** A payload is ASCII by construction (its fields are checked against ASCII patterns). */
function encode(payload: string): Uint8Array {
  return Uint8Array.from(payload, (character) => character.charCodeAt(0));
}

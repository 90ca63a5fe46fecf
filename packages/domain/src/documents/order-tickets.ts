import { productKindOf } from '../pricing/line-kind.ts';
import type { VisitorKind } from './ticket-code.ts';

/** What a paid order line tells about the tickets it gives. */
export interface TicketedLine {
  kind: string;
  code: string;
  label: string;
  date: string | null;
  adults: number;
  children: number;
  quantity: number;
}

/** One ticket of a paid order, before its code is signed. */
export interface OrderTicket {
  /** 1, 2, … in the order of the lines, adults before children. */
  number: number;
  product: string;
  label: string;
  date: string | null;
  visitor: VisitorKind;
  /** The line's kind: show kinds print the session time. */
  kind: string;
}

/** Lines that admit someone somewhere: park and show tickets, packages, passes, activities. */
const ADMITTING = new Set(['ticket', 'package', 'pass', 'activity']);

/** Offers whose ticket admits to the night show: the ticket shows the session's start. */
const SHOW_LINE_KINDS = new Set(['nightShow', 'dayAndShow', 'showSeat', 'package']);

/**
 * Issue 9, e-mails and documents: one ticket per visitor and product of a paid order. A line's
 * quantity is its number of tickets; the first `adults` are adults', the rest children's. Postage,
 * donation, insurance, flexible rate and coupons admit nobody and give none.
 */
export function orderTickets(lines: readonly TicketedLine[]): OrderTicket[] {
  const tickets: OrderTicket[] = [];
  for (const line of lines) {
    const kind = productKindOf(line.kind);
    if (kind === null || !ADMITTING.has(kind)) continue;
    for (let index = 0; index < line.quantity; index += 1) {
      tickets.push({
        number: tickets.length + 1,
        product: line.code,
        label: line.label,
        date: line.date,
        visitor: index < line.adults || line.children === 0 ? 'adult' : 'child',
        kind: line.kind,
      });
    }
  }
  return tickets;
}

/** Whether a ticket of this line kind admits to the night show at a session time. */
export function isShowTicket(lineKind: string): boolean {
  return SHOW_LINE_KINDS.has(lineKind);
}

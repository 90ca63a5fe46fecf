import { type Cents, sumCents } from '../money/cents.ts';

/** A restaurant sitting of a visit: its day and its service time (HH:mm). */
export interface Catering {
  date: string;
  serviceTime: string;
}

/** A dated option of a visit (a pass, an activity): its type and its days. */
export interface TicketOption {
  type: string;
  dates: string[];
}

/** A hotel stay of a visit: the hotel, its first night and its nights. */
export interface TicketStay {
  code: string;
  name: string;
  startDate: string;
  nights: number;
}

/** checkout-and-account.md §3, Ticket (account order): what one order brings to a visit. */
export interface AccountTicket {
  /** The visit the order belongs to; orders adding extras to a visit share it. */
  gtsId: string | null;
  startDate: string;
  orderId: string;
  ticketingId: string;
  amount: Cents;
  catering: Catering[];
  options: TicketOption[];
  /** Its hotel stay, booked with the visit or added by a completion; none when absent. */
  accommodation?: TicketStay | null;
}

/** Tickets of one visit after merging: every order behind it. */
export interface MergedTicket extends AccountTicket {
  ordersIds: string[];
}

/**
 * checkout-and-account.md §4: tickets with the same gtsId (or, without one, the same start date)
 * are merged: ticketing ids joined, amounts summed, catering merged and sorted by date and hour,
 * pass dates combined, the stay the one some ticket has (a visit has one). The first ticket of a visit gives its order id and start date; visits keep
 * the order of their first ticket.
 */
export function mergeTickets(tickets: readonly AccountTicket[]): MergedTicket[] {
  const visits = new Map<string, AccountTicket[]>();
  for (const ticket of tickets) {
    const key = ticket.gtsId ? `gts:${ticket.gtsId}` : `date:${ticket.startDate}`;
    visits.set(key, [...(visits.get(key) ?? []), ticket]);
  }
  return [...visits.values()].map((group) => {
    const [first] = group as [AccountTicket, ...AccountTicket[]];
    return {
      ...first,
      ticketingId: unique(group.flatMap((ticket) => ticket.ticketingId.split(','))).join(','),
      ordersIds: unique(group.map((ticket) => ticket.orderId)),
      amount: sumCents(group.map((ticket) => ticket.amount)),
      catering: group
        .flatMap((ticket) => ticket.catering)
        .sort((a, b) => compare(a.date, b.date) || compare(a.serviceTime, b.serviceTime)),
      options: combineOptions(group.flatMap((ticket) => ticket.options)),
      accommodation: group.find((ticket) => ticket.accommodation)?.accommodation ?? null,
    };
  });
}

function combineOptions(options: readonly TicketOption[]): TicketOption[] {
  const byType = new Map<string, string[]>();
  for (const option of options) {
    byType.set(option.type, [...(byType.get(option.type) ?? []), ...option.dates]);
  }
  return [...byType].map(([type, dates]) => ({ type, dates: unique(dates).sort() }));
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))];
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

import type { AgeBand } from '../booking/visitors.ts';
import type { VisitorKind } from '../documents/ticket-code.ts';

/** A ticket of a paid order as documents/order-tickets.ts numbers them. */
export interface NumberedTicket {
  number: number;
  product: string;
  label: string;
  date: string | null;
  visitor: VisitorKind;
}

/**
 * An invited traveller's place among the travellers of their age band: the main contact is the
 * first adult, so invited adults are 2, 3…; children 1, 2…. The smallest rank not taken, so that a
 * traveller's tickets stay theirs whoever is invited after them.
 */
export function nextTicketRank(participant: AgeBand, taken: readonly number[]): number {
  let rank = participant === 'adult' ? 2 : 1;
  while (taken.includes(rank)) rank += 1;
  return rank;
}

/**
 * checkout-and-account.md §1, invitations (ours: which tickets an invited traveller's link shows):
 * of each product and day the order admits to, the ticket of the `rank`-th visitor of their age
 * band. Babies go free with no ticket (issue 9), so they have none.
 */
export function travellerTickets<T extends NumberedTicket>(
  tickets: readonly T[],
  participant: AgeBand,
  rank: number,
): T[] {
  if (participant === 'baby') return [];
  const lines = new Map<string, T[]>();
  for (const ticket of [...tickets].sort((a, b) => a.number - b.number)) {
    const key = `${ticket.product}\u0000${ticket.date}\u0000${ticket.label}`;
    lines.set(key, [...(lines.get(key) ?? []), ticket]);
  }
  return [...lines.values()].flatMap((line) => {
    const ticket = line.filter((t) => t.visitor === participant)[rank - 1];
    return ticket ? [ticket] : [];
  });
}

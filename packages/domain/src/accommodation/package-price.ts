import type { Group } from '../booking/booking.ts';
import { type Cents, cents, sumCents } from '../money/cents.ts';
import { priceTicket } from '../pricing/ticket-price.ts';

/** catalogue.md §7.2: a package takes 8 % off the tickets it includes, never off the hotel. */
export const PACKAGE_DISCOUNT_PERCENT = 8;

/** catalogue.md §7.2: the tickets each package includes, by the code of the offer sold alone. */
export const PACKAGE_TICKETS: Readonly<Record<string, string>> = {
  'FR-PK1': 'FR-D2',
  'ES-PK1': 'ES-D1NS',
  'ES-XMAS-PK': 'ES-XMAS',
};

/** A ticket unit price inside a package, rounded to the cent. */
export function packageUnitPrice(ticketUnit: Cents): Cents {
  return cents(Math.round((ticketUnit * (100 - PACKAGE_DISCOUNT_PERCENT)) / 100));
}

/** A package for a group: its tickets (discounted), what the discount saved, and the stay. */
export interface PackagePrice {
  ticketPrice: Cents;
  ticketDiscount: Cents;
  stayPrice: Cents;
  totalPrice: Cents;
}

/**
 * catalogue.md §7.2 FR-PK1, ES-PK1: the tickets the package includes at their unit prices less
 * the package discount, plus the stay at its own price. `packageUnits` are the package's own
 * unit prices (the catalogue's rows, already discounted), `includedUnits` the tickets' own.
 */
export function packagePrice(
  packageUnits: { adult: Cents; child: Cents },
  includedUnits: { adult: Cents; child: Cents },
  group: Pick<Group, 'adults' | 'children'>,
  stayPrice: Cents,
): PackagePrice {
  const tickets = priceTicket(packageUnits, group).totalPrice;
  const undiscounted = priceTicket(includedUnits, group).totalPrice;
  return {
    ticketPrice: tickets,
    ticketDiscount: cents(Math.max(0, undiscounted - tickets)),
    stayPrice,
    totalPrice: sumCents([tickets, stayPrice]),
  };
}

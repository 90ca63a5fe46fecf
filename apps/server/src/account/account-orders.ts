import { readOnlyReason, shownInAccount } from '@sesame/domain/account/order-access';
import { byAccessDate } from '@sesame/domain/account/visits';
import { addDays } from '@sesame/domain/dates/calendar-days';
import type { Language } from '@sesame/domain/i18n/language';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import { sittingOf } from '@sesame/domain/restaurants/sitting-event-id';
import { type BasketInput, basketSchema } from '@sesame/domain/validation/basket-schema';
import type { HotelWithRooms } from '../accommodation/accommodation-repo.ts';
import { hotelsOf, isParkHotel } from '../accommodation/stay-search.ts';
import type { Database } from '../db/client.ts';
import type { OrderLine } from '../orders/orders-repo.ts';
import {
  type AccountOrderRow,
  accountOrders,
  type HeldSession,
  linesOfOrders,
  sessionsOfOrders,
} from './account-orders-repo.ts';

/** Line kinds that are a restaurant sitting (the restaurants capability's). */
const CATERING_KINDS = new Set(['restaurant']);
/** Line kinds that are dated options of a visit: passes and activities. */
const OPTION_KINDS = new Set(['pass', 'activity']);

export type AccountOrder = ReturnType<typeof toAccountOrder>;

/**
 * checkout-and-account.md §7 myOrders / myOrderNew: the customer's orders booked online on this
 * platform, each with its products, dates, session times, group, prices, its hotel stay and
 * whether it is read-only (§4), sorted by access date ascending. `orderId` narrows to one order,
 * which is simply absent when it is not the customer's.
 */
export async function customerAccountOrders(
  db: Database,
  platform: PlatformConfig,
  request: { customerId: string; now: Date; language: Language; orderId?: string },
): Promise<AccountOrder[]> {
  const rows = (await accountOrders(db, request.customerId, request.orderId)).filter(
    (row) => row.platform === platform.code && shownInAccount(row),
  );
  const ids = rows.map((row) => row.id);
  const lines = await linesOfOrders(db, ids);
  const sessions = await sessionsOfOrders(db, ids);
  const hotels = await hotelsOf(db, platform.code);
  const orders = rows.flatMap((row) => {
    const parsed = basketSchema.safeParse(row.request);
    if (!parsed.success) return [];
    return [
      toAccountOrder(row, parsed.data, lines.get(row.id) ?? [], sessions.get(row.id) ?? [], {
        currency: platform.currency,
        now: request.now,
        stay: stayOf(parsed.data.accommodation, hotels, request.language),
      }),
    ];
  });
  return byAccessDate(orders);
}

/**
 * checkout-and-account.md §3, Ticket (account order) accommodation: the hotel of the order's stay
 * in `language`, its first night and nights; null without a stay (or for a hotel no longer sold).
 */
function stayOf(
  stay: BasketInput['accommodation'],
  hotels: readonly HotelWithRooms[],
  language: Language,
) {
  const hotel = stay && hotels.find((candidate) => candidate.code === stay.code);
  if (!stay || !hotel) return null;
  return {
    code: hotel.code,
    name: hotel.names[language] ?? hotel.names.fr ?? hotel.code,
    providerType: isParkHotel(hotel) ? ('INTERNE' as const) : ('PARTENAIRE' as const),
    startDate: stay.startDate,
    nights: stay.nights,
  };
}

function toAccountOrder(
  row: AccountOrderRow,
  booking: {
    startDate: string;
    duration: number;
    group: { adults: number; children: number; babies: number };
  },
  lines: OrderLine[],
  sessions: HeldSession[],
  context: { currency: string; now: Date; stay: ReturnType<typeof stayOf> },
) {
  const accessDate = booking.startDate;
  const accessEndDate = addDays(accessDate, booking.duration - 1);
  // A meal's sitting is in its code (the eventId); a show seat's session is its stock row's.
  const sessionOf = (line: OrderLine) =>
    CATERING_KINDS.has(line.kind)
      ? (sittingOf(line.code)?.time ?? null)
      : (sessions.find((held) => held.product === line.code && held.date === line.date)?.session ??
        null);
  const catering = lines
    .filter((line) => CATERING_KINDS.has(line.kind) && line.date)
    .map((line) => ({ date: line.date ?? accessDate, serviceTime: sessionOf(line) ?? '' }));
  const options = lines
    .filter((line) => OPTION_KINDS.has(line.kind))
    .map((line) => ({ type: line.code, dates: line.date ? [line.date] : [] }));
  return {
    id: row.id,
    shortOrderId: row.shortId,
    status: row.status,
    saleIdentifiers: row.invoiceNumber ? [row.invoiceNumber] : [],
    orderIdentifiers: [row.shortId],
    transactionIdentifiers: row.transactions,
    accessDate,
    accessEndDate,
    totalPrice: row.totalCents ?? 0,
    currency: context.currency,
    group: { adults: booking.group.adults, children: booking.group.children },
    babies: booking.group.babies,
    products: lines.map((line) => ({
      type: line.kind,
      code: line.code,
      name: line.label,
      quantity: line.quantity,
      price: line.totalPrice,
      prices: { adultPrice: line.adultUnitPrice, childPrice: line.childUnitPrice },
      group: { adults: line.adults, children: line.children },
      dates: {
        accessDate: line.date,
        accessEndDate: line.date,
        sessionTime: sessionOf(line),
      },
    })),
    // checkout-and-account.md §4: the extras of a completion belong to the visit it completes.
    gtsId: row.parentOrderId ?? row.id,
    ticketingId: row.shortId,
    catering,
    options,
    // checkout-and-account.md §4: a stay added by a completion belongs to the visit too.
    accommodation: context.stay,
    readOnlyReason: readOnlyReason(
      {
        status: row.status,
        channel: row.channel,
        changedByPark: row.changedByPark,
        accessDate,
      },
      context.now,
    ),
    savedAt: row.savedAt,
  };
}

import type { ErrorCode } from '../i18n/error-codes.ts';
import type { MealLine } from '../restaurants/meal-lines.ts';
import { sittingEventId, sittingOf } from '../restaurants/sitting-event-id.ts';
import type { BasketInput } from '../validation/basket-schema.ts';
import type { STOCK_SERVICES } from '../validation/locked-stock-schema.ts';
import { movedDay } from './date-change.ts';

/**
 * A meal moved with its visit (catalogue.md §7.2 FLEX, §7.7): the same restaurant, menus and
 * sitting time, on the day that takes the place of its own; its eventId names that sitting.
 */
export function movedMeal(meal: MealLine, oldStartDate: string, newStartDate: string): MealLine {
  const date = movedDay(meal.date, oldStartDate, newStartDate);
  const sitting = sittingOf(meal.eventId);
  return {
    ...meal,
    date,
    eventId: sitting ? sittingEventId({ ...sitting, date }) : meal.eventId,
  };
}

/**
 * booking-funnel.md §9 and catalogue.md §7.2 FLEX: a visit's basket on its new days. Everything
 * booked for a day of the visit keeps its place in it: the show date, each pass day, the
 * activity's slot (same time), the stay's first night, each meal (same restaurant, menus and
 * sitting time).
 */
export function moveVisitBasket<T extends BasketInput>(basket: T, newStartDate: string): T {
  const from = basket.startDate;
  const move = (day: string) => movedDay(day, from, newStartDate);
  return {
    ...basket,
    startDate: newStartDate,
    eventDate: basket.eventDate && move(basket.eventDate),
    complementaries: basket.complementaries.map((c) => ({ ...c, dates: c.dates.map(move) })),
    accommodation: basket.accommodation && {
      ...basket.accommodation,
      startDate: move(basket.accommodation.startDate),
    },
    ...(basket.restaurants
      ? { restaurants: basket.restaurants.map((meal) => movedMeal(meal, from, newStartDate)) }
      : {}),
  };
}

type StockService = Exclude<(typeof STOCK_SERVICES)[number], 'ALL'>;

/** What of a visit takes places on its days, as a date change names it to the customer. */
export const MOVING_KINDS = ['ticket', 'show', 'pass', 'activity', 'room', 'meal'] as const;
export type MovingKind = (typeof MOVING_KINDS)[number];

/** Why something of the visit cannot have its place on the new day. */
export type MoveObstacle = 'notSold' | 'full' | 'bookingClosed';

/** Something a visit takes on its days, as a hold of it asks for it (booking-funnel.md §7). */
export interface MovingItem {
  kind: MovingKind;
  service: StockService;
  code: string;
  startDate: string;
  duration: number;
  seating: BasketInput['seating'];
  eventDate: string | null;
  session: string | null;
}

/**
 * The places a visit's basket takes on its days, item by item, in the order a date change checks
 * them: the tickets (their park days and show seat), each pass day, each activity slot (a
 * complementary with a slot time is an activity, booking-funnel.md §3), each room kind of the
 * stay, each meal's sitting.
 */
export function movingItems(basket: BasketInput): MovingItem[] {
  const item = (
    kind: MovingKind,
    service: StockService,
    code: string,
    startDate: string,
    extra: Partial<Pick<MovingItem, 'duration' | 'seating' | 'eventDate' | 'session'>> = {},
  ): MovingItem => ({
    kind,
    service,
    code,
    startDate,
    duration: 1,
    seating: null,
    eventDate: null,
    session: null,
    ...extra,
  });
  const stay = basket.accommodation;
  return [
    item('ticket', 'TICKET', basket.offerCode, basket.startDate, {
      duration: basket.duration,
      seating: basket.seating,
      eventDate: basket.eventDate,
    }),
    ...basket.complementaries
      .filter((c) => c.session === null)
      .flatMap((pass) => pass.dates.map((date) => item('pass', 'PASS', pass.code, date))),
    ...basket.complementaries.flatMap((activity) =>
      activity.session === null
        ? []
        : activity.dates.map((date) =>
            item('activity', 'ACTIVITY', activity.code, date, { session: activity.session }),
          ),
    ),
    ...(stay
      ? [...new Set(stay.rooms.map((room) => room.roomTypeCode))].map((code) =>
          item('room', 'ACCOMMODATION', code, stay.startDate, { duration: stay.nights }),
        )
      : []),
    ...[...new Set((basket.restaurants ?? []).map((meal) => meal.eventId))]
      .sort()
      .flatMap((eventId) => {
        const sitting = sittingOf(eventId);
        return sitting ? [item('meal', 'RESTAURANT', eventId, sitting.date)] : [];
      }),
  ];
}

/** A date change refused as something of the visit cannot move: the code the customer reads. */
export type MoveRefusal = Extract<
  ErrorCode,
  | 'DATE_CHANGE_DAY_INVALID'
  | 'SOLD_OUT'
  | 'DATE_CHANGE_SHOW_FULL'
  | 'DATE_CHANGE_PASS_UNAVAILABLE'
  | 'DATE_CHANGE_ACTIVITY_UNAVAILABLE'
  | 'DATE_CHANGE_ROOM_UNAVAILABLE'
  | 'DATE_CHANGE_MEAL_NOT_SERVED'
  | 'DATE_CHANGE_MEAL_FULL'
  | 'DATE_CHANGE_MEAL_CLOSED'
>;

/**
 * booking-funnel.md §9 and catalogue.md §7.2 FLEX ("subject to stock"), §7.7: what the customer
 * is told when one thing of the visit cannot have its place on the new day. The tickets keep
 * their codes of the funnel (a day they are not sold for, a day without places); only meals have
 * an online booking cut-off of their own (3 days, booking-funnel.md §5).
 */
export const MOVE_REFUSALS: Readonly<
  Record<MovingKind, { notSold: MoveRefusal; full: MoveRefusal; bookingClosed?: MoveRefusal }>
> = {
  ticket: { notSold: 'DATE_CHANGE_DAY_INVALID', full: 'SOLD_OUT' },
  show: { notSold: 'DATE_CHANGE_DAY_INVALID', full: 'DATE_CHANGE_SHOW_FULL' },
  pass: { notSold: 'DATE_CHANGE_PASS_UNAVAILABLE', full: 'DATE_CHANGE_PASS_UNAVAILABLE' },
  activity: {
    notSold: 'DATE_CHANGE_ACTIVITY_UNAVAILABLE',
    full: 'DATE_CHANGE_ACTIVITY_UNAVAILABLE',
  },
  room: { notSold: 'DATE_CHANGE_ROOM_UNAVAILABLE', full: 'DATE_CHANGE_ROOM_UNAVAILABLE' },
  meal: {
    notSold: 'DATE_CHANGE_MEAL_NOT_SERVED',
    full: 'DATE_CHANGE_MEAL_FULL',
    bookingClosed: 'DATE_CHANGE_MEAL_CLOSED',
  },
};

/** The refusal of a date change when `kind` meets `obstacle` on the new day (MOVE_REFUSALS). */
export function moveRefusal(kind: MovingKind, obstacle: MoveObstacle): MoveRefusal {
  const refusals = MOVE_REFUSALS[kind];
  return obstacle === 'bookingClosed'
    ? (refusals.bookingClosed ?? refusals.notSold)
    : refusals[obstacle];
}

const LINE_KINDS: Readonly<Record<string, MovingKind>> = {
  pass: 'pass',
  activity: 'activity',
  hotel: 'room',
  restaurant: 'meal',
  showSeat: 'show',
};

/** What an order line of the server's kind is to a date change; a visit's offer is its tickets. */
export function movingKindOfLine(lineKind: string): MovingKind {
  return LINE_KINDS[lineKind] ?? 'ticket';
}

/** An order line as a date change rewrites it: its code and label may name its day. */
export interface DatedLine {
  kind: string;
  code: string;
  label: string;
  date: string | null;
}

/**
 * An order's stored lines on the new days, in their order, their prices untouched (the flexible
 * rate paid for the change): each dated line moves by the visit's shift, a meal's code names its
 * sitting on the new day, and a line takes the label its product has there (a meal's or a stay's
 * names the day) from `priced`, the same basket priced on the new days, matched by kind, new code
 * and rank; a line without its match keeps its label.
 */
export function movedLines<T extends DatedLine>(
  stored: readonly T[],
  priced: readonly Omit<DatedLine, 'date'>[],
  oldStartDate: string,
  newStartDate: string,
): T[] {
  const seen = new Map<string, number>();
  return stored.map((line) => {
    const date = line.date && movedDay(line.date, oldStartDate, newStartDate);
    const sitting = line.kind === 'restaurant' ? sittingOf(line.code) : null;
    const code = sitting
      ? sittingEventId({ ...sitting, date: movedDay(sitting.date, oldStartDate, newStartDate) })
      : line.code;
    const key = `${line.kind} ${code}`;
    const rank = seen.get(key) ?? 0;
    seen.set(key, rank + 1);
    const match = priced.filter((p) => p.kind === line.kind && p.code === code)[rank];
    return { ...line, code, label: match?.label ?? line.label, date };
  });
}

import {
  type DateChangeRefusal,
  dateChangeRefusal,
  movedDay,
} from '@sesame/domain/completion/date-change';
import { isReadOnly } from '@sesame/domain/completion/read-only';
import {
  type MoveRefusal,
  type MovingKind,
  movedLines,
  moveRefusal,
  moveVisitBasket,
  movingItems,
} from '@sesame/domain/completion/visit-move';
import { isShowTicket, orderTickets } from '@sesame/domain/documents/order-tickets';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import type { BasketInput } from '@sesame/domain/validation/basket-schema';
import type { Database } from '../db/client.ts';
import { type Executor, inTransaction, limitLockWait } from '../db/executor.ts';
import { showSession } from '../documents/documents-repo.ts';
import {
  activeHeldElsewhere,
  addSold,
  deleteExpiredHolds,
  lockStockRows,
  type StockQuantity,
} from '../orders/holds-repo.ts';
import { isLockContention } from '../orders/lock-contention.ts';
import { type OrderLine, orderLines } from '../orders/orders-repo.ts';
import type { ProductLines } from '../orders/product-lines.ts';
import {
  datedLinesOf,
  moveOrderDays,
  type OwnedOrder,
  ownedPaidOrder,
  paidCompletions,
  recordDateChange,
  reissueTickets,
} from './completion-repo.ts';
import { hasFlexibleRate, savedRequest, visitOrderId } from './order-to-complete.ts';
import { bareVisit, extraCodes, visitLines } from './visit-lines.ts';

export type ChangeVisitDateResult =
  | { success: true; startDate: string }
  | {
      success: false;
      code: 'ORDER_NOT_FOUND' | 'ORDER_READ_ONLY' | DateChangeRefusal | MoveRefusal | 'BUSY';
    };

/** An order of the visit (the paid order, or one of its paid completions) on its new days. */
interface MovedOrder {
  id: string;
  request: BasketInput;
  oldStock: StockQuantity[];
  newStock: StockQuantity[];
  /** Its lines priced on the new days: a meal's or a stay's label names its new day. */
  pricedLines: OrderLine[];
}

/** The visit's orders on their new days, and what each stock row they take there is for. */
interface MovePlan {
  orders: MovedOrder[];
  kinds: Map<number, MovingKind>;
}

/**
 * booking-funnel.md §9 and catalogue.md §7.2 FLEX, flexible rate: the customer moves a visit
 * bought with the flexible rate to another day, up to 72 hours before it, with everything booked
 * for its days — show seat, passes, activity slot, stay, meals (same restaurant and sitting
 * time), those of the extras added to it too — each to the same day of the new dates. In one
 * transaction the places of the new days are taken (if the stock has them) and those of the old
 * days given back; the lines move, their prices as paid (the rate paid for the change), and the
 * tickets are drawn again for the new days. Refused, with what cannot move, nothing changes.
 */
export async function changeVisitDate(
  db: Database,
  products: ProductLines,
  platform: PlatformConfig,
  request: { customerId: string; orderId: string; startDate: string; today: string },
): Promise<ChangeVisitDateResult> {
  const owned = {
    ...request,
    orderId: await visitOrderId(db, request),
    platform: platform.code,
  };
  const order = await ownedPaidOrder(db, owned);
  const visit = order && savedRequest(order);
  if (!order || !visit) return { success: false, code: 'ORDER_NOT_FOUND' };
  if (isReadOnly(order)) return { success: false, code: 'ORDER_READ_ONLY' };
  const flexible = hasFlexibleRate(await orderLines(db, order.id));
  const refusal = dateChangeRefusal(
    { startDate: visit.startDate, flexible },
    request.startDate,
    request.today,
  );
  if (refusal) return { success: false, code: refusal };

  // Priced before the transaction: PGlite runs one transaction at a time, and the catalogue is
  // read outside it.
  const plan = await planMove(db, products, platform, order, visit.startDate, request.startDate);
  if ('refused' in plan) return { success: false, code: plan.refused };
  try {
    const result = await inTransaction(db, async (tx): Promise<ChangeVisitDateResult> => {
      await limitLockWait(tx);
      const locked = await ownedPaidOrder(tx, { ...owned, lock: true });
      const completions = await paidCompletions(tx, order.id, true);
      // Another change, or a paid completion, committed meanwhile: the plan no longer holds.
      const unchanged =
        savedRequest(locked ?? { basket: null })?.startDate === visit.startDate &&
        completions.map((c) => c.id).join() ===
          plan.orders
            .slice(1)
            .map((o) => o.id)
            .join();
      if (!unchanged) return { success: false, code: 'BUSY' };
      const short = await takeNewDays(tx, order.id, plan.orders);
      if (short !== null) {
        return { success: false, code: moveRefusal(plan.kinds.get(short) ?? 'ticket', 'full') };
      }
      for (const moving of plan.orders)
        await moveOrder(tx, moving, visit.startDate, request.startDate);
      await recordDateChange(tx, {
        orderId: order.id,
        customerId: request.customerId,
        fromDate: visit.startDate,
        toDate: request.startDate,
      });
      return { success: true, startDate: request.startDate };
    });
    if (result.success) products.stockChanged();
    return result;
  } catch (error) {
    if (isLockContention(error)) return { success: false, code: 'BUSY' };
    throw error;
  }
}

/**
 * The visit's orders (the paid order, then its paid completions) on the new days, with the places
 * they take there and what each place is for; the refusal naming the first thing of the visit
 * the new days do not have (not sold, not served, past its booking cut-off).
 */
async function planMove(
  db: Database,
  products: ProductLines,
  platform: PlatformConfig,
  parent: Pick<OwnedOrder, 'id' | 'basket'>,
  oldStartDate: string,
  newStartDate: string,
): Promise<MovePlan | { refused: MoveRefusal }> {
  const completions = await paidCompletions(db, parent.id);
  const orders: MovedOrder[] = [];
  const kinds = new Map<number, MovingKind>();
  for (const [index, { id, basket }] of [parent, ...completions].entries()) {
    const saved = basket && savedRequest({ basket });
    if (!saved || !basket) return { refused: 'DATE_CHANGE_DAY_INVALID' };
    const moved = moveVisitBasket(saved, movedDay(saved.startDate, oldStartDate, newStartDate));
    const bare = bareVisit(moved);
    // A completion sells only its extras; its basket names the visit for them.
    const codes = index === 0 ? null : extraCodes(bare);
    for (const item of movingItems(bare)) {
      if (codes && !codes.has(item.code)) continue;
      const needs = await products.stock(db, platform.code, item.service, item);
      if (!needs || 'refused' in needs) {
        const closed = needs?.refused === 'RESTAURANT_BOOKING_CLOSED';
        return { refused: moveRefusal(item.kind, closed ? 'bookingClosed' : 'notSold') };
      }
      for (const { stockId } of needs) if (!kinds.has(stockId)) kinds.set(stockId, item.kind);
    }
    if (!codes) {
      // The seat of an offer with the show is among its tickets' rows: it is the show's.
      const seats = await products.stock(db, platform.code, 'EVENT', {
        ...bare,
        code: bare.offerCode,
      });
      for (const { stockId } of seats && !('refused' in seats) ? seats : [])
        kinds.set(stockId, 'show');
    }
    const priced = await visitLines(db, products, platform, bare, codes);
    if (!priced || 'refused' in priced) return { refused: 'DATE_CHANGE_DAY_INVALID' };
    orders.push({
      id,
      request: moved,
      oldStock: basket.stock,
      newStock: priced.stock,
      pricedLines: priced.lines,
    });
  }
  return { orders, kinds };
}

/**
 * An order of the visit on its new days: its lines (days, meals' sittings, labels; prices as
 * paid) and basket, and its tickets drawn again.
 */
async function moveOrder(
  tx: Executor,
  moving: MovedOrder,
  oldStartDate: string,
  newStartDate: string,
): Promise<void> {
  const stored = await datedLinesOf(tx, moving.id);
  await moveOrderDays(tx, {
    id: moving.id,
    basket: { request: moving.request, stock: moving.newStock },
    lines: movedLines(stored, moving.pricedLines, oldStartDate, newStartDate),
  });
  const session = await showSession(
    tx,
    moving.newStock.map((place) => place.stockId),
  );
  const tickets = orderTickets(await orderLines(tx, moving.id)).map((ticket) => ({
    ...ticket,
    session: isShowTicket(ticket.kind) ? session : null,
  }));
  await reissueTickets(tx, moving.id, tickets);
}

/**
 * DESIGN.md, stock holds: the rows of both days locked in id order, expired holds reclaimed; each
 * row that gains places must have them free of sold places and other orders' holds; then the
 * sold counts move. The first row (by id) a new day lacks places on, having changed nothing; null
 * when every place was taken.
 */
async function takeNewDays(
  tx: Executor,
  orderId: string,
  orders: readonly MovedOrder[],
): Promise<number | null> {
  const change = new Map<number, number>();
  for (const order of orders) {
    for (const { stockId, quantity } of order.newStock) {
      change.set(stockId, (change.get(stockId) ?? 0) + quantity);
    }
    for (const { stockId, quantity } of order.oldStock) {
      change.set(stockId, (change.get(stockId) ?? 0) - quantity);
    }
  }
  const stockIds = [...change.keys()].sort((a, b) => a - b);
  const rows = await lockStockRows(tx, stockIds);
  await deleteExpiredHolds(tx, stockIds);
  const held = await activeHeldElsewhere(tx, stockIds, { orderId });
  for (const row of rows) {
    const gain = change.get(row.id) ?? 0;
    if (gain > 0 && row.capacity - row.sold - (held.get(row.id) ?? 0) < gain) return row.id;
  }
  await addSold(
    tx,
    [...change]
      .filter(([, quantity]) => quantity !== 0)
      .map(([stockId, quantity]) => ({ stockId, quantity })),
  );
  return null;
}

import { dateChangeRefusal, movedDay } from '@sesame/domain/completion/date-change';
import { isReadOnly } from '@sesame/domain/completion/read-only';
import { daysBetween } from '@sesame/domain/dates/calendar-days';
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
import { orderLines } from '../orders/orders-repo.ts';
import type { ProductLines } from '../orders/product-lines.ts';
import {
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
      code:
        | 'ORDER_NOT_FOUND'
        | 'ORDER_READ_ONLY'
        | 'DATE_CHANGE_NOT_FLEXIBLE'
        | 'DATE_CHANGE_CLOSED'
        | 'DATE_CHANGE_SAME_DAY'
        | 'DATE_CHANGE_DAY_INVALID'
        | 'SOLD_OUT'
        | 'BUSY';
    };

/** An order of the visit (the paid order, or one of its paid completions) on its new days. */
interface MovedOrder {
  id: string;
  request: BasketInput;
  oldStock: StockQuantity[];
  newStock: StockQuantity[];
}

/**
 * booking-funnel.md §9, flexible rate: the customer moves a visit bought with the flexible rate
 * to another day, up to 72 hours before it. In one transaction the places of the new days are
 * taken (if the stock has them) and those of the old days given back, for the order and the
 * extras added to it; its lines move, its tickets are drawn again for the new days. The change
 * costs nothing: the rate paid for it. Refused, nothing changes.
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
  const plan = await planMove(db, products, platform, order, request.startDate);
  if (!plan) return { success: false, code: 'DATE_CHANGE_DAY_INVALID' };
  try {
    const result = await inTransaction(db, async (tx): Promise<ChangeVisitDateResult> => {
      await limitLockWait(tx);
      const locked = await ownedPaidOrder(tx, { ...owned, lock: true });
      const completions = await paidCompletions(tx, order.id, true);
      // Another change, or a paid completion, committed meanwhile: the plan no longer holds.
      const unchanged =
        savedRequest(locked ?? { basket: null })?.startDate === visit.startDate &&
        completions.map((c) => c.id).join() ===
          plan
            .slice(1)
            .map((o) => o.id)
            .join();
      if (!unchanged) return { success: false, code: 'BUSY' };
      if (!(await takeNewDays(tx, order.id, plan))) return { success: false, code: 'SOLD_OUT' };
      for (const moving of plan)
        await moveOrder(tx, moving, daysBetween(visit.startDate, request.startDate));
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
 * they take there; null when something of the visit is not sold on those days.
 */
async function planMove(
  db: Database,
  products: ProductLines,
  platform: PlatformConfig,
  parent: Pick<OwnedOrder, 'id' | 'basket'>,
  startDate: string,
): Promise<MovedOrder[] | null> {
  const completions = await paidCompletions(db, parent.id);
  const plan: MovedOrder[] = [];
  for (const [index, { id, basket }] of [parent, ...completions].entries()) {
    const saved = basket && savedRequest({ basket });
    if (!saved || !basket) return null;
    const moved = moveRequest(saved, startDate);
    const bare = bareVisit(moved);
    const priced = await visitLines(
      db,
      products,
      platform,
      bare,
      index === 0 ? null : extraCodes(bare),
    );
    if (!priced || 'refused' in priced) return null;
    plan.push({ id, request: moved, oldStock: basket.stock, newStock: priced.stock });
  }
  return plan;
}

/** An order of the visit on its new days: its lines and basket, and its tickets drawn again. */
async function moveOrder(tx: Executor, moving: MovedOrder, days: number): Promise<void> {
  await moveOrderDays(tx, {
    id: moving.id,
    basket: { request: moving.request, stock: moving.newStock },
    days,
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

/** The visit's request with its days moved: start, show date, extras' days. */
function moveRequest(request: BasketInput, startDate: string): BasketInput {
  const move = (day: string) => movedDay(day, request.startDate, startDate);
  return {
    ...request,
    startDate,
    eventDate: request.eventDate && move(request.eventDate),
    complementaries: request.complementaries.map((c) => ({ ...c, dates: c.dates.map(move) })),
  };
}

/**
 * DESIGN.md, stock holds: the rows of both days locked in id order, expired holds reclaimed; each
 * row that gains places must have them free of sold places and other orders' holds; then the
 * sold counts move. False, having changed nothing, when a new day lacks the places.
 */
async function takeNewDays(
  tx: Executor,
  orderId: string,
  orders: readonly MovedOrder[],
): Promise<boolean> {
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
    if (gain > 0 && row.capacity - row.sold - (held.get(row.id) ?? 0) < gain) return false;
  }
  await addSold(
    tx,
    [...change]
      .filter(([, quantity]) => quantity !== 0)
      .map(([stockId, quantity]) => ({ stockId, quantity })),
  );
  return true;
}

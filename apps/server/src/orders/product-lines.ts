import type { RoomDistribution } from '@sesame/domain/accommodation/distribution';
import type { Seating } from '@sesame/domain/catalog/offer';
import type { ErrorCode } from '@sesame/domain/i18n/error-codes';
import { ZERO } from '@sesame/domain/money/cents';
import type { PlatformCode, PlatformConfig } from '@sesame/domain/platform/platform';
import type { BasketInput } from '@sesame/domain/validation/basket-schema';
import type { Database } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';
import type { StockQuantity } from './holds-repo.ts';
import type { OrderLine } from './orders-repo.ts';

/** A stock row one place of a product takes, with the code a basket shows for it. */
export interface StockNeed {
  stockId: number;
  label: string;
}

/** What a hold asks for (booking-funnel.md §7 setLockedStock): a product from a day. */
export interface HoldRequest {
  code: string;
  startDate: string;
  duration?: number | null;
  seating?: Seating | null;
  eventDate?: string | null;
  /** An activity's slot: its start time on the start date (an ACTIVITY hold). */
  session?: string | null;
  /** Who sleeps in each room held (an ACCOMMODATION hold). */
  distribution?: ReadonlyArray<RoomDistribution> | null;
}

/** A line of a saved basket, priced, with the places it takes. */
export interface PricedLine extends OrderLine {
  stock: StockQuantity[];
  /** A ticket's pricing code, when priced at another than its own (a FAMILY variant's). */
  pricingCode?: string;
}

/** A basket a kind refuses for a reason the visitor can act on (a refused coupon): its code. */
export interface LineRefusal {
  refused: ErrorCode;
}

/**
 * One kind of line a capability sells (DESIGN.md, product lines): the stock one place of it
 * takes, and its priced lines in a basket. The price itself is a rule of
 * packages/domain/src/pricing; the kind only finds what the rule needs.
 */
export interface ProductLine {
  /** The kind's name, for people: `ticket`, `showSeat`, `pass`, `flexibleRate`… */
  kind: string;
  /** The setLockedStock service its places are held under (TICKET, EVENT, PASS); none if not held. */
  service?: string;
  /**
   * The rows one place takes; null when this kind does not have the product then; a refusal when
   * the request asks for what the kind refuses with its own code (a sitting past its cut-off).
   */
  stock?(
    db: Database,
    platform: PlatformCode,
    request: HoldRequest,
  ): Promise<StockNeed[] | LineRefusal | null>;
  /** What a hold of this kind answers when the places went meanwhile; SOLD_OUT when not given. */
  soldOut?: ErrorCode;
  /**
   * Its lines of `basket`: [] when the basket has none, null when one cannot be sold, a refusal
   * when the basket asks for something the kind refuses with its own code (a coupon). `earlier`
   * holds the lines of the kinds registered before it (the flexible rate prices the tickets, a
   * coupon discounts them).
   */
  lines?(
    db: Database,
    platform: PlatformConfig,
    basket: BasketInput,
    earlier: readonly PricedLine[],
  ): Promise<PricedLine[] | LineRefusal | null>;
  /**
   * Told, in the transaction that settles a paid order once its places fit, that the order is
   * sold: takes what the kind limits besides stock (a coupon's redemptions). False when it cannot,
   * having taken nothing; the sale is then refused (the order is cancelled, the payment refunded).
   */
  sell?(tx: Executor, order: { orderId: string; lines: readonly OrderLine[] }): Promise<boolean>;
  /** Told when held or sold places change, so that the capability drops what it cached. */
  stockChanged?(): void;
}

/** The line kinds of the app, built once at start (`createApp`), in the order they price. */
export interface ProductLines {
  /** The rows one place takes (or its refusal), from the first kind held under `service` that answers. */
  stock(
    db: Database,
    platform: PlatformCode,
    service: string,
    request: HoldRequest,
  ): Promise<StockNeed[] | LineRefusal | null>;
  /** What a hold under `service` answers when the places went meanwhile. */
  soldOut(service: string): ErrorCode;
  /**
   * Every line of the basket; null when a kind cannot sell its line or no kind sells a product; the
   * first refusal of a kind.
   */
  lines(
    db: Database,
    platform: PlatformConfig,
    basket: BasketInput,
  ): Promise<PricedLine[] | LineRefusal | null>;
  /**
   * Whether every kind takes what it limits for the order being settled. Kinds are asked in
   * order and the first refusal stops; today only coupons/ takes anything here, so no earlier
   * take has to be given back (a second taking kind would need a savepoint around this).
   */
  sell(tx: Executor, order: { orderId: string; lines: readonly OrderLine[] }): Promise<boolean>;
  stockChanged(): void;
}

export function productLines(kinds: readonly ProductLine[]): ProductLines {
  const listeners = new Set(
    kinds.flatMap((kind) => (kind.stockChanged ? [kind.stockChanged] : [])),
  );
  return {
    async stock(db, platform, service, request) {
      for (const kind of kinds) {
        if (kind.service !== service || !kind.stock) continue;
        const needs = await kind.stock(db, platform, request);
        if (needs) return needs;
      }
      return null;
    },

    soldOut(service) {
      return kinds.find((kind) => kind.service === service && kind.soldOut)?.soldOut ?? 'SOLD_OUT';
    },

    async lines(db, platform, basket) {
      const priced: PricedLine[] = [];
      for (const kind of kinds) {
        const lines = kind.lines ? await kind.lines(db, platform, basket, priced) : [];
        if (!lines || 'refused' in lines) return lines;
        priced.push(...lines);
      }
      const sold = (code: string) => priced.some((line) => line.code === code);
      const named = [basket.offerCode, ...basket.complementaries.map((c) => c.code)];
      return named.every(sold) ? priced : null;
    },

    async sell(tx, order) {
      for (const kind of kinds) {
        if (kind.sell && !(await kind.sell(tx, order))) return false;
      }
      return true;
    },

    stockChanged() {
      for (const listener of listeners) listener();
    },
  };
}

/** A basket line with no date, visitors nor unit prices unless given. */
export function basketLine(
  fields: Partial<OrderLine> & Pick<OrderLine, 'kind' | 'code' | 'label' | 'totalPrice'>,
): OrderLine {
  return {
    date: null,
    adults: 0,
    children: 0,
    quantity: 1,
    adultUnitPrice: ZERO,
    childUnitPrice: ZERO,
    ...fields,
  };
}

/** `quantity` places on each row; one place may take a row twice (a pass over two days of one row). */
export function placesPerRow(stockIds: readonly number[], quantity: number): StockQuantity[] {
  const perRow = new Map<number, number>();
  for (const stockId of stockIds) perRow.set(stockId, (perRow.get(stockId) ?? 0) + quantity);
  return [...perRow]
    .map(([stockId, total]) => ({ stockId, quantity: total }))
    .sort((a, b) => a.stockId - b.stockId);
}

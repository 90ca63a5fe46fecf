import type { OrderProduct } from '@sesame/domain/completion/order-to-complete';
import type { CompletableOrder } from './completion-calls.ts';

// Paid orders as the server's orderToComplete answers them, for the completion components' tests.

export const ORDER_ID = '3c2a9f6e-1b7d-4e0a-8c55-6a1f0d2b9e41';
export const COMPLETION_ID = '8d0e4b7a-5c3f-4a19-9e62-2f7b1c0d8a53';

export function product(
  type: string,
  code: string,
  fields: Partial<OrderProduct> = {},
): OrderProduct {
  return {
    type,
    code,
    name: code,
    quantity: 3,
    price: 13500,
    providerType: null,
    dates: { accessDate: '2027-06-12', accessEndDate: '2027-06-12', sessionTime: null },
    group: { adults: 2, children: 1 },
    ...fields,
  };
}

export function paidOrder(fields: Partial<CompletableOrder> = {}): CompletableOrder {
  return {
    id: ORDER_ID,
    shortOrderId: 'K7QH2MZP',
    status: 'paid',
    accessDate: '2027-06-12',
    accessEndDate: '2027-06-12',
    duration: 1,
    group: { adults: 2, children: 1, babies: 0 },
    event: null,
    products: [product('OFFER', 'FR-D1', { name: 'Billet 1 jour' })],
    changedByPark: false,
    bookedOnline: true,
    flexibleRate: false,
    lastDateChangeDay: null,
    ...fields,
  };
}

/**
 * A paid 2-day ticket (FR-D2) from 2027-06-12 for 2 adults, 2 children and a baby, with no stay:
 * one night a completion may add a hotel for (readings.md §6).
 */
export function twoDayOrder(fields: Partial<CompletableOrder> = {}): CompletableOrder {
  return paidOrder({
    accessDate: '2027-06-12',
    accessEndDate: '2027-06-13',
    duration: 2,
    group: { adults: 2, children: 2, babies: 1 },
    products: [
      product('OFFER', 'FR-D2', {
        name: 'Billet 2 jours',
        dates: { accessDate: '2027-06-12', accessEndDate: '2027-06-13', sessionTime: null },
      }),
    ],
    ...fields,
  });
}

export interface Call {
  query: string;
  variables: Record<string, unknown>;
}

/** A GraphQL endpoint answering each operation named in `answers`; every request is kept. */
export function graphqlStub(
  answers: Record<string, (variables: Record<string, unknown>) => unknown>,
) {
  const calls: Call[] = [];
  const fetch = async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Call;
    calls.push(body);
    const name = Object.keys(answers).find((operation) =>
      new RegExp(`(query|mutation) ${operation}\\b`).test(body.query),
    );
    if (!name) return new Promise<Response>(() => {});
    return Response.json({ data: answers[name]?.(body.variables) });
  };
  return { fetch, calls };
}

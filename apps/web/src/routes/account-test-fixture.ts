import { vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { SESSION_STORAGE_KEY } from '../lib/auth-session.ts';

// A signed-in customer and a stubbed server for the account pages' tests.

export const CUSTOMER_ID = '7d1c7c1e-2f0b-4a4e-9a57-8d0a3c2c9f11';
export const EMAIL = 'ana.garcia@example.com';

export function signIn() {
  sessionStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ accessToken: 'a.b.c', idToken: 'd.e.f' }),
  );
  useBookingStore.getState().setCustomer({
    id: CUSTOMER_ID,
    email: EMAIL,
    firstName: 'Ana',
    lastName: 'García',
    isLoggedIn: true,
  });
}

/** An order as myOrders answers it. */
export function accountOrder(id: string, accessDate: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    shortOrderId: id.toUpperCase().slice(0, 8),
    status: 'paid',
    accessDate,
    accessEndDate: accessDate,
    totalPrice: 8900,
    currency: 'EUR',
    readOnlyReason: null,
    savedAt: '2026-10-01T10:00:00.000Z',
    saleIdentifiers: ['FR-2026-000001'],
    orderIdentifiers: [id.toUpperCase().slice(0, 8)],
    gtsId: id,
    ticketingId: id.toUpperCase().slice(0, 8),
    babies: 0,
    group: { adults: 2, children: 1 },
    catering: [],
    options: [],
    accommodation: null,
    products: [
      {
        type: 'ticket',
        code: 'FR-D1',
        name: 'Billet 1 jour',
        quantity: 3,
        price: 8900,
        prices: { adultPrice: 3200, childPrice: 2500 },
        group: { adults: 2, children: 1 },
        dates: { accessDate, accessEndDate: accessDate, sessionTime: null },
      },
    ],
    ...fields,
  };
}

export interface Stubs {
  orders?: unknown[] | 'error';
  files?: Array<{ Key: string; Url: string }>;
  faq?: Array<{ code: string; title: string; text: string }>;
  idp?: (path: string, init: RequestInit) => Response;
}

/** Answers the account pages' calls; records each call's address, headers and body. */
export function stubServer(stubs: Stubs) {
  const calls: Array<{ url: string; headers: Record<string, string>; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? JSON.parse(String(init.body)) : null;
      calls.push({ url, headers: (init.headers ?? {}) as Record<string, string>, body });
      if (url === '/graphql') {
        const orders = stubs.orders ?? [];
        if (orders === 'error') return Response.json({ errors: [{ message: 'boom' }] });
        if (String(body.query).includes('myOrderNew')) {
          const order = orders.find((o) => (o as { id: string }).id === body.variables.id);
          return Response.json({ data: { myOrderNew: order ?? null } });
        }
        return Response.json({ data: { myOrders: orders } });
      }
      if (url === '/api/content/drupal') return Response.json({ nodes: stubs.faq ?? [] });
      if (url.startsWith('/api/files')) {
        return Response.json(
          (stubs.files ?? []).map((file) => ({ ...file, ETag: '"x"', LastModified: '' })),
        );
      }
      if (url.startsWith('/idp') && stubs.idp) return stubs.idp(url.slice(4), init);
      return new Promise<Response>(() => {});
    }),
  );
  return calls;
}

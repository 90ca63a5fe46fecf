import { defaultBooking } from '@sesame/domain/booking/default-booking';
import { cents } from '@sesame/domain/money/cents';
import { makeOffer } from '@sesame/domain/testing/fixtures';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { renderApp } from '../testing/render-app.tsx';

const ORDER_ID = '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a';
const HASH = 'c'.repeat(64);
const VISIT_DAY = '2027-06-12';
const NOW = new Date('2027-05-20T09:00:00Z');

interface Call {
  url: string;
  body: Record<string, unknown>;
}

/** The gateway and the API as the payment page sees them; every request is kept. */
function stubServer(validation: () => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      calls.push({ url, body });
      if (url === '/api/hash/validate') return validation();
      if (String(body.query).includes('mutation CreateShoppingCart')) {
        return Response.json({
          data: { createShoppingCart: { success: true, code: null, shoppingCartId: 'cart-1' } },
        });
      }
      if (String(body.query).includes('mutation StartPayment')) {
        return Response.json({
          data: { startPayment: { success: true, code: null, redirectUrl: '/sandbox/pay/p-1' } },
        });
      }
      return new Promise<Response>(() => {});
    }),
  );
  return calls;
}

/** errors.BASKET_INVALID in French: 'The content of your cart is invalid!'. */
const INVALID = "Le contenu de votre panier n'est pas valide\u00a0!";

const graphqlCalls = (calls: Call[]) => calls.filter((call) => call.url === '/graphql');

describe('the payment page checks the basket hash first (checkout-and-account.md §7)', () => {
  const assign = vi.fn();

  beforeEach(() => {
    const store = useBookingStore.getState();
    store.startNewBooking();
    // readings.md §12: the visitor confirmed the start page.
    store.chooseGroup(useBookingStore.getState().booking.group);
    store.setDates(VISIT_DAY, 1);
    store.chooseOffer(makeOffer({ description: 'Une journée au parc' }));
    store.setOrder({ orderId: ORDER_ID, shortOrderId: 'K7QH2MZP' });
    store.setTotal(9800 as never);
    store.setCustomer({
      email: 'ana.garcia@example.com',
      firstName: 'Ana',
      lastName: 'García',
      isLoggedIn: false,
    });
    store.setHash(HASH);
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  const pay = async () => {
    renderApp('/fr/payment', { now: NOW });
    fireEvent.click(await screen.findByRole('button', { name: /Payer/ }));
  };

  it('sends the basket without its excluded fields, the hash and the order, then pays', async () => {
    const calls = stubServer(() => Response.json({ success: true }));
    await pay();

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/pay/p-1'));
    const [validation] = calls;
    expect(validation?.url).toBe('/api/hash/validate');
    expect(validation?.body).toMatchObject({ hash: HASH, orderId: ORDER_ID });
    const basket = validation?.body.basket as Record<string, unknown>;
    expect(basket).toMatchObject({ startDate: VISIT_DAY, total: 9800 });
    expect(basket).not.toHaveProperty('hash');
    expect(basket).not.toHaveProperty('coupons');
    expect(basket.offer).not.toHaveProperty('description');
    expect(graphqlCalls(calls)).toHaveLength(2);
  });

  it('says the cart is invalid and starts no payment when the basket changed since', async () => {
    const calls = stubServer(() => Response.json({ success: false, code: 'BASKET_INVALID' }));
    await pay();

    expect((await screen.findByRole('alert')).textContent).toContain(INVALID);
    expect(screen.getByRole('link', { name: /récapitulatif/i })).toBeTruthy();
    expect(graphqlCalls(calls)).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('says the cart is invalid without asking when no hash was ever taken', async () => {
    useBookingStore.getState().setHash(null);
    const calls = stubServer(() => Response.json({ success: true }));
    await pay();

    expect((await screen.findByRole('alert')).textContent).toContain(INVALID);
    expect(calls).toEqual([]);
  });

  it('only logs a gateway failure, and pays: the server checks the cart on its own', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = stubServer(() => Response.json({ code: 'INTERNAL_ERROR' }, { status: 500 }));
    await pay();

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/pay/p-1'));
    expect(warn).toHaveBeenCalledWith('The basket hash was not checked', 500);
    expect(graphqlCalls(calls)).toHaveLength(2);
    warn.mockRestore();
  });
});

const FREE_ORDER_ID = '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const CART_ID = '6b2e3d4c-5f60-4b7c-9d8e-0f1a2b3c4d5e';

describe('payment of a cart the server priced at 0 (booking-funnel.md §7)', () => {
  beforeEach(() => {
    const store = useBookingStore.getState();
    store.startNewBooking();
    store.chooseGroup({ ...defaultBooking().group, adults: 2 });
    store.setDates('2027-06-12', 1);
    store.chooseOffer(makeOffer());
    store.setHash('a-hash');
    store.setTotal(cents(0));
    store.setOrder({ orderId: FREE_ORDER_ID, shortOrderId: 'K7P2QX' });
    store.setCustomer({
      email: 'alix@example.com',
      firstName: 'Alix',
      lastName: 'Martin',
      isLoggedIn: false,
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('confirms the cart without a payment (confirmShoppingCartBasic) and shows the confirmation', async () => {
    const operations: Array<{ name: string; variables: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (url === '/api/hash/validate') return Response.json({ success: true });
        if (url !== '/graphql') return new Promise<Response>(() => {});
        const body = JSON.parse(String(init.body));
        const name = /mutation (\w+)/.exec(body.query)?.[1] ?? 'query';
        operations.push({ name, variables: body.variables });
        if (name === 'CreateShoppingCart') {
          return Response.json({
            data: {
              createShoppingCart: { success: true, code: null, shoppingCartId: CART_ID, total: 0 },
            },
          });
        }
        if (name === 'ConfirmShoppingCartBasic') {
          return Response.json({
            data: { confirmShoppingCartBasic: { success: true, code: null } },
          });
        }
        return new Promise<Response>(() => {});
      }),
    );
    renderApp('/fr/payment');
    fireEvent.click(await screen.findByRole('button', { name: /^Payer/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/fr/confirmation'),
    );
    expect(operations.map((operation) => operation.name)).toEqual(
      expect.arrayContaining(['CreateShoppingCart', 'ConfirmShoppingCartBasic']),
    );
    expect(operations.some((operation) => operation.name === 'StartPayment')).toBe(false);
    expect(operations.find((o) => o.name === 'ConfirmShoppingCartBasic')?.variables).toEqual({
      reservation: CART_ID,
      orderId: FREE_ORDER_ID,
    });
    expect(useBookingStore.getState().booking.bookingPaid).toBe(true);
  });
});

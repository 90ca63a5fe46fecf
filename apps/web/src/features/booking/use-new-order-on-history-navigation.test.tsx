import { makeOffer } from '@sesame/domain/testing/fixtures';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/app.tsx';
import { platformQuery } from '../../lib/platform-query.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { installFrench, sitePlatform } from '../../testing/render-app.tsx';
import { useBookingStore } from './booking-store.ts';
import { orderMoveSettled } from './move-order.ts';

const ORDER_ID = '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a';
const NEW_ORDER = { orderId: '5d0c3a3e-6f1b-4a57-9d51-6f8f4c7e2b10', shortOrderId: 'M4TQ8WZP' };
const EXPIRES_AT = new Date(Date.now() + 10 * 60_000).toISOString();

/** What the server answers moveOrder, per test. */
let moveAnswer: Record<string, unknown> = {};

/** The operations the app sent, by name, with their variables. */
function sentOperations(fetch: ReturnType<typeof vi.fn>) {
  return fetch.mock.calls.map(([, init]) => {
    const { query, variables } = JSON.parse(String((init as RequestInit).body));
    return { name: /(?:query|mutation) (\w+)/.exec(query)?.[1], variables };
  });
}

/** The whole app in a real browser history whose entries are `paths`, on the last one. */
function openWithHistory(...paths: string[]) {
  const [first, ...rest] = paths as [string, ...string[]];
  window.history.replaceState(null, '', first);
  rest.forEach((path, index) => {
    window.history.pushState({ usr: null, key: `entry${index}`, idx: index + 1 }, '', path);
  });
  installFrench();
  const queryClient = createQueryClient();
  queryClient.setQueryData(platformQuery().queryKey, sitePlatform());
  render(<App queryClient={queryClient} />);
}

describe('a new order after a back/forward navigation (booking-funnel.md §4, readings.md §13)', () => {
  let fetch: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    const store = useBookingStore.getState();
    store.startNewBooking();
    // readings.md §12: the visitor confirmed the start page.
    store.chooseGroup(useBookingStore.getState().booking.group);
    store.setDates('2027-06-12', 1);
    store.chooseOffer(makeOffer());
    store.setOrder({ orderId: ORDER_ID, shortOrderId: 'K7QH2MZP' });
    store.startTimer(EXPIRES_AT);
    moveAnswer = { success: true, code: null, expiresAt: EXPIRES_AT, renewalsLeft: 2 };
    // A new order and the move are answered; every other request stays pending, the pages' data
    // is not looked at.
    fetch = vi.fn((_url: string, init: RequestInit) => {
      const body = String(init.body);
      if (body.includes('mutation InitOrder'))
        return Promise.resolve(Response.json({ data: { initOrder: NEW_ORDER } }));
      if (body.includes('mutation MoveOrder'))
        return Promise.resolve(Response.json({ data: { moveOrder: moveAnswer } }));
      return new Promise<Response>(() => {});
    });
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('going back from the summary to the offers moves the basket and its holds to a new order', async () => {
    openWithHistory('/fr/offers', '/fr/summary');
    await screen.findByRole('heading', { level: 1, name: 'Récapitulatif de votre commande' });
    expect(useBookingStore.getState().order.orderId).toBe(ORDER_ID);

    window.history.back();

    await screen.findByRole('heading', { level: 1, name: 'Choisissez votre offre' });
    await waitFor(() => expect(useBookingStore.getState().order.orderId).toBe(NEW_ORDER.orderId));
    expect(sentOperations(fetch)).toContainEqual({
      name: 'MoveOrder',
      variables: { fromOrderId: ORDER_ID, toOrderId: NEW_ORDER.orderId },
    });
    expect(sentOperations(fetch).map(({ name }) => name)).not.toContain('RemoveOrderLockedStocks');
    const { order, timer, booking } = useBookingStore.getState();
    expect(order.shortOrderId).toBe(NEW_ORDER.shortOrderId);
    // The holds keep their expiry and renewals; the visitor's choices stay.
    expect(timer).toEqual({ timerEnabled: true, expiredDate: EXPIRES_AT, renewals: 1 });
    expect(booking.offer?.code).toBe('FR-D1');
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it('forgets an order that was paid or moved from another tab, and keeps it when the server is busy', async () => {
    moveAnswer = {
      success: false,
      code: 'ORDER_ALREADY_PAID',
      expiresAt: null,
      renewalsLeft: null,
    };
    openWithHistory('/fr/offers', '/fr/summary');
    await screen.findByRole('heading', { level: 1, name: 'Récapitulatif de votre commande' });
    window.history.back();
    await screen.findByRole('heading', { level: 1, name: 'Choisissez votre offre' });
    await waitFor(() => expect(useBookingStore.getState().order.orderId).toBeNull());
    expect(useBookingStore.getState().timer.timerEnabled).toBe(false);
    cleanup();

    useBookingStore.getState().setOrder({ orderId: ORDER_ID, shortOrderId: 'K7QH2MZP' });
    useBookingStore.getState().startTimer(EXPIRES_AT);
    moveAnswer = { success: false, code: 'BUSY', expiresAt: null, renewalsLeft: null };
    const moves = () => sentOperations(fetch).filter(({ name }) => name === 'MoveOrder').length;
    const before = moves();
    openWithHistory('/fr/offers', '/fr/summary');
    await screen.findByRole('heading', { level: 1, name: 'Récapitulatif de votre commande' });
    window.history.back();
    await screen.findByRole('heading', { level: 1, name: 'Choisissez votre offre' });
    await waitFor(() => expect(moves()).toBe(before + 1));
    await orderMoveSettled();
    expect(useBookingStore.getState().order.orderId).toBe(ORDER_ID);
    expect(useBookingStore.getState().timer.expiredDate).toBe(EXPIRES_AT);
  });

  it('keeps the order of a page the visitor opens, and of a page reached by a link', async () => {
    openWithHistory('/fr/offers');
    await screen.findByRole('heading', { level: 1, name: 'Choisissez votre offre' });
    screen.getAllByRole('link', { name: 'Modifier' })[0]?.click();
    await screen.findByRole('heading', { level: 1, name: /Qui vient au parc/ });

    expect(window.location.pathname).toBe('/fr');
    expect(useBookingStore.getState().order.orderId).toBe(ORDER_ID);
    expect(sentOperations(fetch).map(({ name }) => name)).not.toContain('MoveOrder');
  });
});

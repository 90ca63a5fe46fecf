import { makeOffer, platformConfig } from '@sesame/domain/testing/fixtures';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/app.tsx';
import { platformQuery } from '../../lib/platform-query.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { installFrench } from '../../testing/render-app.tsx';
import { useBookingStore } from './booking-store.ts';

const ORDER_ID = '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a';

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
  queryClient.setQueryData(platformQuery().queryKey, platformConfig());
  render(<App queryClient={queryClient} />);
}

describe('a new order after a back/forward navigation (booking-funnel.md §4)', () => {
  let fetch: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    const store = useBookingStore.getState();
    store.startNewBooking();
    // readings.md §12: the visitor confirmed the start page.
    store.chooseGroup(useBookingStore.getState().booking.group);
    store.setDates('2027-06-12', 1);
    store.chooseOffer(makeOffer());
    store.setOrder({ orderId: ORDER_ID, shortOrderId: 'K7QH2MZP' });
    store.startTimer(new Date(Date.now() + 10 * 60_000).toISOString());
    // Releasing places succeeds; every other request stays pending, the pages' data is not looked at.
    fetch = vi.fn((_url: string, init: RequestInit) =>
      String(init.body).includes('RemoveOrderLockedStocks')
        ? Promise.resolve(
            Response.json({ data: { removeOrderLockedStocks: { success: true, code: null } } }),
          )
        : new Promise<Response>(() => {}),
    );
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('going back from the summary to the offers releases the held places and forgets the order', async () => {
    openWithHistory('/fr/offers', '/fr/summary');
    await screen.findByRole('heading', { level: 1, name: 'Récapitulatif de votre commande' });
    expect(useBookingStore.getState().order.orderId).toBe(ORDER_ID);

    window.history.back();

    await screen.findByRole('heading', { level: 1, name: 'Choisissez votre offre' });
    await waitFor(() =>
      expect(sentOperations(fetch)).toContainEqual({
        name: 'RemoveOrderLockedStocks',
        variables: { deleteLockedStockData: { orderId: ORDER_ID, service: 'ALL' } },
      }),
    );
    const { order, timer, booking } = useBookingStore.getState();
    expect(order.orderId).toBeNull();
    expect(timer.timerEnabled).toBe(false);
    // The visitor's choices stay: choosing an offer again holds its places on a new order.
    expect(booking.offer?.code).toBe('FR-D1');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('keeps the order of a page the visitor opens, and of a page reached by a link', async () => {
    openWithHistory('/fr/offers');
    await screen.findByRole('heading', { level: 1, name: 'Choisissez votre offre' });
    screen.getAllByRole('link', { name: 'Modifier' })[0]?.click();
    await screen.findByRole('heading', { level: 1, name: /Qui vient au parc/ });

    expect(window.location.pathname).toBe('/fr');
    expect(useBookingStore.getState().order.orderId).toBe(ORDER_ID);
    expect(sentOperations(fetch).map(({ name }) => name)).not.toContain('RemoveOrderLockedStocks');
  });
});

import { defaultBooking } from '@sesame/domain/booking/default-booking';
import { makeOffer } from '@sesame/domain/testing/fixtures';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderAt } from '../../testing/render-app.tsx';
import { BasketTimer } from './basket-timer.tsx';
import { useBookingStore } from './booking-store.ts';

const ORDER_ID = '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a';

/** The bar's polite announcement (the test router's location output is a status too). */
const renewalStatus = () =>
  screen.getAllByRole('status').find((element) => element.tagName === 'P')?.textContent;

describe('the basket timer', () => {
  beforeEach(() => {
    useBookingStore.getState().startNewBooking();
    useBookingStore.getState().setOrder({ orderId: ORDER_ID, shortOrderId: 'K7QH2MZP' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the time left while places are held', () => {
    useBookingStore
      .getState()
      .startTimer(new Date(Date.now() + 14 * 60_000 + 30_000).toISOString());
    renderAt('/fr/summary', <BasketTimer language="fr" />);
    expect(screen.getByText('14:30')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe(
      'Il reste 15 minutes pour finaliser votre commande',
    );
  });

  it('offers to keep the selection in its last 3 minutes, politely, and keeps it 15 minutes more (readings.md §15)', async () => {
    const renewed = new Date(Date.now() + 15 * 60_000).toISOString();
    const fetch = vi.fn(async () =>
      Response.json({
        data: {
          renewLockedStock: { success: true, code: null, expiresAt: renewed, renewalsLeft: 2 },
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    useBookingStore.getState().startTimer(new Date(Date.now() + 2 * 60_000 + 30_000).toISOString());
    renderAt('/fr/summary', <BasketTimer language="fr" />);

    expect(renewalStatus()).toBe(
      'Besoin de plus de temps\u00a0? Vous pouvez garder votre sélection 15 minutes de plus\u00a0: elle sera mise à jour et les prix peuvent changer.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Garder ma sélection 15 minutes de plus' }));

    await waitFor(() =>
      expect(renewalStatus()).toBe('Votre sélection est prolongée de 15 minutes.'),
    );
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).variables).toEqual({ orderId: ORDER_ID });
    expect(useBookingStore.getState().timer).toEqual({
      timerEnabled: true,
      expiredDate: renewed,
      renewals: 1,
    });
    expect(screen.getByText(/^1[45]:\d\d$/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('does not offer to keep the selection earlier, nor after 3 renewals', () => {
    const store = useBookingStore.getState();
    store.startTimer(new Date(Date.now() + 5 * 60_000).toISOString());
    renderAt('/fr/summary', <BasketTimer language="fr" />);
    expect(renewalStatus()).toBe('');
    cleanup();

    store.renewTimer(new Date(Date.now() + 2 * 60_000).toISOString(), 3);
    renderAt('/fr/summary', <BasketTimer language="fr" />);
    expect(renewalStatus()).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says why the selection could not be kept', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          data: {
            renewLockedStock: {
              success: false,
              code: 'SOLD_OUT',
              expiresAt: null,
              renewalsLeft: null,
            },
          },
        }),
      ),
    );
    const expiresAt = new Date(Date.now() + 60_000).toISOString();
    useBookingStore.getState().startTimer(expiresAt);
    renderAt('/fr/summary', <BasketTimer language="fr" />);

    fireEvent.click(screen.getByRole('button', { name: 'Garder ma sélection 15 minutes de plus' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      "Il n'y a plus assez de places pour cette date.",
    );
    expect(useBookingStore.getState().timer.expiredDate).toBe(expiresAt);
  });

  it('shows nothing once the booking is paid', () => {
    useBookingStore.getState().startTimer(new Date(Date.now() + 60_000).toISOString());
    useBookingStore.getState().markPaid();
    renderAt('/fr/confirmation', <BasketTimer language="fr" />);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('blocks the page when the selection expired; « I understand » releases the places and starts again', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ data: { removeOrderLockedStocks: { success: true, code: null } } }),
    );
    vi.stubGlobal('fetch', fetch);
    // jsdom has no CSS.escape, which React Aria's modal reads a meta tag with.
    vi.stubGlobal('CSS', { escape: (value: string) => value });
    useBookingStore.getState().setDates('2027-06-12', 1);
    useBookingStore.getState().startTimer(new Date(Date.now() - 1000).toISOString());
    renderAt('/fr/summary', <BasketTimer language="fr" />);

    const dialog = await screen.findByRole('alertdialog', { name: 'Votre sélection a expiré' });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "J'ai compris" }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr'));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    expect(body.variables).toEqual({
      deleteLockedStockData: { orderId: ORDER_ID, service: 'ALL' },
    });
    expect(useBookingStore.getState().booking.startDate).toBeNull();
    expect(useBookingStore.getState().timer.timerEnabled).toBe(false);
  });

  it('« I understand » on a page of the funnel lands on the start page of the language, with the defaults, whatever that page guards (readings.md §14)', async () => {
    // Releasing places succeeds; every other request stays pending, the pages' data is not looked at.
    const fetch = vi.fn((_url: string, init: RequestInit) =>
      String(init.body).includes('RemoveOrderLockedStocks')
        ? Promise.resolve(
            Response.json({ data: { removeOrderLockedStocks: { success: true, code: null } } }),
          )
        : new Promise<Response>(() => {}),
    );
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('CSS', { escape: (value: string) => value });
    const store = useBookingStore.getState();
    store.chooseGroup({ ...store.booking.group, adults: 4, children: 1 });
    store.setDates('2027-06-12', 1);
    store.chooseOffer(makeOffer());
    store.startTimer(new Date(Date.now() - 1000).toISOString());
    renderApp('/fr/pass');

    await screen.findByRole('alertdialog', { name: 'Votre sélection a expiré' });
    fireEvent.click(screen.getByRole('button', { name: "J'ai compris" }));

    await screen.findByRole('heading', { level: 1, name: /Qui vient au parc/ });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const { booking, funnel, timer, restarting } = useBookingStore.getState();
    expect(booking).toEqual(defaultBooking());
    expect(funnel.groupChosen).toBe(false);
    expect(timer).toEqual({ timerEnabled: false, expiredDate: null, renewals: 0 });
    expect(restarting).toBe(false);
  });
});

import { defaultBooking } from '@sesame/domain/booking/default-booking';
import type { Route } from '@sesame/domain/funnel/routes';
import { makeOffer } from '@sesame/domain/testing/fixtures';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TotalBar } from '../../components/ui/total-bar.tsx';
import { renderApp, renderAt } from '../../testing/render-app.tsx';
import { BasketBar, loadBasketTimer } from './basket-bar.tsx';
import { useBookingStore } from './booking-store.ts';

const ORDER_ID = '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a';
const WARNING =
  'Votre sélection expire dans moins de 2 minutes. Vous pouvez la garder 15 minutes de plus\u00a0: elle sera mise à jour et les prix peuvent changer.';

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

function renderBar(route: Route, page: React.ReactNode = <p>La page</p>) {
  return renderAt(
    `/fr/${route}`,
    <BasketBar language="fr" route={route}>
      {page}
    </BasketBar>,
  );
}

const region = () => screen.getByRole('region', { name: 'Panier et temps restant' });

/** The bar's polite announcement (the test router's location output is a status too). */
const announcement = () =>
  screen.getAllByRole('status').find((element) => element.tagName === 'P')?.textContent;

describe('the basket bar', () => {
  // As a tab holding places does before its first render (main.tsx).
  beforeAll(async () => {
    await loadBasketTimer();
  });
  beforeEach(() => {
    useBookingStore.getState().startNewBooking();
    useBookingStore.getState().setOrder({ orderId: ORDER_ID, shortOrderId: 'K7QH2MZP' });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the time left while places are held, and the basket total', () => {
    const store = useBookingStore.getState();
    store.chooseOffer(makeOffer());
    store.startTimer(inSeconds(14 * 60 + 30));
    renderBar('pass');

    expect(region()).toBeTruthy();
    expect(screen.getByText('14:30')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toContain(
      'Il reste 15 minutes pour finaliser votre commande',
    );
    expect(screen.getByText('Total de votre panier').nextSibling?.textContent).toBe('98,00\u00a0€');
  });

  it("shows the page's total and its way on instead of the basket's", async () => {
    const onAction = vi.fn();
    useBookingStore.getState().chooseOffer(makeOffer());
    useBookingStore.getState().startTimer(inSeconds(600));
    renderBar(
      'pass',
      <TotalBar
        label="Total avec le pass"
        amount="150,00 €"
        action="Continuer"
        onAction={onAction}
      />,
    );

    const bar = region();
    await waitFor(() => expect(bar.textContent).toContain('Total avec le pass150,00 €'));
    expect(bar.textContent).not.toContain('Total de votre panier');
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('warns two minutes before expiry, not before, and announces it once', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    useBookingStore.getState().startTimer(inSeconds(2 * 60 + 3));
    renderBar('summary');

    expect(announcement()).toBe('');
    expect(region().textContent).not.toContain('expire');
    expect(screen.queryByRole('button', { name: 'Garder ma sélection' })).toBeNull();

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('2:00')).toBeTruthy();
    expect(announcement()).toBe(WARNING);
    const renew = screen.getByRole('button', { name: 'Garder ma sélection' });
    expect(renew.previousElementSibling?.textContent).toBe(WARNING);

    const status = screen.getAllByRole('status').find((element) => element.tagName === 'P');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('1:55')).toBeTruthy();
    // The same words in the same region: nothing new to announce as the seconds go.
    expect(screen.getAllByRole('status').find((element) => element.tagName === 'P')).toBe(status);
    expect(status?.textContent).toBe(WARNING);
  });

  it('keeps the selection 15 minutes more (readings.md §15)', async () => {
    const renewed = inSeconds(15 * 60);
    const fetch = vi.fn(async () =>
      Response.json({
        data: {
          renewLockedStock: { success: true, code: null, expiresAt: renewed, renewalsLeft: 2 },
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    useBookingStore.getState().startTimer(inSeconds(90));
    renderBar('summary');

    fireEvent.click(screen.getByRole('button', { name: 'Garder ma sélection' }));

    await waitFor(() =>
      expect(announcement()).toBe('Votre sélection est prolongée de 15 minutes.'),
    );
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).variables).toEqual({ orderId: ORDER_ID });
    expect(useBookingStore.getState().timer).toEqual({
      timerEnabled: true,
      expiredDate: renewed,
      renewals: 1,
    });
    expect(screen.getByText(/^1[45]:\d\d$/)).toBeTruthy();
    expect(region().textContent).not.toContain('expire');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('warns without offering to keep the selection after 3 renewals', () => {
    useBookingStore.getState().renewTimer(inSeconds(60), 3);
    renderBar('summary');
    expect(announcement()).toBe('Votre sélection expire dans moins de 2 minutes.');
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
    const expiresAt = inSeconds(60);
    useBookingStore.getState().startTimer(expiresAt);
    renderBar('summary');

    fireEvent.click(screen.getByRole('button', { name: 'Garder ma sélection' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      "Il n'y a plus assez de places pour cette date.",
    );
    expect(useBookingStore.getState().timer.expiredDate).toBe(expiresAt);
  });

  it('shows nothing once the booking is paid', () => {
    useBookingStore.getState().startTimer(inSeconds(60));
    useBookingStore.getState().markPaid();
    renderBar('confirmation');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('blocks the page when the selection expired; « I understand » releases the places and starts again', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ data: { removeOrderLockedStocks: { success: true, code: null } } }),
    );
    vi.stubGlobal('fetch', fetch);
    // jsdom has no CSS.escape, which React Aria's modal reads a meta tag with.
    vi.stubGlobal('CSS', { escape: (value: string) => value });
    useBookingStore.getState().setDates('2027-06-12', 1);
    useBookingStore.getState().startTimer(inSeconds(-1));
    renderBar('summary');

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
    store.startTimer(inSeconds(-1));
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

import { makeOffer } from '@sesame/domain/testing/fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { deferred } from '../testing/deferred.ts';
import { renderApp } from '../testing/render-app.tsx';

// A day the park is closed (catalogue.md §7.9: France opens in April): "today" sells nothing.
const NOW = new Date('2026-11-25T09:00:00Z');

/** An offer as offersByGroup answers it: priced from its cheapest day, with no stock of a day. */
const fromOffer = (code: string, name: string, duration: number, totalPrice: number) => ({
  ...makeOffer({ code, name, duration }),
  media: null,
  stock: [],
  price: {
    basePrice: totalPrice / 2,
    totalPrice,
    adultPrice: totalPrice,
    adultUnitPrice: totalPrice / 2,
    childrenPrice: 0,
    childrenUnitPrice: 0,
  },
});

function stubServer({
  content = (_kind: string) => Response.json({ nodes: [] }),
  offersAnswered = Promise.resolve(),
} = {}) {
  const offerQueries: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      if (url.startsWith('/api/content/')) return content(body.query);
      const operation = /query (\w+)/.exec(String(body.query))?.[1] ?? '';
      if (operation === 'OffersByGroup' || operation === 'Offers') {
        offerQueries.push({ operation, variables: body.variables });
        await offersAnswered;
        const offers = [
          fromOffer('FR-D1', 'Billet 1 jour', 1, 9800),
          fromOffer('FR-D2', 'Billet 2 jours', 2, 17200),
        ];
        return Response.json({
          data: { [operation === 'Offers' ? 'offers' : 'offersByGroup']: offers },
        });
      }
      return new Promise<Response>(() => {});
    }),
  );
  return offerQueries;
}

describe('offers on track offer (readings.md §11)', () => {
  beforeEach(() => {
    const store = useBookingStore.getState();
    store.startNewBooking();
    store.setTrack('offer');
    store.chooseGroup(useBookingStore.getState().booking.group);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists every offer of the sales calendar, of any duration, priced from, without a date', async () => {
    const offerQueries = stubServer();
    renderApp('/fr/offers', { now: NOW });

    const card = (await screen.findByRole('heading', { name: 'Billet 2 jours' })).closest(
      'article',
    ) as HTMLElement;
    const total = within(card).getByText('À partir de, pour votre groupe').parentElement;
    expect(total?.textContent).toMatch(/172,00\s€/);
    expect(offerQueries).toEqual([
      {
        operation: 'OffersByGroup',
        variables: expect.not.objectContaining({ startDate: expect.anything() }),
      },
    ]);
    expect(offerQueries[0]?.variables).toMatchObject({ purchaseDate: '2026-11-25', adults: 2 });
    expect(offerQueries[0]?.variables).not.toHaveProperty('duration');
  });

  it('shows the page’s alert with the offers, not above the spinner where it would push them down', async () => {
    const offersAnswered = deferred<void>();
    const alertsAnswered = deferred<void>();
    const alert = { code: 'OFFERS', title: 'Billets datés', text: 'Valables le jour choisi.' };
    stubServer({
      content: (kind) => {
        if (kind !== 'vel_message') return Response.json({ nodes: [] });
        alertsAnswered.resolve();
        return Response.json({ nodes: [alert] });
      },
      offersAnswered: offersAnswered.promise,
    });
    renderApp('/fr/offers', { now: NOW });
    await alertsAnswered.promise;
    expect(await screen.findByText('Recherche des offres…')).toBeTruthy();
    expect(screen.queryByText('Billets datés')).toBeNull();

    offersAnswered.resolve();
    expect(await screen.findByText('Billets datés')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Billet 2 jours' })).toBeTruthy();
  });

  it('chooses the offer before the day: on to its calendar, nothing held yet', async () => {
    stubServer();
    renderApp('/fr/offers', { now: NOW });

    fireEvent.click(await screen.findByRole('button', { name: /^Choisir\s*Billet 2 jours$/ }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr/duration'));
    expect(useBookingStore.getState().booking).toMatchObject({
      offer: { code: 'FR-D2' },
      startDate: null,
    });
    expect(useBookingStore.getState().order.orderId).toBeNull();
  });

  it('shows each offer with its marketing line from the content service', async () => {
    stubServer({
      content: () =>
        Response.json({
          nodes: [
            {
              code: 'FR-D2',
              title: 'x',
              text: 'x',
              ticket_description_brief: 'Le choix des familles',
            },
          ],
        }),
    });
    renderApp('/fr/offers', { now: NOW });

    const card = (await screen.findByRole('heading', { name: 'Billet 2 jours' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('Le choix des familles')).toBeTruthy();
  });

  it('empties the list and says so when the content service fails (booking-funnel.md §8)', async () => {
    stubServer({ content: () => new Response('', { status: 503 }) });
    renderApp('/fr/offers', { now: NOW });

    expect(
      await screen.findByText('Une erreur est survenue. Veuillez réessayer plus tard.'),
    ).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});

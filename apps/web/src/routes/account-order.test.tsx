import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { SESSION_STORAGE_KEY } from '../lib/auth-session.ts';
import { renderApp } from '../testing/render-app.tsx';
import { accountOrder, signIn, stubServer } from './account-test-fixture.ts';

const NOW = new Date('2026-11-25T09:00:00Z');
const ORDER = '0b7c8a10-1111-4222-8333-944455556666';
const files = (orderId: string, withInvoice = true) => [
  { Key: `order/${orderId}/tickets.pdf`, Url: '/api/documents/s/tickets.pdf' },
  { Key: `order/${orderId}/ticket-2.pdf`, Url: '/api/documents/s/tickets/2.pdf' },
  { Key: `order/${orderId}/ticket-1.pdf`, Url: '/api/documents/s/tickets/1.pdf' },
  ...(withInvoice
    ? [{ Key: `order/${orderId}/facture-FR-2026-000001.pdf`, Url: '/api/documents/s/invoice.pdf' }]
    : []),
  { Key: 'order/another/tickets.pdf', Url: '/api/documents/other/tickets.pdf' },
];

const EXTRAS = '5e8f1a22-7777-4888-9999-aaaabbbbcccc';
/** A day with the show at 21:30, for two adults and a child. */
const DAY_AND_SHOW = {
  type: 'dayAndShow',
  code: 'FR-D1NS',
  name: 'Journée et spectacle',
  quantity: 3,
  price: 14000,
  prices: { adultPrice: 5000, childPrice: 4000 },
  group: { adults: 2, children: 1 },
  dates: { accessDate: '2026-12-20', accessEndDate: '2026-12-20', sessionTime: '21:30' },
};
/** A dinner at 19:45 added to the visit of ORDER. */
const DINNER_ADDED = accountOrder(EXTRAS, '2026-12-20', {
  gtsId: ORDER,
  totalPrice: 7800,
  catering: [{ date: '2026-12-20', serviceTime: '19:45' }],
});

describe('mon-compte/resadetail, an order (checkout-and-account.md §2, §3, §4, §7)', {
  timeout: 20_000,
}, () => {
  beforeEach(() => {
    useBookingStore.getState().startNewBooking();
    sessionStorage.removeItem(SESSION_STORAGE_KEY);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows products, dates, session times, group, prices and the files', async () => {
    const calls = stubServer({
      orders: [
        accountOrder(ORDER, '2026-12-20', {
          products: [DAY_AND_SHOW],
        }),
      ],
      files: files(ORDER),
    });
    signIn();
    renderApp(`/fr/mon-compte/resadetail?id=${ORDER}`, { now: NOW });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Commande 0B7C8A10' }),
    ).toBeTruthy();
    const products = screen.getByRole('region', { name: 'Produits' });
    expect(within(products).getByText('Journée et spectacle')).toBeTruthy();
    expect(
      within(products).getByText('20/12/2026 · séance de 21 h 30 · 2 adultes et 1 enfant'),
    ).toBeTruthy();
    expect(within(products).getByText('Adulte 50,00 € · Enfant 40,00 €')).toBeTruthy();
    expect(within(products).getByText('140,00 €')).toBeTruthy();
    expect(screen.getByText('2 adultes et 1 enfant')).toBeTruthy();

    const documents = screen.getByRole('region', { name: 'Billets et facture' });
    const links = await within(documents).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tous les billets (PDF)', '/api/documents/s/tickets.pdf'],
      ['Billet 1 (PDF)', '/api/documents/s/tickets/1.pdf'],
      ['Billet 2 (PDF)', '/api/documents/s/tickets/2.pdf'],
      ["Facture (PDF)s'ouvre dans un nouvel onglet", '/api/documents/s/invoice.pdf'],
    ]);
    expect(links[3]?.getAttribute('target')).toBe('_blank');
    const filesCall = calls.find((call) => call.url.startsWith('/api/files'));
    expect(filesCall?.url).toMatch(/^\/api\/files\?nonce=[0-9a-f]{24}$/);
    expect(filesCall?.headers.authorization).toBe('Bearer a.b.c');
    expect(screen.getByRole('link', { name: 'Retour' }).getAttribute('href')).toBe(
      '/fr/mon-compte',
    );
  });

  it('shows the extras added to the visit: the completion’s dinner in the order’s visit (§4)', async () => {
    stubServer({ orders: [accountOrder(ORDER, '2026-12-20'), DINNER_ADDED], files: files(ORDER) });
    signIn();
    renderApp(`/fr/mon-compte/resadetail?id=${ORDER}`, { now: NOW });
    const visit = await screen.findByRole('region', { name: 'Votre visite' });
    expect(visit.textContent).toContain(
      'Cette visite réunit les commandes 0B7C8A10, 5E8F1A22, pour un total de 167,00',
    );
    expect(within(visit).getByRole('listitem').textContent).toBe(
      'Restaurant le 20/12/2026 à 19\u00a0h\u00a045',
    );
  });

  it.each([
    ['fr', 'séance de 21\u00a0h\u00a030', 'Restaurant le 20/12/2026 à 19\u00a0h\u00a045'],
    ['en', '9:30\u00a0pm show', 'Restaurant on 20/12/2026 at 7:45\u00a0pm'],
    ['es', 'sesión de las 21:30', 'Restaurante el 20/12/2026 a las 19:45'],
  ])('writes the show’s and the dinner’s times as %s does', async (language, show, dinner) => {
    stubServer({
      orders: [accountOrder(ORDER, '2026-12-20', { products: [DAY_AND_SHOW] }), DINNER_ADDED],
      files: files(ORDER),
    });
    signIn();
    renderApp(`/${language}/mon-compte/resadetail?id=${ORDER}`, { now: NOW });
    // Read from the text itself: Testing Library's queries turn the no-break spaces into spaces.
    await waitFor(() => expect(document.body.textContent).toContain(show));
    expect(document.body.textContent).toContain(dinner);
  });

  it('shows the hotel night added to the visit: the completion’s stay in the order’s visit (§4)', async () => {
    stubServer({
      orders: [
        accountOrder(ORDER, '2026-12-20', { accessEndDate: '2026-12-21' }),
        accountOrder(EXTRAS, '2026-12-20', {
          accessEndDate: '2026-12-21',
          gtsId: ORDER,
          totalPrice: 16900,
          accommodation: {
            code: 'H-FR-CAS',
            name: 'Le Castellum',
            startDate: '2026-12-20',
            nights: 1,
          },
        }),
      ],
      files: files(ORDER),
    });
    signIn();
    renderApp(`/fr/mon-compte/resadetail?id=${ORDER}`, { now: NOW });
    const visit = await screen.findByRole('region', { name: 'Votre visite' });
    expect(visit.textContent).toContain('Hôtel\u00a0: Le Castellum, 1 nuit à partir du 20/12/2026');
  });

  it("says 'no invoice for this order' when there is none", async () => {
    stubServer({ orders: [accountOrder(ORDER, '2026-12-20')], files: files(ORDER, false) });
    signIn();
    renderApp(`/fr/mon-compte/resadetail?id=${ORDER}`, { now: NOW });
    expect(await screen.findByText('Pas de facture pour cette commande.')).toBeTruthy();
  });

  it('is read-only, with the message to contact support, when the park changed it', async () => {
    stubServer({
      orders: [accountOrder(ORDER, '2026-12-20', { readOnlyReason: 'CHANGED_BY_PARK' })],
      files: files(ORDER),
    });
    signIn();
    renderApp(`/fr/mon-compte/resadetail?id=${ORDER}`, { now: NOW });
    expect(await screen.findByText('Commande modifiée par le parc')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Contacter l'assistance" })).toBeTruthy();
  });

  it('finds nothing for an id that is not one of the customer’s orders', async () => {
    stubServer({ orders: [accountOrder(ORDER, '2026-12-20')] });
    signIn();
    renderApp('/fr/mon-compte/resadetail?id=0b7c8a10-0000-4000-8000-000000000000', { now: NOW });
    await waitFor(() =>
      expect(screen.getByText("Cette commande n'est pas dans votre compte.")).toBeTruthy(),
    );
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { SESSION_STORAGE_KEY } from '../lib/auth-session.ts';
import { renderApp } from '../testing/render-app.tsx';
import { accountOrder, signIn, stubServer } from './account-test-fixture.ts';

const NOW = new Date('2026-11-25T09:00:00Z');
const location = () => screen.getByTestId('location').textContent;

describe('mon-compte, the visits (checkout-and-account.md §2, §4, readings.md §5)', () => {
  beforeEach(() => {
    useBookingStore.getState().startNewBooking();
    useBookingStore.getState().logOut();
    sessionStorage.removeItem(SESSION_STORAGE_KEY);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends a visitor who is not logged in to identification', async () => {
    stubServer({});
    renderApp('/fr/mon-compte', { now: NOW });
    await waitFor(() => expect(location()).toBe('/fr/identification'));
  });

  it('shows the next visit, the others to come in ascending order, then the past ones', async () => {
    const calls = stubServer({
      orders: [
        accountOrder('past-one', '2026-06-01'),
        accountOrder('today-s', '2026-11-25'),
        accountOrder('spring', '2027-04-02'),
        accountOrder('winter', '2026-12-20'),
      ],
    });
    signIn();
    renderApp('/fr/mon-compte', { now: NOW });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes visites' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Mes visites · Sesame'));

    const next = await screen.findByRole('region', { name: 'Ma prochaine visite' });
    expect(within(next).getByText("C'est aujourd'hui !")).toBeTruthy();
    expect(within(next).getByText('Prochaine visite')).toBeTruthy();
    const future = screen.getByRole('region', { name: 'Visites à venir' });
    expect(
      within(future)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['dimanche 20 décembre 2026', 'vendredi 2 avril 2027']);
    const past = screen.getByRole('region', { name: 'Visites passées' });
    expect(within(past).getByText('lundi 1 juin 2026')).toBeTruthy();
    expect(within(past).getByText('Passée')).toBeTruthy();
    const graphql = calls.find((call) => call.url === '/graphql');
    expect(graphql?.headers.authorization).toBe('Bearer a.b.c');
  });

  it.each([
    ['fr', ['12\u00a0h\u00a030Restaurant', '21\u00a0h\u00a030Journée et spectacle']],
    ['en', ['12:30\u00a0pmRestaurant', '9:30\u00a0pmJournée et spectacle']],
    ['es', ['12:30Restaurante', '21:30Journée et spectacle']],
  ])('writes the times of the next visit’s day as %s does', async (language, items) => {
    stubServer({
      orders: [
        accountOrder('show-day', '2026-12-20', {
          catering: [{ date: '2026-12-20', serviceTime: '12:30' }],
          products: [
            {
              type: 'dayAndShow',
              code: 'FR-D1NS',
              name: 'Journée et spectacle',
              quantity: 2,
              price: 16800,
              prices: { adultPrice: 8400, childPrice: 0 },
              group: { adults: 2, children: 0 },
              dates: {
                accessDate: '2026-12-20',
                accessEndDate: '2026-12-20',
                sessionTime: '21:30',
              },
            },
          ],
        }),
      ],
    });
    signIn();
    renderApp(`/${language}/mon-compte`, { now: NOW });
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
        expect.arrayContaining(items),
      ),
    );
  });

  it('merges the orders of one visit (same gtsId) into one card', async () => {
    stubServer({
      orders: [
        accountOrder('first-o', '2026-12-20', { gtsId: 'visit-1' }),
        accountOrder('extra-o', '2026-12-20', {
          gtsId: 'visit-1',
          totalPrice: 2450,
          products: [],
        }),
      ],
    });
    signIn();
    renderApp('/fr/mon-compte', { now: NOW });
    const next = await screen.findByRole('region', { name: 'Ma prochaine visite' });
    const card = within(next).getByRole('article');
    expect(within(card).getByText('FIRST-O, EXTRA-O')).toBeTruthy();
    expect(within(card).getByText('113,50 €')).toBeTruthy();
    expect(within(card).getAllByRole('link', { name: /Voir la commande/ })).toHaveLength(2);
  });

  it("says 'Error when set my orders' in French when the orders fail to load", async () => {
    stubServer({ orders: 'error' });
    signIn();
    renderApp('/fr/mon-compte', { now: NOW });
    expect(
      await screen.findByText('Erreur lors du chargement de mes commandes. Veuillez réessayer.'),
    ).toBeTruthy();
  });

  it('shows the first 5 FAQ items of the page, expandable, and the public FAQ', async () => {
    const calls = stubServer({
      orders: [],
      faq: Array.from({ length: 6 }, (_, n) => ({
        code: `Q${n}`,
        title: `Question ${n}`,
        text: `Réponse ${n}`,
      })),
    });
    signIn();
    renderApp('/fr/mon-compte', { now: NOW });
    const faq = await screen.findByRole('region', { name: 'Questions fréquentes' });
    expect(within(faq).getAllByText(/^Question \d$/)).toHaveLength(5);
    const first = within(faq).getByText('Question 0').closest('details') as HTMLDetailsElement;
    expect(first.open).toBe(false);
    fireEvent.click(within(faq).getByText('Question 0'));
    expect(first.open).toBe(true);
    expect(
      within(faq).getByRole('link', { name: 'Voir toute la FAQ' }).getAttribute('href'),
    ).toMatch(/\/fr\/faq$/);
    const content = calls.find((call) => call.url === '/api/content/drupal');
    expect(content?.body).toEqual({
      query: 'faq',
      variables: { language: 'fr', faqCode: 'MON_COMPTE' },
    });
    // The visits' answer renders apart from the FAQ's (decision 46).
    expect(await screen.findByRole('link', { name: 'Réserver une visite' })).toBeTruthy();
  });

  it('disconnects: closes the session, clears the customer, goes to identification', async () => {
    const calls = stubServer({
      orders: [],
      idp: () => new Response(null, { status: 204 }),
    });
    signIn();
    renderApp('/fr/mon-compte', { now: NOW });
    const menu = await screen.findByRole('navigation', { name: 'Mon compte' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Mes visites', 'Historique', 'Mon profil', 'Paramètres']);
    expect(
      within(menu).getByRole('link', { name: 'Mes visites' }).getAttribute('aria-current'),
    ).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(location()).toBe('/fr/identification'));
    expect(calls.some((call) => call.url === '/idp/oauth2/v1/revoke')).toBe(true);
    expect(useBookingStore.getState().customer).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

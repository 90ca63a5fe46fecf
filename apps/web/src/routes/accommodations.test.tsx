import { defaultBooking } from '@sesame/domain/booking/default-booking';
import { presetCompletion } from '@sesame/domain/completion/completion-preset';
import { makeOffer } from '@sesame/domain/testing/fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NO_FILTERS,
  useAccommodationStore,
} from '../features/accommodation/accommodation-store.ts';
import { listedCastellum, listedMoulin } from '../features/accommodation/stay-fixtures.ts';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { COMPLETION_ID, twoDayOrder } from '../features/completion/completion-test-data.ts';
import type { ListedStayFieldsFragment } from '../lib/generated/graphql.ts';
import { renderApp } from '../testing/render-app.tsx';

const DAY = '2027-06-12';
const NOW = new Date('2027-05-20T09:00:00Z');
const FAMILY = { ...defaultBooking().group, adults: 2, children: 2, babies: 1 };

type Search = Record<string, unknown>;

/** The server: park hotels for `internal`, partners otherwise; every search is kept. */
function stubServer(answer: (variables: Search) => ListedStayFieldsFragment[]) {
  const searches: Search[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query, variables } = JSON.parse(String(init.body));
      if (query.includes('query StayList(')) {
        searches.push(variables);
        return Response.json({ data: { accommodation: answer(variables) } });
      }
      if (query.includes('query PackageStayList(')) {
        searches.push(variables);
        return Response.json({
          data: {
            packages: answer(variables).map((accommodation) => ({
              ...accommodation,
              ticketPrice: 16600,
            })),
          },
        });
      }
      return new Promise<Response>(() => {});
    }),
  );
  return searches;
}

const bothKinds = (variables: Search) =>
  variables.internal ? [listedCastellum(), listedMoulin()] : [listedMoulin()];
const section = (name: string) => screen.getByRole('region', { name });
const hotelNames = (name: string) =>
  within(section(name))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

function startStay(offer = makeOffer({ code: 'FR-D2', name: 'Billet 2 jours' })) {
  const store = useBookingStore.getState();
  store.startNewBooking();
  store.chooseGroup(FAMILY);
  store.setDates(DAY, 2);
  store.chooseOffer(offer);
}

describe('the accommodation list', () => {
  beforeEach(() => {
    startStay();
    useAccommodationStore.setState({ chosen: null, filters: NO_FILTERS, sort: 'price' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the park hotels and the other accommodations apart, from their own searches', async () => {
    const searches = stubServer(bothKinds);
    renderApp('/fr/accommodations', { now: NOW });

    await waitFor(() => expect(hotelNames('Les hôtels du parc')).toEqual(['Le Castellum']));
    expect(hotelNames('Autres hébergements')).toEqual(['Hôtel du Moulin des Brandes']);
    const rooms = [{ adults: 2, children: 3, ages: [11, 11, 1] }];
    expect(searches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          internal: true,
          duration: 2,
          startDate: DAY,
          distribution: rooms,
        }),
        expect.objectContaining({ internal: false, adults: 2, children: 2, babies: 1 }),
      ]),
    );
    const card = screen.getByRole('heading', { name: 'Le Castellum' }).closest('li') as HTMLElement;
    expect(card.textContent).toMatch(/À partir de 199,00\s€ la nuit.*199,00\s€ pour votre séjour/);
    expect(within(card).getByRole('img', { name: '3 étoiles' })).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Voir les chambres de Le Castellum' }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'La porte du Castellum' })).toBeTruthy();
    expect(within(card).getByText('Dernières chambres')).toBeTruthy();
    const moulin = screen
      .getByRole('heading', { name: 'Hôtel du Moulin des Brandes' })
      .closest('li') as HTMLElement;
    expect(within(moulin).queryByText('Dernières chambres')).toBeNull();
  });

  it('tries the next distribution level when one finds nothing, and says when no hotel has room', async () => {
    const searches = stubServer(() => []);
    renderApp('/fr/accommodations', { now: NOW });

    expect(
      await screen.findByText(
        'Victimes de leur succès, les hôtels ne sont plus disponibles pour vos dates.',
      ),
    ).toBeTruthy();
    // One room, then two (two adults, so no third): for each kind of hotel.
    const parkLevels = searches
      .filter((s) => s.internal)
      .map((s) => (s.distribution as unknown[]).length);
    expect(parkLevels).toEqual([1, 2]);
  });

  it('shows the rule’s message when the minimum price is above the maximum', async () => {
    stubServer(bothKinds);
    renderApp('/fr/accommodations', { now: NOW });
    await screen.findByRole('heading', { name: 'Le Castellum' });

    fireEvent.change(screen.getByLabelText('Prix minimum (€)'), { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText('Prix maximum (€)'), { target: { value: '150' } });
    expect(
      screen.getByText('Le prix minimum ne peut pas être supérieur au prix maximum.'),
    ).toBeTruthy();
    // Until corrected, the price filters nothing out.
    expect(hotelNames('Les hôtels du parc')).toEqual(['Le Castellum']);

    fireEvent.change(screen.getByLabelText('Prix minimum (€)'), { target: { value: '120' } });
    expect(hotelNames('Les hôtels du parc')).toEqual([]);
    expect(hotelNames('Autres hébergements')).toEqual([]);
    expect(
      screen.getByText('Aucun hébergement ne correspond à vos filtres de recherche.'),
    ).toBeTruthy();
  });

  it('filters by stars, type and service, and clears the filters', async () => {
    stubServer(bothKinds);
    renderApp('/fr/accommodations', { now: NOW });
    await screen.findByRole('heading', { name: 'Le Castellum' });

    fireEvent.click(screen.getByRole('checkbox', { name: '2 étoiles' }));
    expect(hotelNames('Les hôtels du parc')).toEqual([]);
    expect(hotelNames('Autres hébergements')).toEqual(['Hôtel du Moulin des Brandes']);

    fireEvent.click(
      screen.getAllByRole('button', { name: 'Effacer les filtres' })[0] as HTMLElement,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hôtel à thème du parc' }));
    expect(hotelNames('Autres hébergements')).toEqual([]);
    expect(hotelNames('Les hôtels du parc')).toEqual(['Le Castellum']);

    fireEvent.click(
      screen.getAllByRole('button', { name: 'Effacer les filtres' })[0] as HTMLElement,
    );
    fireEvent.change(screen.getByLabelText('Service'), { target: { value: 'PARKING' } });
    expect(hotelNames('Les hôtels du parc')).toEqual([]);
    expect(hotelNames('Autres hébergements')).toEqual(['Hôtel du Moulin des Brandes']);
  });

  it('sorts by price, distance or stars', async () => {
    const cheapFar = listedMoulin({
      code: 'H-FAR',
      title: 'Loin',
      price: 9000,
      distance: 25,
      stars: 4,
    });
    stubServer((v) => (v.internal ? [] : [listedMoulin(), cheapFar]));
    renderApp('/fr/accommodations', { now: NOW });
    await screen.findByRole('heading', { name: 'Loin' });

    expect(hotelNames('Autres hébergements')).toEqual(['Loin', 'Hôtel du Moulin des Brandes']);
    fireEvent.change(screen.getByLabelText('Trier par'), { target: { value: 'distance' } });
    expect(hotelNames('Autres hébergements')).toEqual(['Hôtel du Moulin des Brandes', 'Loin']);
    fireEvent.change(screen.getByLabelText('Trier par'), { target: { value: 'stars' } });
    expect(hotelNames('Autres hébergements')).toEqual(['Loin', 'Hôtel du Moulin des Brandes']);
  });

  it('lets a visitor go on without a hotel, but a package needs its hotel', async () => {
    stubServer(bothKinds);
    renderApp('/fr/accommodations', { now: NOW });
    fireEvent.click(await screen.findByRole('button', { name: 'Continuer sans hébergement' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr/restaurants'));
    cleanup();

    startStay(makeOffer({ code: 'FR-PK1', name: 'Séjour 2 jours', kind: 'package' }));
    const searches = stubServer(bothKinds);
    renderApp('/fr/accommodations', { now: NOW });
    await screen.findByRole('heading', { name: 'Le Castellum' });
    expect(searches[0]?.prepackage).toEqual({ id: 'FR-PK1', startDate: DAY, duration: 2 });
    expect(screen.getByText(/365,00\s€ la formule, billets compris/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continuer' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  // catalogue.md §7.2 and docs/spec-readings.md: a 1-day package has its own night.
  it.each([
    ['the 1 day + show + 1 night package', makeOffer({ code: 'ES-PK1', kind: 'package' })],
    ['the Christmas combo with its night', makeOffer({ code: 'ES-XMAS-PK', kind: 'christmas' })],
  ])('searches the hotels of %s for its own night', async (_label, offer) => {
    useBookingStore.getState().setDates(DAY, 1);
    useBookingStore.getState().chooseOffer({ ...offer, duration: 1, nights: 1 });
    const searches = stubServer(bothKinds);
    renderApp('/fr/accommodations', { now: NOW });
    await screen.findByRole('heading', { name: 'Le Castellum' });
    expect(searches[0]?.prepackage).toEqual({ id: offer.code, startDate: DAY, duration: 1 });
    expect(screen.getByText(/au dimanche 13 juin 2027, 1 nuit/)).toBeTruthy();
  });

  it('says a one-day visit gives no access to the hotels, and asks for none', async () => {
    const searches = stubServer(bothKinds);
    useBookingStore.getState().setDates(DAY, 1);
    renderApp('/fr/accommodations', { now: NOW });
    expect(await screen.findByText(/ne donne pas accès aux hôtels/)).toBeTruthy();
    expect(searches).toEqual([]);
  });
});

describe('the accommodation list in completion mode (checkout-and-account.md §4)', () => {
  beforeEach(() => {
    useBookingStore.getState().startNewBooking();
    useBookingStore.getState().enterCompletion(presetCompletion(twoDayOrder()), {
      orderId: COMPLETION_ID,
      shortOrderId: 'P4XW8NQ2',
    });
    useAccommodationStore.setState({ chosen: null, filters: NO_FILTERS, sort: 'price' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('searches the paid visit’s hotels with the partner header, shows what it has, and goes on to the next extra', async () => {
    const searches: Array<{ variables: Search; partner: string | null }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const { query, variables } = JSON.parse(String(init.body));
        if (!query.includes('query StayList(')) return new Promise<Response>(() => {});
        const headers = new Headers(init.headers);
        searches.push({ variables, partner: headers.get('X-Completion-Order') });
        return Response.json({ data: { accommodation: bothKinds(variables) } });
      }),
    );
    renderApp('/fr/accommodations', { now: NOW });

    await waitFor(() => expect(hotelNames('Les hôtels du parc')).toEqual(['Le Castellum']));
    expect(searches.map(({ partner }) => partner)).toEqual([COMPLETION_ID, COMPLETION_ID]);
    expect(searches[0]?.variables).toMatchObject({
      orderId: COMPLETION_ID,
      startDate: DAY,
      duration: 2,
      adults: 2,
      children: 2,
      babies: 1,
    });
    const booked = screen.getByRole('region', { name: 'Déjà réservé pour cette visite' });
    expect(within(booked).getByText('Vos billets d’entrée')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continuer sans hébergement' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr/restaurants'));
  });
});

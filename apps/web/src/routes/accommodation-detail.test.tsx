import { defaultBooking } from '@sesame/domain/booking/default-booking';
import { COMPLETION_HEADER } from '@sesame/domain/completion/completion-header';
import { presetCompletion } from '@sesame/domain/completion/completion-preset';
import { makeOffer, platformConfig } from '@sesame/domain/testing/fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NO_FILTERS,
  useAccommodationStore,
} from '../features/accommodation/accommodation-store.ts';
import {
  castellumContent,
  castellumSolutions,
  listedCastellum,
  TWO_ROOMS,
} from '../features/accommodation/stay-fixtures.ts';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { COMPLETION_ID, twoDayOrder } from '../features/completion/completion-test-data.ts';
import { renderApp } from '../testing/render-app.tsx';

const ORDER_ID = '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a';
const DAY = '2027-06-12';
const NOW = new Date('2027-05-20T09:00:00Z');
const EXPIRY = '2027-05-20T09:15:00.000Z';
const FAMILY = { ...defaultBooking().group, adults: 2, children: 2, babies: 1 };

type Answer = { success: boolean; code: string | null; expiresAt?: string | null };

/** The server as the hotel page sees it; every hold and release is kept, in order. */
function stubServer(
  answerHold: (code: string) => Answer = () => ({ success: true, code: null, expiresAt: EXPIRY }),
) {
  const calls: Array<[string, Record<string, unknown>]> = [];
  const searches: Array<Record<string, unknown>> = [];
  /** The partner header of each search (completion mode), null without one. */
  const partners: Array<string | null> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query, variables } = JSON.parse(String(init.body));
      if (/query (StayList|StayDetail)\(/.test(query)) {
        partners.push(new Headers(init.headers).get(COMPLETION_HEADER));
      }
      if (query.includes('query StayList(')) {
        return Response.json({ data: { accommodation: [listedCastellum()] } });
      }
      if (query.includes('query StayDetail(')) {
        searches.push(variables);
        const ticketPrice = variables.prepackage ? 16600 : null;
        return Response.json({
          data: {
            accommodationDetail: { ...castellumContent(), ...castellumSolutions(), ticketPrice },
          },
        });
      }
      if (query.includes('mutation SetLockedStock')) {
        calls.push(['hold', variables.lockedStockData]);
        return Response.json({
          data: { setLockedStock: answerHold(variables.lockedStockData.code) },
        });
      }
      if (query.includes('mutation RemoveLockedStock')) {
        calls.push(['release', variables.lockedStockData]);
        return Response.json({ data: { removeLockedStock: { success: true, code: null } } });
      }
      return new Promise<Response>(() => {});
    }),
  );
  return { calls, searches, partners };
}

const solution = (number: number) =>
  screen.getByRole('heading', { name: `Solution ${number}` }).closest('li') as HTMLElement;

describe('a hotel’s page', () => {
  beforeEach(() => {
    const store = useBookingStore.getState();
    store.startNewBooking();
    store.chooseGroup(FAMILY);
    store.setDates(DAY, 2);
    store.chooseOffer(makeOffer({ code: 'FR-D2', name: 'Billet 2 jours' }));
    store.setOrder({ orderId: ORDER_ID, shortOrderId: 'K7QH2MZP' });
    // The fixtures' solutions sleep the family in two rooms.
    useAccommodationStore.setState({
      chosen: { group: FAMILY, rooms: TWO_ROOMS },
      filters: NO_FILTERS,
      sort: 'price',
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows photos with their descriptions, services, reviews and each solution’s prices', async () => {
    stubServer();
    // A visitor who chose a hotel may come back to its page without the list.
    useBookingStore.getState().chooseAccommodation({
      code: 'H-FR-CAS',
      title: 'Le Castellum',
      providerType: 'INTERNE',
      price: 19900 as never,
      roomsSolution: null,
    });
    renderApp('/fr/accommodations/H-FR-CAS', { now: NOW });

    expect(await screen.findByRole('heading', { level: 1, name: 'Le Castellum' })).toBeTruthy();
    const photos = screen.getByRole('list', { name: 'Photos de Le Castellum' });
    expect(
      within(photos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['La porte du Castellum', 'Une chambre familiale']);
    expect(screen.getByText('Arrivée à partir de 15:00, départ avant 11:00.')).toBeTruthy();
    expect(screen.getByText('Piscine')).toBeTruthy();
    expect(screen.getByText('Wi-Fi')).toBeTruthy();
    expect(screen.getByText('Les enfants ont adoré.')).toBeTruthy();
    expect(solution(1).textContent).toMatch(
      /Chambre double\u00a0: 1 adulte, 1 enfant et 1 bébé.*Chambre double\u00a0: 1 adulte et 1 enfant.*Nuit du samedi 12 juin 2027318,00\s€.*Petit-déjeuner56,00\s€ en option.*Total pour 1 nuit318,00\s€/,
    );
    expect(solution(2).textContent).toMatch(
      /Chambre double\u00a0: 1 adulte, 1 enfant et 1 bébé.*Chambre familiale\u00a0: 1 adulte et 1 enfant.*Total pour 1 nuit358,00\s€/,
    );
    // The family room of solution 2 is among the last.
    expect(within(solution(1)).queryByText('Dernières chambres')).toBeNull();
    expect(within(solution(2)).getByText('Dernières chambres')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /Ajouter le petit-déjeuner/ }));
    expect(solution(1).textContent).toMatch(/Total pour 1 nuit374,00\s€/);
  });

  it('asks for the package’s hotel in package mode, and adds its tickets to each solution', async () => {
    const { searches } = stubServer();
    const store = useBookingStore.getState();
    store.chooseOffer(makeOffer({ code: 'FR-PK1', name: 'Séjour 2 jours', kind: 'package' }));
    store.chooseAccommodation({
      code: 'H-FR-CAS',
      title: 'Le Castellum',
      providerType: 'INTERNE',
      price: 19900 as never,
      roomsSolution: null,
    });
    renderApp('/fr/accommodations/H-FR-CAS', { now: NOW });

    await screen.findByRole('heading', { name: 'Solution 1' });
    expect(searches[0]).toMatchObject({
      code: 'H-FR-CAS',
      prepackage: { id: 'FR-PK1', startDate: DAY, duration: 2 },
    });
    expect(solution(1).textContent).toMatch(
      /Billets de la formule166,00\s€.*Total pour 1 nuit484,00\s€/,
    );
  });

  it('holds each room kind of the chosen solution for its nights, then goes on', async () => {
    const { calls } = stubServer();
    renderApp('/fr/accommodations', { now: NOW });
    fireEvent.click(await screen.findByRole('link', { name: 'Voir les chambres de Le Castellum' }));
    await screen.findByRole('heading', { name: 'Solution 2' });
    fireEvent.click(within(solution(2)).getByRole('button', { name: 'Choisir cette solution' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr/restaurants'));
    const held = { orderId: ORDER_ID, service: 'ACCOMMODATION', startDate: DAY, duration: 1 };
    expect(calls).toEqual([
      [
        'hold',
        {
          ...held,
          code: 'H-FR-CAS-DOUBLE',
          quantity: 1,
          distribution: [{ adults: 1, children: 2, ages: [11, 1] }],
        },
      ],
      [
        'hold',
        {
          ...held,
          code: 'H-FR-CAS-FAMILY',
          quantity: 1,
          distribution: [{ adults: 1, children: 1, ages: [11] }],
        },
      ],
    ]);
    const { booking, timer } = useBookingStore.getState();
    expect(booking.bookingAccommodation).toMatchObject({
      code: 'H-FR-CAS',
      price: 35800,
      roomsSolution: { index: 1, startDate: DAY, nights: 1, breakfast: false },
    });
    expect(timer.expiredDate).toBe(EXPIRY);
  });

  it('says the rooms were taken meanwhile, gives back what it held and shows what is left', async () => {
    const { calls, searches } = stubServer((code) =>
      code === 'H-FR-CAS-FAMILY'
        ? { success: false, code: 'SOLD_OUT' }
        : { success: true, code: null, expiresAt: EXPIRY },
    );
    renderApp('/fr/accommodations', { now: NOW, config: platformConfig() });
    fireEvent.click(await screen.findByRole('link', { name: 'Voir les chambres de Le Castellum' }));
    await screen.findByRole('heading', { name: 'Solution 2' });
    const before = searches.length;
    fireEvent.click(within(solution(2)).getByRole('button', { name: 'Choisir cette solution' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ces chambres viennent d’être réservées par un autre visiteur\u00a0: choisissez une autre solution.',
    );
    expect(calls.map(([kind, data]) => [kind, data.code])).toEqual([
      ['hold', 'H-FR-CAS-DOUBLE'],
      ['hold', 'H-FR-CAS-FAMILY'],
      ['release', 'H-FR-CAS-DOUBLE'],
    ]);
    expect(useBookingStore.getState().booking.bookingAccommodation).toBeNull();
    await waitFor(() => expect(searches.length).toBeGreaterThan(before));
    expect(screen.getByTestId('location').textContent).toBe('/fr/accommodations/H-FR-CAS');
  });

  it('sends a visitor who opens a hotel without the list to the list', async () => {
    stubServer();
    renderApp('/fr/accommodations/H-FR-CAS', { now: NOW });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/fr/accommodations'),
    );
  });
});

describe('a hotel’s page in completion mode (checkout-and-account.md §4)', () => {
  beforeEach(() => {
    useBookingStore.getState().startNewBooking();
    useBookingStore.getState().enterCompletion(presetCompletion(twoDayOrder()), {
      orderId: COMPLETION_ID,
      shortOrderId: 'P4XW8NQ2',
    });
    useAccommodationStore.setState({
      chosen: { group: FAMILY, rooms: TWO_ROOMS },
      filters: NO_FILTERS,
      sort: 'price',
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('searches with the partner header, holds the rooms for the completion, then the next extra', async () => {
    const { calls, partners } = stubServer();
    renderApp('/fr/accommodations', { now: NOW });
    fireEvent.click(await screen.findByRole('link', { name: 'Voir les chambres de Le Castellum' }));
    await screen.findByRole('heading', { name: 'Solution 2' });
    fireEvent.click(within(solution(2)).getByRole('button', { name: 'Choisir cette solution' }));

    // The restaurants are the extra a completion sells after the hotels (booking-funnel.md §2).
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr/restaurants'));
    expect(partners.length).toBeGreaterThan(0);
    expect(new Set(partners)).toEqual(new Set([COMPLETION_ID]));
    expect(calls.map(([kind, data]) => [kind, data.orderId, data.code])).toEqual([
      ['hold', COMPLETION_ID, 'H-FR-CAS-DOUBLE'],
      ['hold', COMPLETION_ID, 'H-FR-CAS-FAMILY'],
    ]);
    expect(useBookingStore.getState().booking.bookingAccommodation).toMatchObject({
      code: 'H-FR-CAS',
      roomsSolution: { startDate: DAY, nights: 1 },
    });
  });
});

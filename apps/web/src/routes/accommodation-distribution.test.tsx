import { defaultBooking } from '@sesame/domain/booking/default-booking';
import { presetCompletion } from '@sesame/domain/completion/completion-preset';
import { makeOffer } from '@sesame/domain/testing/fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NO_FILTERS,
  useAccommodationStore,
} from '../features/accommodation/accommodation-store.ts';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { COMPLETION_ID, twoDayOrder } from '../features/completion/completion-test-data.ts';
import { renderApp } from '../testing/render-app.tsx';

const NOW = new Date('2027-05-20T09:00:00Z');
const FAMILY = { ...defaultBooking().group, adults: 2, children: 2, babies: 1 };

const room = (number: number) => screen.getByRole('group', { name: `Chambre ${number}` });
const counterOf = (scope: HTMLElement, label: string) =>
  within(scope).getByRole('group', { name: label });
const more = (scope: HTMLElement, what: string, number: number) =>
  fireEvent.click(
    within(scope).getByRole('button', {
      name: `${what} de la chambre ${number}\u00a0: un de plus`,
    }),
  );
const less = (scope: HTMLElement, what: string, number: number) =>
  fireEvent.click(
    within(scope).getByRole('button', {
      name: `${what} de la chambre ${number}\u00a0: un de moins`,
    }),
  );

describe('the room distribution', () => {
  beforeEach(() => {
    const store = useBookingStore.getState();
    store.startNewBooking();
    store.chooseGroup(FAMILY);
    store.setDates('2027-06-12', 2);
    store.chooseOffer(makeOffer({ code: 'FR-D2' }));
    useAccommodationStore.setState({ chosen: null, filters: NO_FILTERS, sort: 'price' });
    // The list it leads to searches: nothing answers here.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens on the whole group in one room, children aged 11 and the baby 1 (§9)', async () => {
    renderApp('/fr/accommodation-repartition', { now: NOW });
    await screen.findByRole('group', { name: 'Chambre 1' });
    expect(screen.getByText('Votre groupe : 2 adultes, 2 enfants et 1 bébé.')).toBeTruthy();
    expect(
      within(room(1))
        .getAllByRole('combobox')
        .map((select) => (select as HTMLSelectElement).value),
    ).toEqual(['11', '11', '1']);
    expect(screen.getByText('Tout votre groupe est placé.')).toBeTruthy();
    expect(screen.getByText(/Nous conseillons 5 personnes au plus par chambre/)).toBeTruthy();
  });

  it('a new room starts with one adult; what is left to place is said, and a wrong distribution is refused with the reason', async () => {
    renderApp('/fr/accommodation-distribution', { now: NOW });
    await screen.findByRole('group', { name: 'Chambre 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Une chambre de plus' }));
    expect(counterOf(room(2), 'Adultes').textContent).toMatch(/1/);
    // Three adults placed for a group of two.
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher un hébergement' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/3 adultes sur 2 sont placés dans les chambres/);
    expect(useAccommodationStore.getState().chosen).toBeNull();

    less(room(1), 'Adultes', 1);
    less(room(1), 'Bébés', 1);
    expect(screen.getByText('Reste à placer : 1 bébé.')).toBeTruthy();
    more(room(2), 'Bébés', 2);
    fireEvent.change(within(room(2)).getByLabelText('Âge du bébé 1'), { target: { value: '2' } });
    expect(screen.getByText('Tout votre groupe est placé.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher un hébergement' }));

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/fr/accommodations'),
    );
    expect(useAccommodationStore.getState().chosen?.rooms).toEqual([
      { adults: 1, children: 2, ages: [11, 11] },
      { adults: 1, children: 1, ages: [2] },
    ]);
  });

  it('warns above 5 people in a room and refuses a room without an adult', async () => {
    useBookingStore.getState().chooseGroup({ ...FAMILY, adults: 2, children: 4, babies: 0 });
    renderApp('/fr/accommodation-distribution', { now: NOW });
    // Six people: two rooms of one adult and two children, the fewest the recommendation allows.
    await screen.findByRole('group', { name: 'Chambre 2' });
    expect(screen.queryByText(/dépasse les 5 personnes conseillées/)).toBeNull();

    more(room(1), 'Adultes', 1);
    more(room(1), 'Enfants', 1);
    more(room(1), 'Enfants', 1);
    expect(screen.getByText(/La chambre 1 dépasse les 5 personnes conseillées/)).toBeTruthy();
    less(room(2), 'Adultes', 2);
    less(room(2), 'Enfants', 2);
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher un hébergement' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Chambre 2\s: chaque chambre doit accueillir au moins un adulte/,
    );
    expect(useAccommodationStore.getState().chosen).toBeNull();
  });
});

describe('the room distribution in completion mode (checkout-and-account.md §4)', () => {
  beforeEach(() => {
    useBookingStore.getState().startNewBooking();
    useBookingStore.getState().enterCompletion(presetCompletion(twoDayOrder()), {
      orderId: COMPLETION_ID,
      shortOrderId: 'P4XW8NQ2',
    });
    useAccommodationStore.setState({ chosen: null, filters: NO_FILTERS, sort: 'price' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('places the paid visit’s group, then searches its hotels again', async () => {
    renderApp('/fr/accommodation-distribution', { now: NOW });
    await screen.findByRole('group', { name: 'Chambre 1' });
    expect(screen.getByText('Votre groupe : 2 adultes, 2 enfants et 1 bébé.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher un hébergement' }));

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/fr/accommodations'),
    );
    expect(useAccommodationStore.getState().chosen?.rooms).toEqual([
      { adults: 2, children: 3, ages: [11, 11, 1] },
    ]);
  });
});

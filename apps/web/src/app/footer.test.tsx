import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { keysShown } from '../testing/keys-shown.ts';
import { renderApp } from '../testing/render-app.tsx';

describe('the footer', () => {
  beforeEach(() => useBookingStore.getState().startNewBooking());
  afterEach(cleanup);

  it('switches the language of the page and of its address, keeping the rest of the address', async () => {
    renderApp('/fr?track=date');
    await screen.findByRole('heading', { level: 1, name: /Qui vient au parc/ });

    fireEvent.change(screen.getByRole('combobox', { name: 'Langue' }), { target: { value: 'en' } });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Who is coming to the park?' }),
    ).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/en?track=date');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveProperty('value', 'en');
  });

  it('switches a page to the language with the texts it shows, no key among them', async () => {
    renderApp('/fr/nulle-part');
    await screen.findByRole('heading', { level: 1, name: 'Erreur 404' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Langue' }), { target: { value: 'en' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Error 404' })).toBeTruthy();
    expect(keysShown()).toEqual([]);
  });

  it('shows prices in another currency as indicative, and says that payment is in euros', async () => {
    renderApp('/fr');
    await screen.findByRole('heading', { level: 1, name: /Qui vient au parc/ });
    fireEvent.change(screen.getByRole('combobox', { name: 'Devise' }), {
      target: { value: 'GBP' },
    });
    expect(useBookingStore.getState().booking.currency).toBe('GBP');
    expect(
      screen.getByRole('combobox', { name: 'Devise' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(screen.getByText(/indicatifs/)).toBeTruthy();
  });
});

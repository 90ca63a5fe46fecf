import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { SESSION_STORAGE_KEY } from '../lib/auth-session.ts';
import { renderApp } from '../testing/render-app.tsx';
import { signIn, stubServer } from './account-test-fixture.ts';

describe('mon-compte/param, the communication setting (checkout-and-account.md §2, §3)', () => {
  beforeEach(() => {
    useBookingStore.getState().startNewBooking();
    sessionStorage.removeItem(SESSION_STORAGE_KEY);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('stores the choice with the profile as it is switched', async () => {
    let stopCommunication = false;
    const calls = stubServer({
      idp: (_path, init) => {
        if (init.method === 'POST') {
          stopCommunication = JSON.parse(String(init.body)).profile.stopCommunication;
        }
        return Response.json({ profile: { stopCommunication } });
      },
    });
    signIn();
    renderApp('/fr/mon-compte/param');
    const toggle = await screen.findByRole('switch', {
      name: 'Recevoir les nouveautés et offres du parc par e-mail',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(await screen.findByText('Votre choix a été enregistré.')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(calls.at(-1)?.body).toEqual({ profile: { stopCommunication: true } });
    expect(screen.getByRole('link', { name: 'Modifier mon mot de passe' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Supprimer mon compte' })).toBeTruthy();
  });
});

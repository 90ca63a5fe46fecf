import { makeOffer, platformConfig } from '@sesame/domain/testing/fixtures';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { SESSION_STORAGE_KEY } from '../lib/auth-session.ts';
import { renderApp } from '../testing/render-app.tsx';

const EMAIL = 'ana.garcia@example.com';
const NOW = new Date('2026-11-25T09:00:00Z');

const PROFILE = {
  id: '7d1c7c1e-2f0b-4a4e-9a57-8d0a3c2c9f11',
  email: EMAIL,
  emailVerified: true,
  civility: 'madam',
  firstName: 'Ana',
  lastName: 'García',
  birthDate: '1988-04-02',
  idNumber: null,
  phone: null,
  phoneCountry: null,
  streetAddress: '12 rue de la Paix',
  customAddress: null,
  zipCode: '75002',
  city: 'Paris',
  state: null,
  country: 'FR',
  invoice: { wanted: false, businessName: null, businessIdentifier: null, businessAddress: null },
};

function stubProvider() {
  const updates: unknown[] = [];
  const authorizations: Array<string | undefined> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url !== '/idp/api/v1/users/me') return new Promise<Response>(() => {});
      authorizations.push((init.headers as Record<string, string>).authorization);
      if (init.method === 'GET') return Response.json({ profile: PROFILE });
      const { profile } = JSON.parse(String(init.body));
      updates.push(profile);
      return Response.json({ profile: { ...PROFILE, ...profile } });
    }),
  );
  return { updates, authorizations };
}

function signIn() {
  sessionStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ accessToken: 'a.b.c', idToken: 'd.e.f' }),
  );
  useBookingStore.getState().setCustomer({
    id: PROFILE.id,
    email: EMAIL,
    firstName: 'Ana',
    lastName: 'García',
    isLoggedIn: true,
  });
}

const type = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: /^Enregistrer/ }));

describe('identification/account, Your information (checkout-and-account.md §2, §3, §5)', () => {
  beforeEach(() => {
    useBookingStore.getState().startNewBooking();
    sessionStorage.removeItem(SESSION_STORAGE_KEY);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends a visitor who is not logged in to identification', async () => {
    stubProvider();
    renderApp('/fr/identification/account?context=tunnel', { now: NOW });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/fr/identification?context=tunnel'),
    );
  });

  it('shows the profile with required marks, and every message of §5', async () => {
    const { authorizations } = stubProvider();
    signIn();
    renderApp('/fr/identification/account', { now: NOW });
    const firstName = await screen.findByLabelText<HTMLInputElement>(/^Prénom/);
    expect(firstName.value).toBe('Ana');
    expect(authorizations).toEqual(['Bearer a.b.c']);
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(firstName.closest('div')?.querySelector('label')?.textContent).toBe('Prénom *');

    type(/^Prénom/, 'An4');
    type(/^Nom/, 'a'.repeat(51));
    type(/^Téléphone/, '06 12 34');
    type(/^Code postal/, '7500');
    type(/^Date de naissance/, '2020-01-01');
    fireEvent.click(screen.getByRole('checkbox', { name: /facture au nom d'une entreprise/ }));
    save();

    expect(
      await screen.findByText(
        'Le prénom ne peut contenir que des lettres, des espaces, des tirets et des apostrophes',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Ce champ ne peut pas dépasser 50 caractères')).toBeTruthy();
    expect(
      screen.getByText("Ce numéro de téléphone n'est pas valide pour l'indicatif choisi"),
    ).toBeTruthy();
    expect(screen.getByText("Ce code postal n'est pas valide pour le pays choisi")).toBeTruthy();
    expect(screen.getByText(/vous devez avoir au moins 14 ans/)).toBeTruthy();
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(3);
    // Focus moves once the errors have rendered.
    await waitFor(() => expect(document.activeElement).toBe(firstName));
  });

  it('requires and checks the DNI on the es platform', async () => {
    stubProvider();
    signIn();
    renderApp('/fr/identification/account', {
      now: NOW,
      config: platformConfig({ code: 'es', country: 'es' }),
    });
    await screen.findByLabelText(/^Prénom/);
    type(/^Numéro de pièce d'identité/, '12345678A');
    save();
    expect(await screen.findByText("Ce numéro DNI ou NIE n'est pas valide")).toBeTruthy();
  });

  it('saves the profile, phone in E.164, and goes on to payment in a checkout', async () => {
    const { updates } = stubProvider();
    signIn();
    useBookingStore.getState().chooseOffer(makeOffer());
    renderApp('/fr/identification/account?context=tunnel', { now: NOW });
    await screen.findByLabelText(/^Prénom/);
    type(/^Téléphone/, '06 12 34 56 78');
    save();

    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({
      civility: 'madam',
      phone: '+33612345678',
      phoneCountry: 'FR',
      zipCode: '75002',
      customAddress: null,
      invoice: { wanted: false, businessName: null },
    });
    expect(useBookingStore.getState().customer).toMatchObject({
      isLoggedIn: true,
      primaryPhone: '+33612345678',
      city: 'Paris',
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).not.toBe(
        '/fr/identification/account?context=tunnel',
      ),
    );
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { SESSION_STORAGE_KEY } from '../lib/auth-session.ts';
import { renderApp } from '../testing/render-app.tsx';
import { CUSTOMER_ID, signIn, stubServer } from './account-test-fixture.ts';

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillAndConfirm() {
  type(/^Mot de passe actuel/, 'Ancien-mot-2');
  type(/^Nouveau mot de passe/, 'Chevalier-1429!');
  type(/^Confirmer le nouveau mot de passe/, 'Chevalier-1429!');
  fireEvent.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
}

describe('mon-compte/mot-de-passe and suppression (checkout-and-account.md §4, §5, §8)', () => {
  beforeEach(() => {
    useBookingStore.getState().startNewBooking();
    sessionStorage.removeItem(SESSION_STORAGE_KEY);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks to confirm, changes the password, and says so in a pop-up', async () => {
    const calls = stubServer({ idp: () => Response.json({}) });
    signIn();
    renderApp('/fr/mon-compte/mot-de-passe');
    await screen.findByLabelText(/^Mot de passe actuel/);
    fillAndConfirm();
    const confirm = await screen.findByRole('dialog', { name: /^Modifier votre mot de passe/ });
    expect(calls.some((call) => call.url.includes('change_password'))).toBe(false);
    fireEvent.click(confirm.querySelector('button:last-of-type') as HTMLButtonElement);
    expect(await screen.findByRole('dialog', { name: 'Mot de passe modifié' })).toBeTruthy();
    const change = calls.find((call) => call.url.includes('change_password'));
    expect(change?.url).toBe(`/idp/api/v1/users/${CUSTOMER_ID}/credentials/change_password`);
    expect(change?.body).toEqual({
      oldPassword: { value: 'Ancien-mot-2' },
      newPassword: { value: 'Chevalier-1429!' },
    });
  });

  it('says the current password is wrong under its field', async () => {
    stubServer({
      idp: () => Response.json({ code: 'WRONG_PASSWORD', message: 'x' }, { status: 403 }),
    });
    signIn();
    renderApp('/fr/mon-compte/mot-de-passe');
    await screen.findByLabelText(/^Mot de passe actuel/);
    fillAndConfirm();
    fireEvent.click(await screen.findByRole('button', { name: 'Oui, modifier' }));
    expect(await screen.findByText('Le mot de passe ne correspond pas à ce compte.')).toBeTruthy();
  });

  it('shows the failure pop-up when the change fails otherwise', async () => {
    stubServer({ idp: () => new Response('', { status: 500 }) });
    signIn();
    renderApp('/fr/mon-compte/mot-de-passe');
    await screen.findByLabelText(/^Mot de passe actuel/);
    fillAndConfirm();
    fireEvent.click(await screen.findByRole('button', { name: 'Oui, modifier' }));
    expect(await screen.findByRole('dialog', { name: 'Mot de passe non modifié' })).toBeTruthy();
  });

  it('checks the rules and the confirmation before asking anything', async () => {
    stubServer({});
    signIn();
    renderApp('/fr/mon-compte/mot-de-passe');
    await screen.findByLabelText(/^Mot de passe actuel/);
    type(/^Nouveau mot de passe/, 'Chevalier-1429!');
    type(/^Confirmer le nouveau mot de passe/, 'Chevalier-1430!');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(await screen.findByText('Les mots de passe ne sont pas identiques')).toBeTruthy();
    expect(screen.getByText('Ce champ est obligatoire')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes the account after the confirmation pop-up, then shows the deleted notice', async () => {
    const calls = stubServer({
      idp: (path) =>
        path === '/oauth2/v1/revoke'
          ? new Response(null, { status: 204 })
          : Response.json({ profile: { deleteRequestedAt: '2026-11-25T09:00:00.000Z' } }),
    });
    signIn();
    renderApp('/fr/mon-compte/suppression');
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Oui, supprimer' }));
    const notice = await screen.findByRole('alertdialog', {
      name: 'Demande de suppression enregistrée',
    });
    const request = calls.find((call) => call.url === '/idp/api/v1/users/me');
    expect(request?.body).toEqual({ profile: { requestDeleteUser: true } });
    fireEvent.click(notice.querySelector('button') as HTMLButtonElement);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/fr/identification'),
    );
    expect(useBookingStore.getState().customer).toBeNull();
  });
});

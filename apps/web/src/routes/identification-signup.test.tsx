import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { renderApp } from '../testing/render-app.tsx';

const EMAIL = 'new.customer@example.com';

function stubProvider(answer: () => Response) {
  const bodies: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url !== '/idp/api/v1/users') return new Promise<Response>(() => {});
      bodies.push(JSON.parse(String(init.body)));
      return answer();
    }),
  );
  return bodies;
}

const type = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });

const rule = (name: string) =>
  within(screen.getByRole('list', { name: 'Votre mot de passe doit contenir' }))
    .getByText(name)
    .closest('li');

describe('identification/signup (checkout-and-account.md §2 and §5)', () => {
  beforeEach(() => useBookingStore.getState().startNewBooking());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the password rules live, as they are met', async () => {
    stubProvider(() => Response.json({}, { status: 201 }));
    renderApp('/fr/identification/signup');
    await screen.findByRole('heading', { name: 'Créez votre compte' });
    expect(rule('8 caractères minimum')?.getAttribute('data-met')).toBe('false');

    type(/^Mot de passe/, 'abc1');
    await waitFor(() => expect(rule('une minuscule')?.getAttribute('data-met')).toBe('true'));
    expect(rule('un chiffre')?.getAttribute('data-met')).toBe('true');
    expect(rule('une majuscule')?.getAttribute('data-met')).toBe('false');
    expect(rule('un caractère spécial')?.textContent).toContain('pas encore respecté');

    type(/^Mot de passe/, 'Abcdef1!');
    for (const name of ['8 caractères minimum', 'une majuscule', 'un caractère spécial']) {
      expect(rule(name)?.getAttribute('data-met')).toBe('true');
    }
  });

  it('refuses a confirmation that does not match, and broken rules', async () => {
    const bodies = stubProvider(() => Response.json({}, { status: 201 }));
    renderApp('/fr/identification/signup');
    await screen.findByRole('heading', { name: 'Créez votre compte' });
    type(/^Mot de passe/, 'abcdefgh');
    type(/^Confirmation du mot de passe/, 'abcdefgx');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(3);
    expect(screen.getByText(/Le mot de passe doit contenir au moins 8 caractères/)).toBeTruthy();

    type(/^Votre adresse e-mail/, EMAIL);
    type(/^Prénom/, 'Zoë');
    type(/^Nom/, 'Müller');
    type(/^Mot de passe/, 'Abcdef1!');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Les mots de passe ne sont pas identiques')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('creates the account and says where the activation e-mail went', async () => {
    const bodies = stubProvider(() => Response.json({ status: 'NOT_ACTIVATED' }, { status: 201 }));
    renderApp('/fr/identification/signup?context=tunnel');
    await screen.findByRole('heading', { name: 'Créez votre compte' });
    type(/^Votre adresse e-mail/, EMAIL);
    type(/^Prénom/, 'Zoë');
    type(/^Nom/, 'Müller');
    type(/^Mot de passe/, 'Abcdef1!');
    type(/^Confirmation du mot de passe/, 'Abcdef1!');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/fr/identification/activation'),
    );
    expect(await screen.findByText(new RegExp(`e-mail d'activation à ${EMAIL}`))).toBeTruthy();
    expect(bodies).toEqual([
      { email: EMAIL, firstName: 'Zoë', lastName: 'Müller', password: 'Abcdef1!' },
    ]);
  });

  it('says an e-mail already has an account', async () => {
    stubProvider(() => Response.json({ code: 'ACCOUNT_EXISTS' }, { status: 409 }));
    renderApp('/fr/identification/signup');
    await screen.findByRole('heading', { name: 'Créez votre compte' });
    type(/^Votre adresse e-mail/, EMAIL);
    type(/^Prénom/, 'Zoë');
    type(/^Nom/, 'Müller');
    type(/^Mot de passe/, 'Abcdef1!');
    type(/^Confirmation du mot de passe/, 'Abcdef1!');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect((await screen.findByRole('alert')).textContent).toMatch(/compte/);
    expect(screen.getByTestId('location').textContent).toBe('/fr/identification/signup');
  });
});

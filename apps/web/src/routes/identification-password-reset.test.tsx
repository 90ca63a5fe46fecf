import { fr as frenchErrors } from '@sesame/domain/i18n/error-messages/fr';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app.tsx';

const TOKEN = 'Qm9uam91ciBsZSBtb25kZSwgdm9pY2kgdW4gamV0b24';

function stubProvider(answer: () => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url !== '/idp/api/v1/authn/recovery/reset') return new Promise<Response>(() => {});
      bodies.push(JSON.parse(String(init.body)));
      return answer();
    }),
  );
  return bodies;
}

const choose = (password: string, confirmation = password) => {
  fireEvent.change(screen.getByLabelText(/^Nouveau mot de passe/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirmation du mot de passe/), {
    target: { value: confirmation },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mon mot de passe' }));
};

describe('identification/password-reset (checkout-and-account.md §4)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sets the new password with the link’s token', async () => {
    const bodies = stubProvider(() => Response.json({ reset: true }));
    renderApp(`/fr/identification/password-reset#token=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Choisissez un nouveau mot de passe' });
    choose('Abcdef1!', 'Abcdef1?');
    expect(await screen.findByText('Les mots de passe ne sont pas identiques')).toBeTruthy();

    choose('Abcdef1!');
    expect(await screen.findByText(/Votre mot de passe est changé/)).toBeTruthy();
    expect(bodies).toEqual([{ token: TOKEN, newPassword: 'Abcdef1!' }]);
  });

  it('says a spent link is no longer valid', async () => {
    stubProvider(() => Response.json({ code: 'LINK_INVALID' }, { status: 400 }));
    renderApp(`/fr/identification/password-reset#token=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Choisissez un nouveau mot de passe' });
    choose('Abcdef1!');
    expect((await screen.findByRole('alert')).textContent).toBe(frenchErrors.LINK_INVALID);
  });

  it('without a token, says the link is not valid', async () => {
    stubProvider(() => Response.json({ reset: true }));
    renderApp('/fr/identification/password-reset');
    expect((await screen.findByRole('alert')).textContent).toBe(frenchErrors.LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Me connecter' })).toBeTruthy();
  });
});

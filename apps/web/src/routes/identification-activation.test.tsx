import { fr as frenchErrors } from '@sesame/domain/i18n/error-messages/fr';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { renderApp } from '../testing/render-app.tsx';

const EMAIL = 'new.customer@example.com';
const TOKEN = 'Qm9uam91ciBsZSBtb25kZSwgdm9pY2kgdW4gamV0b24';

function stubProvider(activation: () => Response | Promise<Response>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      if (url === '/idp/api/v1/users/activation') return activation();
      if (url === '/idp/api/v1/users/activation/resend') return Response.json({ sent: true });
      return new Promise<Response>(() => {});
    }),
  );
  return calls;
}

describe('identification/activation (checkout-and-account.md §2 and §4)', () => {
  beforeEach(() => useBookingStore.getState().startNewBooking());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('activates the account of the link, once, and offers to log in', async () => {
    const calls = stubProvider(() => Response.json({ email: EMAIL }));
    renderApp(`/fr/identification/activation#token=${TOKEN}`);

    expect(
      await screen.findByText(`Votre compte ${EMAIL} est activé. Vous pouvez vous connecter.`),
    ).toBeTruthy();
    expect(calls).toEqual([{ url: '/idp/api/v1/users/activation', body: { token: TOKEN } }]);
    fireEvent.click(screen.getByRole('link', { name: 'Me connecter' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/fr/identification'),
    );
  });

  it('says a spent link is no longer valid and offers a new e-mail for an address', async () => {
    const calls = stubProvider(() => Response.json({ code: 'LINK_INVALID' }, { status: 400 }));
    renderApp(`/fr/identification/activation#token=${TOKEN}`);

    expect((await screen.findByRole('alert')).textContent).toBe(frenchErrors.LINK_INVALID);
    // A refused link is an answer: asking again would be refused again.
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /^Votre adresse e-mail/ }), {
      target: { value: EMAIL },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    fireEvent.click(
      await screen.findByRole('button', { name: "Envoyer un nouvel e-mail d'activation" }),
    );

    expect(
      await screen.findByText(`Un nouvel e-mail d'activation a été envoyé à ${EMAIL}.`),
    ).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      url: '/idp/api/v1/users/activation/resend',
      body: { email: EMAIL },
    });
  });

  it('follows the link again on demand when the network failed, the link being still good', async () => {
    let answers = 0;
    const calls = stubProvider(() =>
      answers++ === 0
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Response.json({ email: EMAIL }),
    );
    renderApp(`/fr/identification/activation#token=${TOKEN}`);

    expect((await screen.findByRole('alert')).textContent).toBe(`${frenchErrors.GENERIC}Réessayer`);
    expect(screen.queryByRole('textbox', { name: /^Votre adresse e-mail/ })).toBeNull();
    const retry = screen.getByRole('button', { name: 'Réessayer' });
    retry.focus();
    fireEvent.click(retry);

    const done = await screen.findByText(
      `Votre compte ${EMAIL} est activé. Vous pouvez vous connecter.`,
    );
    // The button went with the failure; focus waits where the answer shows, not on the page.
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.contains(done)).toBe(true);
    expect(calls.map((call) => call.body)).toEqual([{ token: TOKEN }, { token: TOKEN }]);
  });

  it('without a link, tells the visitor to follow the e-mail', async () => {
    const calls = stubProvider(() => Response.json({ email: EMAIL }));
    renderApp('/fr/identification/activation');

    expect(await screen.findByText(/Suivez le lien de l'e-mail d'activation/)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

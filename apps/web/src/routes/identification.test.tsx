import { es as spanishErrors } from '@sesame/domain/i18n/error-messages/es';
import { fr as frenchErrors } from '@sesame/domain/i18n/error-messages/fr';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { SESSION_STORAGE_KEY, sessionTokens } from '../lib/auth-session.ts';
import { catalogueOf } from '../lib/catalogue.ts';
import { i18n } from '../lib/i18n.ts';
import es from '../locales/es.json';
import { renderApp } from '../testing/render-app.tsx';

const EMAIL = 'ana.garcia@example.com';
const PASSWORD = 'Abcdef1!';

const PROFILE = {
  id: '7d1c7c1e-2f0b-4a4e-9a57-8d0a3c2c9f11',
  email: EMAIL,
  emailVerified: true,
  civility: null,
  firstName: 'Ana',
  lastName: 'García',
  birthDate: null,
  idNumber: null,
  phone: null,
  phoneCountry: null,
  streetAddress: null,
  customAddress: null,
  zipCode: null,
  city: null,
  state: null,
  country: null,
  invoice: { wanted: false, businessName: null, businessIdentifier: null, businessAddress: null },
};

interface Call {
  url: string;
  body: Record<string, unknown> | null;
  headers: Record<string, string>;
}

/** The identity provider as identification sees it, for an e-mail in `state`. */
function stubProvider(
  state: 'ACTIVE' | 'NOT_ACTIVATED' | 'UNKNOWN',
  { resend = 'sent' }: { resend?: 'sent' | 'failed' } = {},
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : null;
      calls.push({ url, body, headers: (init.headers ?? {}) as Record<string, string> });
      switch (url) {
        case '/idp/api/v1/authn/email-state':
          return Response.json({ state });
        case '/idp/oauth2/v1/token':
          return body.password === PASSWORD
            ? Response.json({
                token_type: 'Bearer',
                access_token: 'access.token.one',
                id_token: 'id.token.one',
                expires_in: 900,
              })
            : Response.json({ code: 'INVALID_CREDENTIALS', message: '…' }, { status: 401 });
        case '/idp/api/v1/users/me':
          return Response.json({ profile: PROFILE });
        case '/idp/oauth2/v1/revoke':
          return new Response(null, { status: 204 });
        case '/idp/api/v1/authn/recovery/password':
          return Response.json({ sent: true }, { status: 202 });
        case '/idp/api/v1/users/activation/resend':
          return resend === 'sent'
            ? Response.json({ sent: true })
            : Response.json({ code: 'ACTIVATION_EMAIL_FAILED', message: '…' }, { status: 422 });
        default:
          return new Promise<Response>(() => {});
      }
    }),
  );
  return calls;
}

const checkEmail = async (email = EMAIL) => {
  const form = within(await screen.findByRole('form', { name: 'Identification par e-mail' }));
  fireEvent.change(form.getByRole('textbox', { name: /^Votre adresse e-mail/ }), {
    target: { value: email },
  });
  fireEvent.click(form.getByRole('button', { name: 'Continuer' }));
};

const location = () => screen.getByTestId('location').textContent;

describe('identification (checkout-and-account.md §2 and §4)', () => {
  beforeEach(() => {
    useBookingStore.getState().startNewBooking();
    sessionStorage.removeItem(SESSION_STORAGE_KEY);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks the password of a known e-mail, logs in and goes on to Your information', async () => {
    const calls = stubProvider('ACTIVE');
    renderApp('/fr/identification');
    await checkEmail();

    const password = await screen.findByLabelText(/^Mot de passe/);
    fireEvent.change(password, { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Me connecter' }));

    await waitFor(() => expect(location()).toBe('/fr/identification/account'));
    expect(sessionTokens()).toEqual({ accessToken: 'access.token.one', idToken: 'id.token.one' });
    expect(useBookingStore.getState().customer).toMatchObject({
      isLoggedIn: true,
      email: EMAIL,
      id: PROFILE.id,
    });
    expect(calls.find((call) => call.url === '/idp/oauth2/v1/token')?.body).toEqual({
      grant_type: 'password',
      username: EMAIL,
      password: PASSWORD,
    });
    const me = calls.find((call) => call.url === '/idp/api/v1/users/me');
    expect(me?.headers.authorization).toBe('Bearer access.token.one');
  });

  it('says the password does not match the account (§8, wrong password)', async () => {
    stubProvider('ACTIVE');
    renderApp('/fr/identification');
    await checkEmail();
    fireEvent.change(await screen.findByLabelText(/^Mot de passe/), {
      target: { value: 'Wrong1!x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Me connecter' }));

    expect((await screen.findByRole('alert')).textContent).toBe(frenchErrors.WRONG_PASSWORD);
    expect(sessionTokens()).toBeNull();
    expect(useBookingStore.getState().customer).toBeNull();
  });

  it('says it in Spanish too', async () => {
    stubProvider('ACTIVE');
    renderApp('/es/identification');
    i18n.addCatalogue('es', catalogueOf(es, spanishErrors));
    await act(() => i18n.changeLanguage('es'));
    const form = within(
      await screen.findByRole('form', { name: 'Identificación por correo electrónico' }),
    );
    fireEvent.change(form.getByRole('textbox', { name: /^Su correo electrónico/ }), {
      target: { value: EMAIL },
    });
    fireEvent.click(form.getByRole('button', { name: 'Continuar' }));
    fireEvent.change(await screen.findByLabelText(/^Contraseña/), {
      target: { value: 'Wrong1!x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'La contraseña no coincide con esta cuenta.',
    );
  });

  it('sends a reset link for a forgotten password', async () => {
    const calls = stubProvider('ACTIVE');
    renderApp('/fr/identification');
    await checkEmail();
    fireEvent.click(await screen.findByRole('button', { name: /Mot de passe oublié/ }));

    expect(await screen.findByText(new RegExp(`Si un compte est associé à ${EMAIL}`))).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      url: '/idp/api/v1/authn/recovery/password',
      body: { email: EMAIL },
    });
  });

  it.each([
    ['sent', `Un nouvel e-mail d'activation a été envoyé à ${EMAIL}.`],
    ['failed', frenchErrors.ACTIVATION_EMAIL_FAILED],
  ] as const)(
    'offers a new activation e-mail to an account not activated: %s',
    async (resend, message) => {
      const calls = stubProvider('NOT_ACTIVATED', { resend });
      renderApp('/fr/identification');
      await checkEmail();
      fireEvent.click(
        await screen.findByRole('button', { name: "Envoyer un nouvel e-mail d'activation" }),
      );

      expect(await screen.findByText(message)).toBeTruthy();
      expect(calls.at(-1)?.body).toEqual({ email: EMAIL });
    },
  );

  it('offers to create an account for an unknown e-mail, which it hands over', async () => {
    stubProvider('UNKNOWN');
    renderApp('/fr/identification');
    await checkEmail();
    fireEvent.click(await screen.findByRole('button', { name: 'Créer mon compte' }));

    await waitFor(() => expect(location()).toBe('/fr/identification/signup'));
    expect(
      (await screen.findByRole<HTMLInputElement>('textbox', { name: /^Votre adresse e-mail/ }))
        .value,
    ).toBe(EMAIL);
  });

  it('still lets a guest continue without an account', async () => {
    stubProvider('UNKNOWN');
    renderApp('/fr/identification');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Adresse e-mail' }), {
      target: { value: EMAIL },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Prénom/ }), {
      target: { value: 'Ana' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Nom/ }), {
      target: { value: 'García' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer sans compte' }));

    await waitFor(() =>
      expect(useBookingStore.getState().customer).toEqual({
        email: EMAIL,
        firstName: 'Ana',
        lastName: 'García',
        isLoggedIn: false,
      }),
    );
  });

  it('asks a guest the postal address when the tickets go by post', async () => {
    useBookingStore.getState().setSendingMethod('courrier', 350 as never);
    stubProvider('UNKNOWN');
    renderApp('/fr/identification');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Code postal/ }), {
      target: { value: '96000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer sans compte' }));

    expect(
      await screen.findByText("Ce code postal n'est pas valide pour le pays choisi"),
    ).toBeTruthy();
    expect(screen.getAllByText('Ce champ est obligatoire').length).toBeGreaterThanOrEqual(4);
    expect(useBookingStore.getState().customer).toBeNull();
  });

  it('lets a signed-in customer go on, or log out', async () => {
    const calls = stubProvider('ACTIVE');
    sessionStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ accessToken: 'a.b.c', idToken: 'd.e.f' }),
    );
    useBookingStore.getState().setCustomer({
      email: EMAIL,
      firstName: 'Ana',
      lastName: 'García',
      isLoggedIn: true,
    });
    renderApp('/fr/identification');
    expect(await screen.findByText(`Vous êtes connecté avec ${EMAIL}.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continuer sans compte' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Me déconnecter' }));
    await waitFor(() => expect(useBookingStore.getState().customer).toBeNull());
    expect(sessionTokens()).toBeNull();
    expect(calls.some((call) => call.url === '/idp/oauth2/v1/revoke')).toBe(true);
  });
});

import { fr as frenchErrors } from '@sesame/domain/i18n/error-messages/fr';
import { withFeatures } from '@sesame/domain/testing/fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fr from '../../locales/fr.json';
import { renderApp } from '../../testing/render-app.tsx';

const EMAIL = 'ana.garcia@example.com';
/** The 404 page, which holds a newsletter block (checkout-and-account.md §2). */
const NOT_FOUND = '/fr/page-inexistante';

/** The gateway, answering the subscription with `answer` once `release` is called. */
function stubGateway(answer: () => Response) {
  const calls: Array<{ url: string; body: unknown; language: string | undefined }> = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      calls.push({
        url,
        body: JSON.parse(String(init.body)),
        language: headers['accept-language'],
      });
      await released;
      return answer();
    }),
  );
  return { calls, release };
}

function fillIn(email = EMAIL) {
  fireEvent.change(screen.getByRole('textbox', { name: /^Votre adresse e-mail/ }), {
    target: { value: email },
  });
  fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${fr.newsletter.consent}`) }));
}

/** A text as Testing Library reads the page: its no-break spaces are spaces. */
const shown = (text: string) => text.replace(/\s+/g, ' ');

const submit = () => screen.getByRole('button', { name: fr.newsletter.submit });

describe('the newsletter block (checkout-and-account.md §2, §5, §7 and §8)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps the button disabled while the form is invalid', async () => {
    stubGateway(() => Response.json({}));
    renderApp(NOT_FOUND);
    await screen.findByRole('heading', { name: fr.newsletter.title });

    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /^Votre adresse e-mail/ }), {
      target: { value: 'ana@' },
    });
    fireEvent.click(
      screen.getByRole('checkbox', { name: new RegExp(`^${fr.newsletter.consent}`) }),
    );
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(true));
    fireEvent.change(screen.getByRole('textbox', { name: /^Votre adresse e-mail/ }), {
      target: { value: EMAIL },
    });
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(false));
  });

  it('subscribes with the spec’s body, and thanks the visitor only once the server accepted', async () => {
    const gateway = stubGateway(() =>
      Response.json({ status: 'PENDING', category: 'CONFIRMATION_SENT' }, { status: 202 }),
    );
    renderApp(NOT_FOUND);
    await screen.findByRole('heading', { name: fr.newsletter.title });
    fillIn();
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit());

    await waitFor(() => expect(gateway.calls).toHaveLength(1));
    expect(gateway.calls[0]).toEqual({
      url: '/api/newsletter/subscribe',
      language: 'fr',
      body: {
        email: EMAIL,
        legalBasis: 'CONSENT_WITH_NOTICE',
        legalBasisExplanation: expect.stringContaining('the Error 404 page'),
        source: 'not-found',
        noticeVersion: '2026-11-25',
      },
    });
    expect(screen.queryByText(/Presque terminé/)).toBeNull();
    gateway.release();
    expect(
      await screen.findByText(shown(fr.newsletter.sent.replace('{{email}}', EMAIL))),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: fr.newsletter.submit })).toBeNull();
  });

  it.each([
    ['EMAIL_IN_USE', fr.newsletter.error.EMAIL_IN_USE],
    ['CONFIRMATION_ALREADY_SENT', fr.newsletter.error.CONFIRMATION_ALREADY_SENT],
    ['RATE_LIMITED', frenchErrors.RATE_LIMITED],
  ])('tells the visitor %s and keeps the form', async (category, message) => {
    const gateway = stubGateway(() =>
      Response.json(
        { status: 'REFUSED', category },
        { status: category === 'RATE_LIMITED' ? 429 : 409 },
      ),
    );
    gateway.release();
    renderApp(NOT_FOUND);
    await screen.findByRole('heading', { name: fr.newsletter.title });
    fillIn();
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(submit()).toBeTruthy();
  });

  it('shows the VALIDATION_ERROR pop-in, which I understand closes', async () => {
    stubGateway(() =>
      Response.json({ status: 'REFUSED', category: 'VALIDATION_ERROR' }, { status: 400 }),
    ).release();
    renderApp(NOT_FOUND);
    await screen.findByRole('heading', { name: fr.newsletter.title });
    fillIn();
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit());

    const popin = await screen.findByRole('dialog', { name: fr.newsletter.popin.title });
    expect(
      within(popin).getByText(shown(fr.order_confirmation.error.already_subscribed)),
    ).toBeTruthy();
    fireEvent.click(within(popin).getByRole('button', { name: fr.newsletter.popin.understood }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(submit()).toBeTruthy();
  });

  it('logs any other failure and shows the generic message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubGateway(() => new Response('Bad gateway', { status: 502 })).release();
    renderApp(NOT_FOUND);
    await screen.findByRole('heading', { name: fr.newsletter.title });
    fillIn();
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe(frenchErrors.GENERIC);
    expect(logged).toHaveBeenCalledWith('The newsletter subscription failed', expect.any(Error));
    expect(screen.queryByText(/Presque terminé/)).toBeNull();
  });

  it('on a platform with an external newsletter, opens the main site’s page and calls nothing', async () => {
    const gateway = stubGateway(() => Response.json({}));
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderApp(NOT_FOUND, { config: withFeatures({ externalNewsletter: true }) });
    await screen.findByRole('heading', { name: fr.newsletter.title });
    fillIn();
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit());

    const url = 'https://www.sesame-park.example/fr/newsletter?email=ana.garcia%40example.com';
    await waitFor(() => expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer'));
    expect(
      screen.getByRole('link', { name: fr.newsletter.external.link }).getAttribute('href'),
    ).toBe(url);
    expect(gateway.calls).toEqual([]);
  });
});

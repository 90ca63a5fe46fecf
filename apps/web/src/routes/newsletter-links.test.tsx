import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fr from '../locales/fr.json';
import { renderApp } from '../testing/render-app.tsx';

const EMAIL = 'ana.garcia@example.com';
const TOKEN = 'Qm9uam91ciBsZSBtb25kZSwgdm9pY2kgdW4gamV0b24';

/** A text as Testing Library reads the page: its no-break spaces are spaces. */
const shown = (text: string) => text.replace(/\s+/g, ' ');

function stubGateway(answer: (path: string) => Response | Promise<Response>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return answer(url);
    }),
  );
  return calls;
}

describe('the pages of the newsletter e-mail’s links (checkout-and-account.md §7)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('confirms the subscription of the link once, with a way to the booking', async () => {
    const calls = stubGateway(() => Response.json({ status: 'CONFIRMED', email: EMAIL }));
    renderApp(`/fr/newsletter/confirm#token=${TOKEN}`);

    expect(
      await screen.findByText(shown(fr.newsletter.confirm.done.replace('{{email}}', EMAIL))),
    ).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/newsletter/confirm', body: { token: TOKEN } }]);
    await waitFor(() => expect(document.title).toContain(fr.newsletter.confirm.documentTitle));
    fireEvent.click(screen.getByRole('link', { name: fr.newsletter.confirm.backHome }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr'));
  });

  it('says an expired link no longer works and offers the sign-up again', async () => {
    stubGateway(() =>
      Response.json({ status: 'REFUSED', category: 'LINK_INVALID' }, { status: 400 }),
    );
    renderApp(`/fr/newsletter/confirm#token=${TOKEN}`);

    expect((await screen.findByRole('alert')).textContent).toBe(fr.newsletter.confirm.invalid);
    expect(screen.getByRole('heading', { name: fr.newsletter.title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: fr.common.retry })).toBeNull();
  });

  it('follows the link again on demand when the server failed', async () => {
    let answers = 0;
    const calls = stubGateway(() =>
      answers++ === 0
        ? new Response('Bad gateway', { status: 502 })
        : Response.json({ status: 'CONFIRMED', email: EMAIL }),
    );
    renderApp(`/fr/newsletter/confirm#token=${TOKEN}`);

    const retry = await screen.findByRole('button', { name: fr.common.retry });
    retry.focus();
    fireEvent.click(retry);
    const done = await screen.findByText(
      shown(fr.newsletter.confirm.done.replace('{{email}}', EMAIL)),
    );
    // The button went with the failure; focus waits where the answer shows, not on the page.
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.contains(done)).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('unsubscribes only when the visitor presses the button', async () => {
    const calls = stubGateway(() => Response.json({ status: 'UNSUBSCRIBED', email: EMAIL }));
    renderApp(`/fr/newsletter/unsubscribe#token=${TOKEN}`);

    const button = await screen.findByRole('button', { name: fr.newsletter.unsubscribe.submit });
    expect(calls).toEqual([]);
    fireEvent.click(button);
    expect(
      await screen.findByText(shown(fr.newsletter.unsubscribe.done.replace('{{email}}', EMAIL))),
    ).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/newsletter/unsubscribe', body: { token: TOKEN } }]);
  });

  it.each([
    ['a link without its token', '/fr/newsletter/unsubscribe', true],
    ['an unknown link', `/fr/newsletter/unsubscribe#token=${TOKEN}`, false],
  ])('says %s is not valid', async (_label, path, withoutToken) => {
    stubGateway(() =>
      Response.json({ status: 'REFUSED', category: 'LINK_INVALID' }, { status: 400 }),
    );
    renderApp(path);
    if (!withoutToken) {
      fireEvent.click(
        await screen.findByRole('button', { name: fr.newsletter.unsubscribe.submit }),
      );
    }
    expect((await screen.findByRole('alert')).textContent).toBe(fr.newsletter.unsubscribe.invalid);
    expect(screen.queryByRole('button', { name: fr.newsletter.unsubscribe.submit })).toBeNull();
  });
});

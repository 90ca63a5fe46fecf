import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { renderApp } from '../testing/render-app.tsx';

const TOKEN = 'a'.repeat(43);

function stubVisit(visit: Record<string, unknown> | null) {
  const calls: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url !== '/graphql') return new Promise<Response>(() => {});
      calls.push(JSON.parse(String(init.body)).variables);
      return Response.json({ data: { invitedVisit: visit } });
    }),
  );
  return calls;
}

describe('the page of an invited traveller’s link (checkout-and-account.md §1)', () => {
  beforeEach(() => useBookingStore.getState().startNewBooking());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the visit and the traveller’s tickets to download', async () => {
    const calls = stubVisit({
      firstName: 'Léa',
      lastName: 'Martin',
      hotel: 'Le Castellum',
      startDate: '2027-06-12',
      endDate: '2027-06-13',
      nights: 1,
      room: 'Chambre familiale',
      ticketsUrl: `/api/invitations/${TOKEN}/tickets.pdf`,
      tickets: [{ number: 2, label: 'Billet 2 jours', date: '2027-06-12', visitor: 'adult' }],
    });
    renderApp(`/fr/invitation#token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Bonjour Léa, voici votre visite' }),
    ).toBeTruthy();
    expect(screen.getByText('Du samedi 12 juin 2027 au dimanche 13 juin 2027')).toBeTruthy();
    expect(screen.getByText('Le Castellum, 1 nuit')).toBeTruthy();
    expect(screen.getByText('Chambre familiale')).toBeTruthy();
    expect(screen.getByText('Billet 2 jours · 12/06/2027 · Adulte')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Télécharger mes billets (PDF)' }).getAttribute('href'),
    ).toBe(`/api/invitations/${TOKEN}/tickets.pdf`);
    expect(calls).toEqual([{ token: TOKEN, language: 'fr' }]);
  });

  it('says when the link opens nothing', async () => {
    stubVisit(null);
    renderApp(`/fr/invitation#token=${TOKEN}`);
    expect(
      await screen.findByText(
        // Text queries compare the page's text with its spaces normalised: the no-break space too.
        "Ce lien n'ouvre aucune visite : il est incomplet, ou la commande a été annulée.",
      ),
    ).toBeTruthy();
  });
});

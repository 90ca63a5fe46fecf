import { cents } from '@sesame/domain/money/cents';
import { makeOffer } from '@sesame/domain/testing/fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { SESSION_STORAGE_KEY } from '../lib/auth-session.ts';
import { renderApp } from '../testing/render-app.tsx';
import { signIn } from './account-test-fixture.ts';

const ORDER_ID = '0b7e1c8a-34f1-4f6a-9a6e-2f0c1d2e3f40';
const PARK_STAY = {
  code: 'H-FR-CAS',
  title: 'Le Castellum',
  providerType: 'INTERNE',
  price: cents(16900),
  roomsSolution: {
    index: 0,
    source: 'internal',
    price: cents(16900),
    solution: [
      {
        roomTypeCode: 'H-FR-CAS-FAMILY',
        title: 'Chambre familiale',
        adults: 1,
        children: 1,
        babies: 1,
        ages: [8, 1],
      },
      {
        roomTypeCode: 'H-FR-CAS-FAMILY',
        title: 'Chambre familiale',
        adults: 1,
        children: 1,
        babies: 0,
        ages: [11],
      },
    ],
    startDate: '2027-06-12',
    nights: 1,
    breakfast: false,
    breakfastIncluded: false,
  },
};

const ROOMS = [
  {
    solutionIndex: 0,
    roomTypeCode: 'H-FR-CAS-FAMILY',
    title: 'Chambre familiale',
    adults: 1,
    children: 1,
    babies: 1,
  },
  {
    solutionIndex: 1,
    roomTypeCode: 'H-FR-CAS-FAMILY',
    title: 'Chambre familiale',
    adults: 1,
    children: 1,
    babies: 0,
  },
];

function contacts(travellers: Array<Record<string, unknown>> = []) {
  return {
    orderId: ORDER_ID,
    shortOrderId: 'K7P2QX',
    hotel: 'Le Castellum',
    startDate: '2027-06-12',
    nights: 1,
    mainContactRoom: 0,
    rooms: ROOMS,
    travellers,
    repartition: ROOMS.map((room) => ({
      solutionIndex: room.solutionIndex,
      occupants: [
        ...(room.solutionIndex === 0 ? [{ id: 'main-contact', invitationSent: true }] : []),
        ...travellers
          .filter((t) => t.solutionIndex === room.solutionIndex)
          .map((t) => ({ id: t.id, invitationSent: t.status === 'SENT' })),
      ],
    })),
    travellersLeft: {
      adult: 1 - travellers.filter((t) => t.participant === 'adult').length,
      child: 2,
      baby: 1,
    },
  };
}

const LEA = {
  id: 'b4c6a1e2-0000-4000-8000-000000000001',
  lastName: 'Martin',
  firstName: 'Léa',
  email: 'lea.martin@example.com',
  participant: 'adult',
  solutionIndex: 1,
  status: 'NOT_SENT',
};

/**
 * Answers the contacts pages' GraphQL calls, the stay with Léa once she was invited, in the room
 * she was then moved to; records each operation's variables.
 */
function stubContacts(
  answers: { invite?: Record<string, unknown>; contacts?: Record<string, unknown> } = {},
) {
  const calls: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  let invited = false;
  let movedTo: number | null = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url !== '/graphql') return new Promise<Response>(() => {});
      const body = JSON.parse(String(init.body));
      const operation = /(?:query|mutation) (\w+)/.exec(body.query)?.[1] ?? '';
      calls.push({ operation, variables: body.variables });
      if (operation === 'OrderContacts') {
        const stay =
          movedTo === null
            ? (answers.contacts ?? contacts(invited ? [LEA] : []))
            : contacts([{ ...LEA, status: 'SENT', solutionIndex: movedTo }]);
        return Response.json({ data: { orderContacts: stay } });
      }
      if (operation === 'Order') {
        return Response.json({
          data: {
            order: {
              orderId: ORDER_ID,
              shortOrderId: 'K7P2QX',
              status: 'paid',
              total: 51200,
              currency: 'EUR',
              email: 'ana.garcia@example.com',
              postalAddress: null,
              lines: [],
            },
          },
        });
      }
      if (operation === 'PlaceOccupant') {
        movedTo = body.variables.solutionIndex;
        return Response.json({ data: { placeOccupant: { success: true, code: null } } });
      }
      if (operation === 'InviteTraveller') {
        const answer = answers.invite ?? { success: true, code: null };
        invited = answer.success === true;
        return Response.json({ data: { inviteTraveller: answer } });
      }
      return new Promise<Response>(() => {});
    }),
  );
  return calls;
}

/** A booking paid at the end of the funnel, for a park-hotel stay. */
function paidParkStay() {
  const store = useBookingStore.getState();
  store.chooseGroup({ ...store.booking.group, adults: 2 });
  store.setDates('2027-06-12', 2);
  store.chooseOffer(makeOffer());
  useBookingStore.setState((state) => ({
    booking: { ...state.booking, bookingPaid: true, bookingAccommodation: PARK_STAY },
    order: { orderId: ORDER_ID, shortOrderId: 'K7P2QX', shoppingCartId: null },
  }));
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('accommodation-repartition/contacts (checkout-and-account.md §2)', () => {
  beforeEach(() => {
    useBookingStore.getState().startNewBooking();
    sessionStorage.removeItem(SESSION_STORAGE_KEY);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the rooms of the stay and invites a traveller into one, then goes to the summary', async () => {
    const calls = stubContacts();
    signIn();
    paidParkStay();
    renderApp('/fr/accommodation-repartition/contacts');
    const first = await screen.findByRole('region', { name: 'Chambre 1 · Chambre familiale' });
    expect(within(first).getByText('Vous (Ana García)')).toBeTruthy();
    expect(within(first).getByText('Réservée pour 3 personnes')).toBeTruthy();

    fireEvent.change(field('Nom'), { target: { value: 'Martin' } });
    fireEvent.change(field('Prénom'), { target: { value: 'Léa' } });
    fireEvent.change(field('E-mail'), { target: { value: 'lea.martin@example.com' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Voyageur/ }), {
      target: { value: 'adult' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Chambre' }), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));

    expect(await screen.findByText('Invitation envoyée à lea.martin@example.com.')).toBeTruthy();
    expect(calls.find((call) => call.operation === 'InviteTraveller')?.variables).toEqual({
      orderId: ORDER_ID,
      language: 'fr',
      traveller: {
        lastName: 'Martin',
        firstName: 'Léa',
        email: 'lea.martin@example.com',
        participant: 'adult',
        solutionIndex: 1,
      },
    });
    // The answer with the new traveller renders in a transition (decision 46).
    const second = screen.getByRole('region', { name: 'Chambre 2 · Chambre familiale' });
    expect(await within(second).findByText('Léa Martin')).toBeTruthy();
    expect(within(second).getByText('Pas encore envoyée')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/fr/accommodation-repartition/contacts-summary',
      ),
    );
  });

  it('checks the names and the e-mail before sending (§5), and shows the server’s refusal', async () => {
    const calls = stubContacts({
      invite: { success: false, code: 'ROOM_FULL' },
    });
    signIn();
    paidParkStay();
    renderApp('/fr/accommodation-repartition/contacts');
    await screen.findByRole('region', { name: 'Chambre 1 · Chambre familiale' });
    fireEvent.change(field('Nom'), { target: { value: "O'Neill" } });
    fireEvent.change(field('Prénom'), { target: { value: 'Léa2' } });
    fireEvent.change(field('E-mail'), { target: { value: 'lea@' } });
    fireEvent.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(
      await screen.findByText('Le nom ne peut contenir que des lettres, des espaces et des tirets'),
    ).toBeTruthy();
    expect(
      screen.getByText('Le prénom ne peut contenir que des lettres, des espaces et des tirets'),
    ).toBeTruthy();
    expect(screen.getByText('Veuillez saisir une adresse e-mail valide')).toBeTruthy();
    expect(calls.some((call) => call.operation === 'InviteTraveller')).toBe(false);

    fireEvent.change(field('Nom'), { target: { value: 'Martin' } });
    fireEvent.change(field('Prénom'), { target: { value: 'Léa' } });
    fireEvent.change(field('E-mail'), { target: { value: 'lea@example.com' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Voyageur/ }), {
      target: { value: 'child' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Chambre' }), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(
      await screen.findByText(
        'Cette chambre accueille déjà toutes les personnes pour qui elle a été réservée.',
      ),
    ).toBeTruthy();
  });

  it('moves a traveller to the room chosen with « Déplacer », and focus comes back to their select there (WCAG 3.2.2, 2.4.3)', async () => {
    const calls = stubContacts({ contacts: contacts([{ ...LEA, status: 'SENT' }]) });
    signIn();
    paidParkStay();
    renderApp('/fr/accommodation-repartition/contacts');
    const second = await screen.findByRole('region', { name: 'Chambre 2 · Chambre familiale' });
    fireEvent.change(within(second).getByRole('combobox', { name: 'Déplacer Léa Martin vers' }), {
      target: { value: '0' },
    });
    expect(calls.some((call) => call.operation === 'PlaceOccupant')).toBe(false);
    const move = within(second).getByRole('button', { name: 'Déplacer Léa Martin' });
    move.focus();
    fireEvent.click(move);

    const first = screen.getByRole('region', { name: 'Chambre 1 · Chambre familiale' });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(first).getByRole('combobox', { name: 'Déplacer Léa Martin vers' }),
      ),
    );
    expect(screen.getByText('Léa Martin est maintenant dans la chambre 1.')).toBeTruthy();
    expect(calls.find((call) => call.operation === 'PlaceOccupant')?.variables).toEqual({
      orderId: ORDER_ID,
      language: 'fr',
      occupantId: LEA.id,
      solutionIndex: 0,
    });
  });

  it('skips to the account', async () => {
    stubContacts();
    signIn();
    paidParkStay();
    renderApp('/fr/accommodation-repartition/contacts');
    fireEvent.click(await screen.findByRole('button', { name: 'Passer cette étape' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr/mon-compte'));
  });

  it('sends a guest who paid to the confirmation: inviting is a signed-in customer’s', async () => {
    stubContacts();
    useBookingStore.getState().setCustomer({
      email: 'alix@example.com',
      firstName: 'Alix',
      lastName: 'Martin',
      isLoggedIn: false,
    });
    paidParkStay();
    renderApp('/fr/accommodation-repartition/contacts');
    expect(
      await screen.findByRole('heading', { level: 1, name: /votre commande est confirmée/ }),
    ).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/fr/confirmation');
  });

  it('reviews the rooms and the invitations, then ends on the confirmation (readings.md §7)', async () => {
    stubContacts({ contacts: contacts([{ ...LEA, status: 'SENT' }]) });
    signIn();
    paidParkStay();
    renderApp('/fr/accommodation-repartition/contacts-summary');
    const second = await screen.findByRole('region', { name: 'Chambre 2 · Chambre familiale' });
    expect(within(second).getByText('Léa Martin')).toBeTruthy();
    expect(within(second).getByText('Envoyée')).toBeTruthy();
    expect(within(second).queryByRole('combobox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la répartition' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /votre séjour est prêt/ }),
    ).toBeTruthy();
    expect(await screen.findByText('K7P2QX')).toBeTruthy();
    expect(screen.getByText('1 voyageur invité par e-mail.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Et maintenant\u00a0?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller à mon compte' }).getAttribute('href')).toBe(
      '/fr/mon-compte',
    );
  });
});

import { en as englishErrors } from '@sesame/domain/i18n/error-messages/en';
import { es as spanishErrors } from '@sesame/domain/i18n/error-messages/es';
import { fr as frenchErrors } from '@sesame/domain/i18n/error-messages/fr';
import type { Language } from '@sesame/domain/i18n/language';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueOf } from '../../lib/catalogue.ts';
import { GraphqlError } from '../../lib/graphql-client.ts';
import { initI18nWith } from '../../lib/i18n.ts';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import type { OrderContacts } from './contacts-query.ts';
import { RoomContacts } from './room-contacts.tsx';

const CATALOGUES = {
  fr: catalogueOf(fr, frenchErrors),
  en: catalogueOf(en as never, englishErrors),
  es: catalogueOf(es as never, spanishErrors),
};

const ROOMS = [0, 1, 2].map((solutionIndex) => ({
  solutionIndex,
  roomTypeCode: 'H-FR-CAS-DOUBLE',
  title: 'Chambre double',
  adults: 2,
  children: 0,
  babies: 0,
}));

const MARIE = {
  id: 'b4c6a1e2-0000-4000-8000-000000000002',
  lastName: 'Dupont',
  firstName: 'Marie',
  email: 'marie.dupont@example.com',
  participant: 'adult',
  status: 'SENT',
} as const;

/** Three double rooms: the main contact in the first, Marie in `marieIn`. */
function stay(marieIn: number): OrderContacts {
  return {
    orderId: '0b7e1c8a-34f1-4f6a-9a6e-2f0c1d2e3f40',
    shortOrderId: 'K7P2QX',
    hotel: 'Le Castellum',
    startDate: '2027-06-12',
    nights: 1,
    mainContactRoom: 0,
    rooms: ROOMS,
    travellers: [{ ...MARIE, solutionIndex: marieIn }],
    repartition: ROOMS.map((room) => ({
      solutionIndex: room.solutionIndex,
      occupants: [
        ...(room.solutionIndex === 0 ? [{ id: 'main-contact', invitationSent: true }] : []),
        ...(room.solutionIndex === marieIn ? [{ id: MARIE.id, invitationSent: true }] : []),
      ],
    })),
    travellersLeft: { adult: 3, child: 0, baby: 0 },
  } as OrderContacts;
}

/**
 * The contacts page's part: the stay as the server has it, which a move changes before it
 * resolves (the contacts are asked again first), or a move the server refuses.
 */
function renderStay(language: Language, { refusal }: { refusal?: GraphqlError } = {}) {
  initI18nWith(language, CATALOGUES[language]);
  let finish: () => void = () => {};
  const onMove = vi.fn();
  function Page() {
    const [contacts, setContacts] = useState(() => stay(1));
    return (
      <RoomContacts
        contacts={contacts}
        mainContactName="Ana García"
        onMove={(occupantId, solutionIndex) => {
          onMove(occupantId, solutionIndex);
          return new Promise<void>((resolve, reject) => {
            finish = () => {
              if (refusal) return reject(refusal);
              setContacts(stay(solutionIndex));
              resolve();
            };
          });
        }}
      />
    );
  }
  render(<Page />);
  return { onMove, finish: () => finish() };
}

const room = (number: number) =>
  screen.getByRole('region', { name: `Chambre ${number} · Chambre double` });
const marieSelect = () => screen.getByRole('combobox', { name: 'Déplacer Marie Dupont vers' });
const marieButton = () => screen.getByRole('button', { name: 'Déplacer Marie Dupont' });

describe('moving an occupant to another room (checkout-and-account.md §3, WCAG 3.2.2)', () => {
  afterEach(cleanup);

  it('chooses a room in the select without moving anyone; only « Déplacer » moves', () => {
    const { onMove } = renderStay('fr');
    const select = marieSelect();
    expect(select).toHaveProperty('value', '1');
    expect(marieButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(marieButton());
    expect(onMove).not.toHaveBeenCalled();

    // What the arrow keys do on a closed select: each chooses the next room.
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.change(select, { target: { value: '0' } });
    expect(onMove).not.toHaveBeenCalled();
    expect(within(room(2)).getByRole('combobox', { name: 'Déplacer Marie Dupont vers' })).toBe(
      select,
    );
    expect(marieButton().getAttribute('aria-disabled')).toBe('false');

    fireEvent.click(marieButton());
    expect(onMove).toHaveBeenCalledExactlyOnceWith(MARIE.id, 0);
  });

  it('shows the move pending on the button, which keeps focus and takes no second press; once moved, focus is on her select in her new room and the move is said', async () => {
    const { onMove, finish } = renderStay('fr');
    fireEvent.change(marieSelect(), { target: { value: '2' } });
    const button = marieButton();
    button.focus();
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(
      screen.getByRole('button', { name: 'Déplacer Ana García' }).getAttribute('aria-disabled'),
    ).toBe('true');
    fireEvent.click(button);
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
    expect(screen.getByRole('status').textContent).toBe('');

    finish();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(room(3)).getByRole('combobox', { name: 'Déplacer Marie Dupont vers' }),
      ),
    );
    expect(marieSelect()).toHaveProperty('value', '2');
    expect(marieButton().getAttribute('aria-disabled')).toBe('true');
    expect(marieButton().getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'Marie Dupont est maintenant dans la chambre 3.',
    );
  });

  it('shows why a move failed beside her, keeps focus on the button and her choice, and says no move', async () => {
    const { finish } = renderStay('fr', { refusal: new GraphqlError('ROOM_FULL') });
    fireEvent.change(marieSelect(), { target: { value: '0' } });
    const button = marieButton();
    button.focus();
    fireEvent.click(button);
    finish();

    const alert = await within(room(2)).findByRole('alert');
    expect(alert.textContent).toBe(
      'Cette chambre accueille déjà toutes les personnes pour qui elle a été réservée.',
    );
    expect(document.activeElement).toBe(button);
    expect(marieSelect()).toHaveProperty('value', '0');
    expect(button.getAttribute('aria-disabled')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it.each([
    {
      language: 'fr',
      label: 'Déplacer Marie Dupont vers',
      button: 'Déplacer Marie Dupont',
      said: 'Marie Dupont est maintenant dans la chambre 3.',
    },
    {
      language: 'en',
      label: 'Move Marie Dupont to',
      button: 'Move Marie Dupont',
      said: 'Marie Dupont is now in room 3.',
    },
    {
      language: 'es',
      label: 'Mover a Marie Dupont a',
      button: 'Mover a Marie Dupont',
      said: 'Marie Dupont está ahora en la habitación 3.',
    },
  ] as const)(
    'in $language: « $label », « $button », then « $said »',
    async ({ language, label, button, said }) => {
      const { finish } = renderStay(language);
      fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value: '2' } });
      fireEvent.click(screen.getByRole('button', { name: button }));
      finish();
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(said));
    },
  );
});

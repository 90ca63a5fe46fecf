import type { MealLine } from '@sesame/domain/restaurants/meal-lines';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderAt } from '../../testing/render-app.tsx';
import type { CompletionExtras } from './completion-calls.ts';
import { CompletionSummary } from './completion-summary.tsx';
import { COMPLETION_ID, graphqlStub } from './completion-test-data.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PASS = { code: 'PE', dates: ['2027-06-12'], quantity: 3 };
const DINNER = 'R-FR-BAN-2027-06-12-19:30';
const meal = (id: string, fields: Partial<MealLine>): MealLine => ({
  id,
  eventId: DINNER,
  code: 'R-FR-BAN',
  date: '2027-06-12',
  time: '19:30',
  adults: 0,
  children: 0,
  menuAdultCode: null,
  menuChildCode: null,
  ...fields,
});
const NOTHING: CompletionExtras = {
  complementaries: [],
  restaurants: [],
  restaurantAllergies: false,
  restaurantAllergyNote: null,
  accommodation: null,
};
/** A night at Le Castellum for the family: one family room, without breakfast. */
const STAY: NonNullable<CompletionExtras['accommodation']> = {
  code: 'H-FR-CAS',
  startDate: '2027-06-12',
  nights: 1,
  breakfast: false,
  rooms: [{ roomTypeCode: 'H-FR-CAS-FAMILY', adults: 2, children: 1, ages: [8] }],
};

const summary = (
  onPay = vi.fn(),
  extras: CompletionExtras = { ...NOTHING, complementaries: [PASS] },
  newStay: ReactNode = null,
) =>
  renderAt(
    '/fr/summary',
    <CompletionSummary
      orderId={COMPLETION_ID}
      language="fr"
      extras={extras}
      alreadyBooked={<p>déjà réservé</p>}
      newStay={newStay}
      addMoreLink={<a href="/fr/pass">ajouter</a>}
      onPay={onPay}
      isPaying={false}
    />,
  );

it('shows only the new items as the server priced them, and the difference to pay', async () => {
  const server = graphqlStub({
    SaveCompletionBasket: () => ({
      saveCompletionBasket: {
        success: true,
        code: null,
        total: 7500,
        lines: [
          {
            kind: 'pass',
            code: 'PE',
            label: 'Pass Émotion',
            date: '2027-06-12',
            quantity: 3,
            totalPrice: 7500,
          },
        ],
      },
    }),
  });
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  const onPay = vi.fn();
  summary(onPay);

  const items = screen.getByRole('region', { name: 'Nouveaux éléments' });
  expect(await within(items).findByText('Reste à payer')).toBeTruthy();
  expect(
    within(items)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([expect.stringMatching(/^3 × Pass Émotion · .*12.*75,00\u00a0€$/)]);
  expect(server.calls[0]?.variables).toEqual({
    orderId: COMPLETION_ID,
    language: 'fr',
    complementaries: [PASS],
  });
  fireEvent.click(screen.getByRole('button', { name: 'Payer 75,00\u00a0€' }));
  expect(onPay).toHaveBeenCalledWith(7500);
});

it('sends the new meals with their allergy answer, and shows each menu the server priced', async () => {
  const server = graphqlStub({
    SaveCompletionBasket: () => ({
      saveCompletionBasket: {
        success: true,
        code: null,
        total: 9500,
        lines: [
          {
            kind: 'restaurant',
            code: DINNER,
            label: 'Le Banquet des Bardes – dîner – Festin du Barde',
            date: '2027-06-12',
            quantity: 2,
            totalPrice: 7800,
          },
          {
            kind: 'restaurant',
            code: DINNER,
            label: 'Le Banquet des Bardes – dîner – Petit Barde',
            date: '2027-06-12',
            quantity: 1,
            totalPrice: 1700,
          },
        ],
      },
    }),
  });
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  const restaurants = [
    meal(`${DINNER}#0`, { adults: 2, menuAdultCode: 'BARDE' }),
    meal(`${DINNER}#1`, { children: 1, menuChildCode: 'BARDINET' }),
  ];
  const onPay = vi.fn();
  summary(onPay, {
    ...NOTHING,
    restaurants,
    restaurantAllergies: true,
    restaurantAllergyNote: 'Arachides (Léo)',
  });

  const items = screen.getByRole('region', { name: 'Nouveaux éléments' });
  expect(await within(items).findByText('Reste à payer')).toBeTruthy();
  expect(
    within(items)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    expect.stringMatching(/^2 × Le Banquet des Bardes – dîner – Festin du Barde · .*78,00\u00a0€$/),
    expect.stringMatching(/^1 × Le Banquet des Bardes – dîner – Petit Barde · .*17,00\u00a0€$/),
  ]);
  expect(server.calls[0]?.variables).toEqual({
    orderId: COMPLETION_ID,
    language: 'fr',
    complementaries: [],
    restaurants,
    restaurantAllergies: true,
    restaurantAllergyNote: 'Arachides (Léo)',
  });
  fireEvent.click(screen.getByRole('button', { name: 'Payer 95,00\u00a0€' }));
  expect(onPay).toHaveBeenCalledWith(9500);
});

it('sends the new stay, never its price, and shows the room the server priced with the stay', async () => {
  const server = graphqlStub({
    SaveCompletionBasket: () => ({
      saveCompletionBasket: {
        success: true,
        code: null,
        total: 16900,
        lines: [
          {
            kind: 'hotel',
            code: 'H-FR-CAS-FAMILY',
            label: 'Le Castellum – Chambre familiale – 1 nuit',
            date: '2027-06-12',
            quantity: 1,
            totalPrice: 16900,
          },
        ],
      },
    }),
  });
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  const onPay = vi.fn();
  summary(onPay, { ...NOTHING, accommodation: STAY }, <section aria-label="Votre séjour" />);

  const items = screen.getByRole('region', { name: 'Nouveaux éléments' });
  expect(await within(items).findByText('Reste à payer')).toBeTruthy();
  expect(
    within(items)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    expect.stringMatching(/^1 × Le Castellum – Chambre familiale – 1 nuit · .*169,00\u00a0€$/),
  ]);
  expect(server.calls[0]?.variables).toEqual({
    orderId: COMPLETION_ID,
    language: 'fr',
    complementaries: [],
    accommodation: STAY,
  });
  expect(screen.getByRole('region', { name: 'Votre séjour' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Payer 169,00\u00a0€' }));
  expect(onPay).toHaveBeenCalledWith(16900);
});

it('shows the refusal and cannot pay when the extra is already booked', async () => {
  const server = graphqlStub({
    SaveCompletionBasket: () => ({
      saveCompletionBasket: { success: false, code: 'ALREADY_BOOKED', total: 0, lines: [] },
    }),
  });
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  summary();

  expect((await screen.findByRole('alert')).textContent).toBe(
    'Cet extra est déjà réservé pour votre visite.',
  );
  expect(screen.getByRole('button', { name: 'Ajoutez un extra pour continuer' })).toHaveProperty(
    'disabled',
    true,
  );
});

it('asks nothing of the server while nothing was added', () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  summary(vi.fn(), NOTHING);
  expect(screen.getByText('Vous n’avez encore rien ajouté à cette visite.')).toBeTruthy();
  expect(fetch).not.toHaveBeenCalled();
});

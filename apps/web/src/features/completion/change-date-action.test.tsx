import { addDays } from '@sesame/domain/dates/calendar-days';
import { fr as frenchErrors } from '@sesame/domain/i18n/error-messages/fr';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ClockProvider } from '../../lib/clock.tsx';
import { renderAt } from '../../testing/render-app.tsx';
import { ChangeDateAction } from './change-date-action.tsx';
import { graphqlStub, ORDER_ID, paidOrder } from './completion-test-data.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Late November in Paris: the park is closed until April, and the first day a visit may move to
// is 72 hours and a day ahead.
const NOW = new Date('2026-11-26T10:00:00Z');
const today = '2026-11-26';
const firstDay = '2026-11-30';
const visit = '2027-04-10';
const flexible = paidOrder({
  accessDate: visit,
  accessEndDate: visit,
  flexibleRate: true,
  lastDateChangeDay: addDays(visit, -4),
});

/**
 * The server: of the days asked, only the first can be chosen (the next is closed, the one after
 * full; with `thirdOpen`, that one can be chosen too); the change answers `change`.
 */
function stubServer(
  order = flexible,
  change: { success: boolean; code: string | null; startDate: string | null } = {
    success: true,
    code: null,
    startDate: '2027-04-01',
  },
  thirdOpen = false,
) {
  const server = graphqlStub({
    OrderToComplete: () => ({ orderToComplete: order }),
    ChangeDateDays: (variables) => ({
      offerCalendar: {
        dateList: [0, 1, 2].map((n) => ({
          startDate: addDays(String(variables.startDate), n),
          available: n === 0 || (thirdOpen && n === 2),
          price: n === 1 ? null : 4900,
        })),
      },
    }),
    ChangeVisitDate: () => ({ changeVisitDate: change }),
  });
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  return server;
}

function renderAction() {
  return renderAt(
    '/fr/mon-compte/resadetail',
    <ClockProvider clock={() => NOW}>
      <ChangeDateAction orderId={ORDER_ID} />
    </ClockProvider>,
  );
}

/** The calendar's name, with the month it shows. */
const CALENDAR = 'Nouvelle date de visite';

/** The days asked of the server so far, by the first day of each request. */
const daysAsked = (server: ReturnType<typeof stubServer>) =>
  server.calls
    .filter((call) => call.query.includes('query ChangeDateDays'))
    .map((call) => call.variables.startDate);

/** The calendar's cell of a day of the month shown, by its number. */
const dayCell = (date: string) =>
  screen
    .getAllByRole('button')
    .find(
      (cell) =>
        cell.textContent === String(Number(date.slice(8))) &&
        cell.closest('[role="gridcell"]') !== null &&
        cell.getAttribute('aria-disabled') !== 'true',
    );

it('moves a visit months ahead, past the closed season, to a day of its month (§9)', async () => {
  const server = stubServer();
  renderAction();
  const newDay = '2027-04-01';

  fireEvent.click(await screen.findByRole('button', { name: 'Changer la date' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choisir une nouvelle date' });
  expect(dialog.textContent).toContain('rien à payer');
  // The calendar opens on the visit's month, whatever lies closed between now and then.
  expect(await screen.findByRole('grid', { name: `${CALENDAR}, avril 2027` })).toBeTruthy();
  await waitFor(() => expect(dayCell(newDay)).toBeTruthy());
  // Only the open day with places can be chosen: the closed and full ones cannot.
  expect(dayCell(addDays(newDay, 1))).toBeUndefined();
  expect(dayCell(addDays(newDay, 2))).toBeUndefined();
  const continueButton = screen.getByRole('button', { name: 'Continuer' });
  expect(continueButton).toHaveProperty('disabled', true);

  fireEvent.click(dayCell(newDay) as HTMLElement);
  fireEvent.click(continueButton);
  expect(await screen.findByText(/Votre visite du .* passera au /)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Confirmer le changement' }));

  expect(await screen.findByText(/Votre visite a lieu désormais le/)).toBeTruthy();
  const change = server.calls.find((call) => call.query.includes('mutation ChangeVisitDate'));
  expect(change?.variables).toEqual({ orderId: ORDER_ID, startDate: newDay });
  const days = server.calls.find((call) => call.query.includes('query ChangeDateDays'));
  expect(days?.variables).toMatchObject({
    offerCode: 'FR-D1',
    startDate: '2027-04-01',
    adults: 2,
    children: 1,
  });
});

it('asks the days of each month shown, never one within 72 hours', async () => {
  const server = stubServer({
    ...flexible,
    accessDate: '2026-12-20',
    accessEndDate: '2026-12-20',
    lastDateChangeDay: '2026-12-16',
  });
  renderAction();

  fireEvent.click(await screen.findByRole('button', { name: 'Changer la date' }));
  await waitFor(() => expect(daysAsked(server)).toEqual(['2026-12-01']));
  fireEvent.click(screen.getByRole('button', { name: 'Mois précédent' }));
  await waitFor(() => expect(daysAsked(server)).toEqual(['2026-12-01', firstDay]));
  expect(await screen.findByRole('grid', { name: `${CALENDAR}, novembre 2026` })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
  fireEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
  await waitFor(() => expect(daysAsked(server)).toContain('2027-01-01'));
  expect(await screen.findByRole('grid', { name: `${CALENDAR}, janvier 2027` })).toBeTruthy();
});

it('shows the refusal in the dialog when the day was sold meanwhile', async () => {
  stubServer(flexible, { success: false, code: 'SOLD_OUT', startDate: null });
  renderAction();

  fireEvent.click(await screen.findByRole('button', { name: 'Changer la date' }));
  await waitFor(() => expect(dayCell('2027-04-01')).toBeTruthy());
  fireEvent.click(dayCell('2027-04-01') as HTMLElement);
  fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Confirmer le changement' }));

  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(screen.getByRole('dialog')).toBeTruthy();
});

it('names what of the visit cannot move: a dinner whose sitting is full on the new day', async () => {
  stubServer(flexible, { success: false, code: 'DATE_CHANGE_MEAL_FULL', startDate: null }, true);
  renderAction();

  fireEvent.click(await screen.findByRole('button', { name: 'Changer la date' }));
  await waitFor(() => expect(dayCell('2027-04-01')).toBeTruthy());
  fireEvent.click(dayCell('2027-04-01') as HTMLElement);
  fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
  // The customer is told that meals, passes and activities move with the visit.
  expect(await screen.findByText(/repas dans les mêmes restaurants aux mêmes heures/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Confirmer le changement' }));

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(frenchErrors.DATE_CHANGE_MEAL_FULL);
  expect(alert.textContent).toContain('Un repas réservé pour votre visite');
  expect(alert.textContent).not.toContain('parc');
  expect(screen.queryByText(/Votre visite a lieu désormais/)).toBeNull();

  // Back to the calendar, the refusal stays in view; it goes once another day is chosen.
  fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
  await waitFor(() => expect(dayCell('2027-04-03')).toBeTruthy());
  expect(screen.getByRole('alert').textContent).toBe(frenchErrors.DATE_CHANGE_MEAL_FULL);
  fireEvent.click(dayCell('2027-04-03') as HTMLElement);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('says the date can no longer change within 72 hours, and offers nothing', async () => {
  stubServer({ ...flexible, lastDateChangeDay: addDays(today, -1) });
  renderAction();
  expect(await screen.findByText(/ne peut plus être changée/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Changer la date' })).toBeNull();
});

it('shows nothing for a ticket without the flexible rate', async () => {
  const server = stubServer(paidOrder());
  const { container } = renderAction();
  await waitFor(() => expect(server.calls).toHaveLength(1));
  expect(container.querySelector('button')).toBeNull();
});

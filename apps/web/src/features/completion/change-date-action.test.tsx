import { addDays } from '@sesame/domain/dates/calendar-days';
import { parisToday } from '@sesame/domain/dates/paris-today';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderAt } from '../../testing/render-app.tsx';
import { ChangeDateAction } from './change-date-action.tsx';
import { graphqlStub, ORDER_ID, paidOrder } from './completion-test-data.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const today = parisToday(new Date());
const visit = addDays(today, 20);
const firstDay = addDays(today, 4);
const flexible = paidOrder({
  accessDate: visit,
  accessEndDate: visit,
  flexibleRate: true,
  lastDateChangeDay: addDays(visit, -4),
});

/** The server: only `open` can be chosen; the change answers `change`. */
function stubServer(order = flexible, change = { success: true, code: null, startDate: firstDay }) {
  const server = graphqlStub({
    OrderToComplete: () => ({ orderToComplete: order }),
    ChangeDateDays: () => ({
      offerCalendar: {
        dateList: [0, 1, 2].map((n) => ({
          startDate: addDays(firstDay, n),
          available: n === 0,
          price: n === 1 ? null : 4900,
        })),
      },
    }),
    ChangeVisitDate: () => ({ changeVisitDate: change }),
  });
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  return server;
}

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

it('moves a flexible visit to a day with places, after a confirmation (§9)', async () => {
  const server = stubServer();
  renderAt('/fr/mon-compte/resadetail', <ChangeDateAction orderId={ORDER_ID} />);

  fireEvent.click(await screen.findByRole('button', { name: 'Changer la date' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choisir une nouvelle date' });
  expect(dialog.textContent).toContain('rien à payer');
  await waitFor(() => expect(dayCell(firstDay)).toBeTruthy());
  // Only the open day with places can be chosen: the closed and full ones cannot.
  expect(dayCell(addDays(firstDay, 1))).toBeUndefined();
  expect(dayCell(addDays(firstDay, 2))).toBeUndefined();
  const continueButton = screen.getByRole('button', { name: 'Continuer' });
  expect(continueButton).toHaveProperty('disabled', true);

  fireEvent.click(dayCell(firstDay) as HTMLElement);
  fireEvent.click(continueButton);
  expect(await screen.findByText(/Votre visite du .* passera au /)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Confirmer le changement' }));

  expect(await screen.findByText(/Votre visite a lieu désormais le/)).toBeTruthy();
  const change = server.calls.find((call) => call.query.includes('mutation ChangeVisitDate'));
  expect(change?.variables).toEqual({ orderId: ORDER_ID, startDate: firstDay });
  const days = server.calls.find((call) => call.query.includes('query ChangeDateDays'));
  expect(days?.variables).toMatchObject({
    offerCode: 'FR-D1',
    startDate: firstDay,
    adults: 2,
    children: 1,
  });
});

it('shows the refusal in the dialog when the day was sold meanwhile', async () => {
  stubServer(flexible, { success: false, code: 'SOLD_OUT', startDate: null } as never);
  renderAt('/fr/mon-compte/resadetail', <ChangeDateAction orderId={ORDER_ID} />);

  fireEvent.click(await screen.findByRole('button', { name: 'Changer la date' }));
  await waitFor(() => expect(dayCell(firstDay)).toBeTruthy());
  fireEvent.click(dayCell(firstDay) as HTMLElement);
  fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Confirmer le changement' }));

  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(screen.getByRole('dialog')).toBeTruthy();
});

it('says the date can no longer change within 72 hours, and offers nothing', async () => {
  stubServer({ ...flexible, lastDateChangeDay: addDays(today, -1) });
  renderAt('/fr/mon-compte/resadetail', <ChangeDateAction orderId={ORDER_ID} />);
  expect(await screen.findByText(/ne peut plus être changée/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Changer la date' })).toBeNull();
});

it('shows nothing for a ticket without the flexible rate', async () => {
  const server = stubServer(paidOrder());
  const { container } = renderAt(
    '/fr/mon-compte/resadetail',
    <ChangeDateAction orderId={ORDER_ID} />,
  );
  await waitFor(() => expect(server.calls).toHaveLength(1));
  expect(container.querySelector('button')).toBeNull();
});

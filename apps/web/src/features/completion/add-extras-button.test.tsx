import type { Booking } from '@sesame/domain/booking/booking';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderAt } from '../../testing/render-app.tsx';
import { AddExtrasButton } from './add-extras-button.tsx';
import {
  COMPLETION_ID,
  graphqlStub,
  ORDER_ID,
  paidOrder,
  product,
} from './completion-test-data.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const started = () => ({
  startCompletion: { success: true, code: null, orderId: COMPLETION_ID, shortOrderId: 'M3PX8QRT' },
});

it('presets the booking from the paid order and opens its completion order (§4)', async () => {
  const order = paidOrder({
    accessEndDate: '2027-06-13',
    products: [product('OFFER', 'FR-D2', { name: 'Billet 2 jours' }), product('PASS', 'PE')],
  });
  const server = graphqlStub({
    OrderToComplete: () => ({ orderToComplete: order }),
    StartCompletion: started,
  });
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  const onEnter = vi.fn();
  renderAt('/fr/mon-compte/resadetail', <AddExtrasButton orderId={ORDER_ID} onEnter={onEnter} />);

  fireEvent.click(screen.getByRole('button', { name: 'Ajouter des extras' }));

  await waitFor(() => expect(onEnter).toHaveBeenCalledOnce());
  const [booking, ids] = onEnter.mock.calls[0] as [Booking, unknown];
  expect(booking).toMatchObject({
    isInCompletion: true,
    ticketAlreadyBooked: true,
    startDate: '2027-06-12',
    endDateISO: '2027-06-13',
    duration: 2,
    durationNight: 1,
    group: { adults: 2, children: 1, babies: 0 },
    offer: { code: 'FR-D2', name: 'Billet 2 jours' },
    complementaries: [],
  });
  expect(ids).toEqual({ orderId: COMPLETION_ID, shortOrderId: 'M3PX8QRT' });
  expect(server.calls.map((call) => call.variables)).toEqual([
    { id: ORDER_ID },
    { orderId: ORDER_ID },
  ]);
});

it.each([
  ['invalid dates', paidOrder({ accessDate: '2027-06-14', accessEndDate: '2027-06-12' })],
  ['an order that is not the customer’s', null],
])('%s: the single-order load error, and no completion opened (§8)', async (_, order) => {
  const server = graphqlStub({
    OrderToComplete: () => ({ orderToComplete: order }),
    StartCompletion: started,
  });
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  const onEnter = vi.fn();
  renderAt('/fr/mon-compte/resadetail', <AddExtrasButton orderId={ORDER_ID} onEnter={onEnter} />);

  fireEvent.click(screen.getByRole('button', { name: 'Ajouter des extras' }));

  expect((await screen.findByRole('alert')).textContent).toBe(
    `Erreur lors du chargement de la commande à compléter ${ORDER_ID}. Veuillez réessayer plus tard.`,
  );
  expect(onEnter).not.toHaveBeenCalled();
  expect(server.calls).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Ajouter des extras' })).toHaveProperty(
    'disabled',
    false,
  );
});

it("shows the server's reason when the order cannot be completed", async () => {
  const server = graphqlStub({
    OrderToComplete: () => ({ orderToComplete: paidOrder() }),
    StartCompletion: () => ({
      startCompletion: { success: false, code: 'VISIT_OVER', orderId: null, shortOrderId: null },
    }),
  });
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  renderAt('/fr/mon-compte/resadetail', <AddExtrasButton orderId={ORDER_ID} onEnter={vi.fn()} />);

  fireEvent.click(screen.getByRole('button', { name: 'Ajouter des extras' }));

  expect((await screen.findByRole('alert')).textContent).toBe(
    'Cette visite est passée\u00a0: il n’est plus possible d’y ajouter des extras.',
  );
});

import { cents } from '@sesame/domain/money/cents';
import { makeOffer } from '@sesame/domain/testing/fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { renderApp } from '../testing/render-app.tsx';

const ORDER_ID = '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a';
const VISIT_DAY = '2027-06-12';
const NOW = new Date('2027-05-20T09:00:00Z');
const TICKETS = 9800;
const FLEXIBLE_RATE = 980;
const PASS = 5800;
const POSTAGE = 490;

type Variables = Record<string, unknown>;

/** The API as the summary sees it: saveBasket prices the basket's lines as the server does. */
function stubServer() {
  const calls: Array<{ operation: string; variables: Variables }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      const query = String(body.query);
      const operation = /(?:query|mutation) (\w+)/.exec(query)?.[1] ?? '';
      calls.push({ operation, variables: body.variables });
      if (operation === 'SaveBasket') {
        const basket = body.variables.basket as Variables;
        const line = (kind: string, code: string, totalPrice: number) => ({
          kind,
          code,
          label: code === 'FR-D1' ? 'Billet 1 jour' : code,
          date: null,
          adults: 0,
          children: 0,
          quantity: 1,
          adultUnitPrice: 0,
          childUnitPrice: 0,
          totalPrice,
        });
        const lines = [line('ticket', 'FR-D1', TICKETS)];
        const passes = (basket.complementaries as Array<{ code: string }>) ?? [];
        for (const pass of passes) lines.push(line('pass', pass.code, PASS));
        if (basket.flexibleRate) lines.push(line('flexibleRate', 'FLEX', FLEXIBLE_RATE));
        if (basket.sendingMethod === 'courrier') lines.push(line('postage', 'POST', POSTAGE));
        const total = lines.reduce((sum, l) => sum + l.totalPrice, 0);
        return Response.json({ data: { saveBasket: { success: true, code: null, lines, total } } });
      }
      if (operation === 'FlexibleRate') {
        return Response.json({
          data: {
            offer: {
              __typename: 'FlexibleRateOffer',
              code: 'FLEX',
              name: 'Tarif flexible',
              available: true,
              lastChangeDate: '2027-06-08',
              price: { totalPrice: FLEXIBLE_RATE },
              stock: [{ valid: true }],
            },
          },
        });
      }
      if (operation === 'Delivery') {
        return Response.json({ data: { delivery: { price: POSTAGE } } });
      }
      if (operation === 'Insurance') {
        return Response.json({
          data: { insurance: { price: null, available: false, insuranceId: null } },
        });
      }
      if (operation === 'RemoveOrderLockedStocks') {
        return Response.json({ data: { removeOrderLockedStocks: { success: true, code: null } } });
      }
      if (operation === 'RemoveLockedStock') {
        return Response.json({ data: { removeLockedStock: { success: true, code: null } } });
      }
      return new Promise<Response>(() => {});
    }),
  );
  const lastBasket = () =>
    (calls.filter((call) => call.operation === 'SaveBasket').at(-1)?.variables.basket ??
      {}) as Variables;
  return { calls, lastBasket };
}

const total = () => screen.getByText('Total').parentElement?.textContent ?? '';

describe('the summary’s basket items, delivery and flexible rate', () => {
  beforeEach(() => {
    const store = useBookingStore.getState();
    store.startNewBooking();
    store.chooseGroup(useBookingStore.getState().booking.group);
    store.setDates(VISIT_DAY, 1);
    store.chooseOffer(
      makeOffer({
        name: 'Billet 1 jour',
        price: { ...makeOffer().price, totalPrice: TICKETS as never },
      }),
    );
    store.addComplementary({
      code: 'PE',
      name: 'Pass Émotion',
      dates: [VISIT_DAY],
      quantity: 2,
      totalPrice: PASS as never,
    });
    store.setOrder({ orderId: ORDER_ID, shortOrderId: 'K7QH2MZP' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('explains the flexible rate’s 72 hours and adds it at the server’s price', async () => {
    const server = stubServer();
    renderApp('/fr/summary', { now: NOW });

    expect(
      await screen.findByText(
        "Changez la date de votre visite jusqu'au mardi 8 juin 2027 inclus (72 heures avant), selon les places disponibles le jour choisi.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('10 % du prix de vos billets, 4,00 € minimum.')).toBeTruthy();
    const option = screen.getByRole('checkbox', { name: /Ajouter le tarif flexible pour 9,80/ });
    await waitFor(() => expect((option as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(option);

    await waitFor(() => expect(server.lastBasket().flexibleRate).toBe(true));
    await waitFor(() => expect(total()).toContain('165,80'));
    expect(useBookingStore.getState().booking).toMatchObject({
      flexibleRate: true,
      flexibleRatePrice: FLEXIBLE_RATE,
    });
    expect(server.calls.find((call) => call.operation === 'FlexibleRate')?.variables).toMatchObject(
      { startDate: VISIT_DAY, offerCode: 'FR-D1', adults: 2, children: 0, duration: 1 },
    );
    expect(screen.queryByText(/a été recalculé/)).toBeNull();
  });

  it('posts the tickets for the postage the server asks', async () => {
    const server = stubServer();
    renderApp('/fr/summary', { now: NOW });

    fireEvent.click(await screen.findByRole('radio', { name: /Par courrier/ }));

    await waitFor(() => expect(server.lastBasket().sendingMethod).toBe('courrier'));
    await waitFor(() => expect(total()).toContain('160,90'));
    expect(useBookingStore.getState().booking).toMatchObject({
      sendingMethod: 'courrier',
      sendingPrice: POSTAGE,
    });
  });

  it('removes the day ticket with its pass once the visitor confirms what else goes', async () => {
    const server = stubServer();
    renderApp('/fr/summary', { now: NOW });

    fireEvent.click(await screen.findByRole('button', { name: 'Retirer Billet 1 jour' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Retirer «\u00a0Billet 1 jour\u00a0» de votre panier\u00a0?',
    });
    expect(within(dialog).getByText(/^Cela retire aussi de votre panier\s:$/)).toBeTruthy();
    expect(within(dialog).getByRole('listitem').textContent).toBe('Pass Émotion');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.some((call) => call.operation === 'RemoveOrderLockedStocks')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Retirer Billet 1 jour' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retirer' }),
    );

    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/fr/offers'));
    expect(
      server.calls.find((call) => call.operation === 'RemoveOrderLockedStocks')?.variables,
    ).toEqual({ deleteLockedStockData: { orderId: ORDER_ID, service: 'ALL' } });
    expect(useBookingStore.getState().booking).toMatchObject({
      offer: null,
      complementaries: [],
      startDate: VISIT_DAY,
    });
  });

  it.each([
    ['fr', 'Retirer', 'Le Banquet des Bardes — Dîner du samedi 12 juin 2027 à 19\u00a0h\u00a030'],
    ['en', 'Remove', 'Le Banquet des Bardes — Dinner on Saturday, 12 June 2027 at 7:30\u00a0pm'],
    ['es', 'Quitar', 'Le Banquet des Bardes — Cena del sábado, 12 de junio de 2027 a las 19:30'],
  ])(
    'names a meal the ticket takes with it by its time as %s writes it',
    async (language, remove, meal) => {
      stubServer();
      const dinner = `R-FR-BAN-${VISIT_DAY}-19:30`;
      useBookingStore.getState().chooseMeal(dinner, [
        {
          id: `${dinner}#0`,
          eventId: dinner,
          code: 'R-FR-BAN',
          title: 'Le Banquet des Bardes',
          date: VISIT_DAY,
          time: '19:30',
          isLunch: false,
          adults: 2,
          children: 0,
          menuAdultCode: 'BARDE',
          menuAdultName: 'Festin du Barde',
          menuAdultPrice: cents(3900),
          menuChildCode: 'BARDINET',
          menuChildName: 'Petit Barde',
          menuChildPrice: cents(1700),
          allergies: false,
          totalPrice: cents(7800),
        },
      ]);
      renderApp(`/${language}/summary`, { now: NOW });

      fireEvent.click(await screen.findByRole('button', { name: `${remove} Billet 1 jour` }));
      const dialog = await screen.findByRole('dialog');
      const alsoRemoved = within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(alsoRemoved).toContain(meal);
    },
  );

  it('removes the pass alone, saying nothing else changes, and gives back its places', async () => {
    const server = stubServer();
    renderApp('/fr/summary', { now: NOW });

    fireEvent.click(await screen.findByRole('button', { name: 'Retirer Pass Émotion' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Retirer «\u00a0Pass Émotion\u00a0» de votre panier\u00a0?',
    });
    expect(within(dialog).getByText('Rien d’autre ne change dans votre panier.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer' }));

    await waitFor(() => expect(server.lastBasket().complementaries).toEqual([]));
    expect(server.calls.find((call) => call.operation === 'RemoveLockedStock')?.variables).toEqual({
      lockedStockData: {
        orderId: ORDER_ID,
        service: 'PASS',
        code: 'PE',
        startDate: VISIT_DAY,
        duration: 1,
        quantity: 2,
      },
    });
    expect(useBookingStore.getState().booking.offer?.code).toBe('FR-D1');
    await waitFor(() => expect(total()).toContain('98,00'));
  });

  it('sends the visitor back to the step of what they modify', async () => {
    stubServer();
    renderApp('/fr/summary', { now: NOW });

    fireEvent.click(await screen.findByRole('button', { name: 'Modifier Pass Émotion' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/fr/pass'));
    expect(useBookingStore.getState().booking.complementaries).toHaveLength(1);
  });
});

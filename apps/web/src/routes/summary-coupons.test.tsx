import { makeOffer } from '@sesame/domain/testing/fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { renderApp } from '../testing/render-app.tsx';

const ORDER_ID = '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a';
const VISIT_DAY = '2027-06-12';
const NOW = new Date('2027-05-20T09:00:00Z');
const ADULT = 4932;
const TICKETS = 2 * ADULT;
const PRIMEUR5 = 2 * 500;

type Variables = Record<string, unknown>;

/** saveBasket prices the coupons as the server does; checkCoupons knows PRIMEUR5 only. */
function stubServer({ couponsDown = false } = {}) {
  const baskets: Variables[] = [];
  const checks: Variables[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      const query = String(body.query);
      if (query.includes('mutation SaveBasket')) {
        const basket = body.variables.basket as Variables;
        baskets.push(basket);
        const line = (kind: string, code: string, totalPrice: number, adults = 0) => ({
          kind,
          code,
          label: code,
          date: kind === 'ticket' ? VISIT_DAY : null,
          adults,
          children: 0,
          quantity: 1,
          adultUnitPrice: adults ? ADULT : 0,
          childUnitPrice: 0,
          totalPrice,
        });
        const lines = [line('ticket', 'FR-D1', TICKETS, 2)];
        if ((basket.coupons as string[] | undefined)?.includes('PRIMEUR5'))
          lines.push(line('coupon', 'PRIMEUR5', -PRIMEUR5));
        const total = lines.reduce((sum, l) => sum + l.totalPrice, 0);
        return Response.json({ data: { saveBasket: { success: true, code: null, lines, total } } });
      }
      if (query.includes('query CheckCoupons')) {
        checks.push(body.variables);
        if (couponsDown) return new Response('', { status: 503 });
        const codes = (body.variables.coupons as string[]).map((code) => code.toUpperCase());
        const discountCoupons = codes.map((code) => ({
          id: code,
          name: code,
          code,
          isValid: code === 'PRIMEUR5',
          description: '',
          error: code === 'PRIMEUR5' ? null : 'COUPON_NOT_VALID',
        }));
        const success = discountCoupons.every((coupon) => coupon.isValid);
        const discountsAmount = codes.includes('PRIMEUR5') ? PRIMEUR5 : 0;
        return Response.json({
          data: { checkCoupons: { success, discountCoupons, sale: { discountsAmount } } },
        });
      }
      if (query.includes('query Insurance')) {
        return Response.json({
          data: { insurance: { price: null, available: false, insuranceId: null } },
        });
      }
      if (query.includes('query Delivery')) {
        return Response.json({ data: { delivery: { price: null } } });
      }
      return new Promise<Response>(() => {});
    }),
  );
  return { checks, lastBasket: () => baskets.at(-1) ?? {} };
}

const total = () => screen.getByText('Total').parentElement?.textContent ?? '';
const codeField = () => screen.getByRole('textbox', { name: 'Votre code promo' });
const apply = async (code: string) => {
  // The form shows with the priced basket.
  const button = (await screen.findByRole('button', { name: 'Appliquer' })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.change(codeField(), { target: { value: code } });
  fireEvent.click(button);
};

describe('coupons on the summary (booking-funnel.md §4 coupons, §8)', () => {
  beforeEach(() => {
    const store = useBookingStore.getState();
    store.startNewBooking();
    store.chooseGroup({ ...useBookingStore.getState().booking.group, adults: 2, children: 0 });
    store.setDates(VISIT_DAY, 1);
    store.chooseOffer(makeOffer({ price: { ...makeOffer().price, totalPrice: TICKETS as never } }));
    store.setOrder({ orderId: ORDER_ID, shortOrderId: 'K7QH2MZP' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('applies PRIMEUR5 on the basket’s products, shows its discount and the new total, and removes it', async () => {
    const server = stubServer();
    renderApp('/fr/summary', { now: NOW });
    await waitFor(() => expect(total()).toContain('98,64'));

    await apply('primeur5');

    const announced = await screen.findByText(/Code PRIMEUR5 appliqué/);
    expect(announced.getAttribute('role')).toBe('status');
    expect(server.checks[0]).toEqual({
      coupons: ['primeur5'],
      products: [
        {
          id: '0:adult:0',
          productId: 'FR-D1',
          price: ADULT,
          accessDate: VISIT_DAY,
          visitor: 'adult',
        },
        {
          id: '0:adult:1',
          productId: 'FR-D1',
          price: ADULT,
          accessDate: VISIT_DAY,
          visitor: 'adult',
        },
      ],
      hasLargeFamilyCard: false,
    });
    await waitFor(() => expect(server.lastBasket().coupons).toEqual(['PRIMEUR5']));
    await waitFor(() => expect(total()).toContain('88,64'));
    const applied = screen.getByRole('list', { name: 'Codes promo appliqués' });
    expect(within(applied).getByText('PRIMEUR5')).toBeTruthy();
    expect(within(applied).getByText(/^-10,00/)).toBeTruthy();
    expect(useBookingStore.getState().booking).toMatchObject({
      coupons: ['PRIMEUR5'],
      couponDiscount: PRIMEUR5,
    });
    expect(screen.queryByText(/a été recalculé à/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Retirer le code PRIMEUR5' }));
    await waitFor(() => expect(server.lastBasket().coupons).toEqual([]));
    await waitFor(() => expect(total()).toContain('98,64'));
    expect(screen.queryByRole('list', { name: 'Codes promo appliqués' })).toBeNull();
    expect(useBookingStore.getState().booking).toMatchObject({ coupons: [], couponDiscount: 0 });
  });

  it('shows why a code is refused, tied to the field, and keeps the basket as it was', async () => {
    const server = stubServer();
    renderApp('/fr/summary', { now: NOW });

    await apply('NOPE');

    const field = codeField();
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      "Le code promo n'est plus valide",
    );
    expect(server.checks).toHaveLength(1);
    expect(server.lastBasket().coupons).toEqual([]);
    expect(useBookingStore.getState().booking.coupons).toEqual([]);
  });

  it('says the service is unavailable when the check fails', async () => {
    stubServer({ couponsDown: true });
    renderApp('/fr/summary', { now: NOW });

    await apply('PRIMEUR5');

    expect(await screen.findByText(/les codes promo ne peuvent pas être vérifiés/)).toBeTruthy();
    expect(useBookingStore.getState().booking.coupons).toEqual([]);
  });
});

import { makeOffer } from '@sesame/domain/testing/fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { renderApp } from '../testing/render-app.tsx';

const ORDER_ID = '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a';
const VISIT_DAY = '2027-06-12';
const NOW = new Date('2027-05-20T09:00:00Z');
const TICKETS = 9863;
const INSURANCE = 493;

type Basket = Record<string, unknown>;

/** The API as the summary sees it: saveBasket prices the extras as the server does. */
function stubServer(quote: { price: number | null; available: boolean }) {
  const baskets: Basket[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      const query = String(body.query);
      if (query.includes('mutation SaveBasket')) {
        const basket = body.variables.basket as Basket;
        baskets.push(basket);
        const line = (kind: string, code: string, totalPrice: number) => ({
          kind,
          code,
          label: code,
          date: null,
          adults: 0,
          children: 0,
          quantity: 1,
          adultUnitPrice: 0,
          childUnitPrice: 0,
          totalPrice,
        });
        const lines = [line('ticket', 'FR-D1', TICKETS)];
        if (basket.insurance) lines.push(line('insurance', 'INS', INSURANCE));
        if (basket.isDonation) lines.push(line('donation', 'DON', Number(basket.donationValue)));
        const total = lines.reduce((sum, l) => sum + l.totalPrice, 0);
        return Response.json({ data: { saveBasket: { success: true, code: null, lines, total } } });
      }
      if (query.includes('query Insurance')) {
        return Response.json({
          data: { insurance: { ...quote, insuranceId: quote.available ? 'quote-1' : null } },
        });
      }
      if (url === '/api/hash/generate')
        return Response.json({ success: true, hash: 'h'.repeat(64) });
      if (query.includes('query Delivery')) {
        return Response.json({ data: { delivery: { price: null } } });
      }
      return new Promise<Response>(() => {});
    }),
  );
  return { baskets, last: () => baskets.at(-1) ?? {} };
}

const continueButton = () => screen.getByRole('button', { name: 'Continuer' });
/** Continues once the basket is priced (the button waits for the server's answer). */
const submit = async () => {
  await waitFor(() => expect((continueButton() as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(continueButton());
};
const acceptTerms = () => {
  fireEvent.click(screen.getByRole('checkbox', { name: /conditions générales de vente/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /politique de confidentialité/ }));
};
const total = () => screen.getByText('Total').parentElement?.textContent ?? '';

describe('the summary’s extras (booking-funnel.md §3, §5, §8)', () => {
  beforeEach(() => {
    const store = useBookingStore.getState();
    store.startNewBooking();
    store.chooseGroup(useBookingStore.getState().booking.group);
    store.setDates(VISIT_DAY, 1);
    store.chooseOffer(makeOffer({ price: { ...makeOffer().price, totalPrice: TICKETS as never } }));
    store.setOrder({ orderId: ORDER_ID, shortOrderId: 'K7QH2MZP' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks to insure or not before going on, then the insurer’s terms, and prices the insurance', async () => {
    const server = stubServer({ price: INSURANCE, available: true });
    renderApp('/fr/summary', { now: NOW });
    const insure = await screen.findByRole('radio', { name: /M'assurer pour 4,93/ });
    const group = insure.closest('fieldset') as HTMLElement;
    acceptTerms();

    await submit();

    const required = await within(group).findByText(
      'Choisissez de vous assurer ou non pour continuer',
    );
    expect(group.getAttribute('aria-describedby')).toBe(required.id);
    expect(server.last().insurance).toBe(false);

    fireEvent.click(insure);
    await waitFor(() => expect(server.last().insurance).toBe(true));
    await waitFor(() => expect(total()).toContain('103,56'));
    await submit();
    const terms = screen.getByRole('checkbox', { name: /conditions générales de l'assurance/ });
    await waitFor(() => expect(terms.getAttribute('aria-invalid')).toBe('true'));
    const termsError = document.getElementById(terms.getAttribute('aria-describedby') ?? '');
    expect(termsError?.textContent).toBe(
      "Veuillez accepter les conditions de l'assurance pour continuer",
    );

    fireEvent.click(terms);
    await submit();

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toContain('/fr/identification'),
    );
    const { booking } = useBookingStore.getState();
    expect(booking).toMatchObject({
      insurance: true,
      insurancePrice: INSURANCE,
      insuranceId: 'quote-1',
      insuranceTermsAndConditionsAccepted: true,
      total: TICKETS + INSURANCE,
    });
    // The total shown so far is the server's: no "amount recalculated" message.
    expect(screen.queryByText(/a été recalculé/)).toBeNull();
  });

  it('says the service is unavailable and lets the visitor go on without insurance', async () => {
    const server = stubServer({ price: null, available: false });
    renderApp('/fr/summary', { now: NOW });

    expect(await screen.findByText('Service indisponible')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /assurer/ })).toBeNull();
    acceptTerms();
    await submit();

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toContain('/fr/identification'),
    );
    expect(server.last().insurance).toBe(false);
    expect(useBookingStore.getState().booking.insurance).toBeNull();
  });

  it('adds the gift chosen to the basket: 2 €, the round-up, or another positive amount', async () => {
    const server = stubServer({ price: INSURANCE, available: true });
    renderApp('/fr/summary', { now: NOW });
    fireEvent.click(await screen.findByRole('radio', { name: "Je ne souhaite pas d'assurance" }));
    const gift = screen.getByRole('group', { name: /Faire un don/ });
    expect(within(gift).getByRole('radio', { name: 'Non' })).toHaveProperty('checked', true);

    fireEvent.click(within(gift).getByRole('radio', { name: 'Oui' }));
    fireEvent.click(screen.getByRole('radio', { name: /^2,00/ }));
    await waitFor(() =>
      expect(server.last()).toMatchObject({ isDonation: true, donationValue: 200 }),
    );
    await waitFor(() => expect(total()).toContain('100,63'));

    // 98,63 € rounded up to 99,00 €: a gift of 0,37 €.
    fireEvent.click(screen.getByRole('radio', { name: /Arrondi/ }));
    await waitFor(() => expect(server.last()).toMatchObject({ donationValue: 37 }));
    await waitFor(() => expect(total()).toContain('99,00'));

    fireEvent.click(screen.getByRole('radio', { name: 'Autre montant' }));
    const other = screen.getByRole('textbox', { name: /Montant de votre don/ });
    fireEvent.change(other, { target: { value: '0' } });
    acceptTerms();
    await submit();
    await waitFor(() => expect(other.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(other.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Saisir une valeur positive',
    );
    expect(screen.getByTestId('location').textContent).toContain('/fr/summary');

    fireEvent.change(other, { target: { value: '7,50' } });
    await waitFor(() =>
      expect(server.last()).toMatchObject({ isDonation: true, donationValue: 750 }),
    );
    await submit();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toContain('/fr/identification'),
    );
    expect(useBookingStore.getState().booking.total).toBe(TICKETS + 750);
  });
});

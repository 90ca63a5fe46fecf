import { defaultBooking } from '@sesame/domain/booking/default-booking';
import { makeOffer } from '@sesame/domain/testing/fixtures';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { renderApp } from '../testing/render-app.tsx';
import { withNewBookingAndSilentServer } from '../testing/silent-server.ts';

const location = () => screen.getByTestId('location').textContent;

/** A booking with a group, a day and a chosen offer: far enough to reach the summary. */
function bookingUpToTheOffer() {
  const store = useBookingStore.getState();
  // readings.md §12: the visitor confirmed the start page.
  store.chooseGroup(useBookingStore.getState().booking.group);
  store.setDates('2027-06-12', 1);
  store.chooseOffer(makeOffer());
  store.setOrder({ orderId: '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a', shortOrderId: 'K7QH2MZP' });
}

function identify() {
  useBookingStore.getState().setCustomer({
    email: 'marie.durand@example.com',
    firstName: 'Marie',
    lastName: 'Durand',
    isLoggedIn: false,
  });
}

describe('the guard on every page', () => {
  // Pages that render ask the server for their data; these tests only look at where they land.
  withNewBookingAndSilentServer();

  it('lets the start page open with an empty booking', async () => {
    renderApp('/fr');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Qui vient au parc/ }),
    ).toBeTruthy();
    expect(location()).toBe('/fr');
  });

  it('sends a visitor without a visit day from the offers to the duration, in their language', async () => {
    useBookingStore.getState().chooseGroup(defaultBooking().group);
    renderApp('/en/offers');
    // The calendar page is the heaviest chunk: its first import takes a while under test.
    const heading = screen.findByRole(
      'heading',
      { level: 1, name: 'When are you coming?' },
      { timeout: 15_000 },
    );
    expect(await heading).toBeTruthy();
    expect(location()).toBe('/en/duration');
  });

  it('sends a visitor without a group back to the start page', async () => {
    useBookingStore.getState().setGroup({ ...defaultBooking().group, adults: 0 });
    renderApp('/fr/summary');
    await screen.findByRole('heading', { level: 1, name: /Qui vient au parc/ });
    expect(location()).toBe('/fr');
  });

  it('sends a visitor who never confirmed the start page there, although the defaults hold 2 adults (readings.md §12)', async () => {
    expect(useBookingStore.getState().booking.group.adults).toBe(2);
    renderApp('/fr/offers');
    await screen.findByRole('heading', { level: 1, name: /Qui vient au parc/ });
    expect(location()).toBe('/fr');
    expect(useBookingStore.getState().funnel.groupChosen).toBe(false);
  });

  it('chooses the group once the start page is confirmed (readings.md §12)', async () => {
    renderApp('/fr?track=date');
    fireEvent.click(await screen.findByRole('button', { name: 'Continuer' }));
    // The group's schema loads on the first submit: slow on a busy machine.
    await vi.waitFor(() => expect(location()).toBe('/fr/duration'), { timeout: 5000 });
    expect(useBookingStore.getState().funnel.groupChosen).toBe(true);
  });

  it.each([
    ['3', true, 3],
    ['0', false, 2],
    ['abc', false, 2],
  ])('?group=%s chooses the group: %s (readings.md §12)', async (group, chosen, adults) => {
    renderApp(`/fr?group=${group}`);
    await screen.findByRole('heading', { level: 1, name: /Qui vient au parc/ });
    await vi.waitFor(() => expect(useBookingStore.getState().funnel.groupChosen).toBe(chosen));
    expect(useBookingStore.getState().booking.group.adults).toBe(adults);
  });

  it('lets no page guard turn the restart after an expired selection elsewhere (readings.md §14)', async () => {
    bookingUpToTheOffer();
    identify();
    useBookingStore.getState().resetBooking();
    renderApp('/fr/payment');
    await screen.findByRole('heading', { level: 1, name: /Qui vient au parc/ });
    expect(location()).toBe('/fr');
    await vi.waitFor(() => expect(useBookingStore.getState().restarting).toBe(false));
  });

  it('sends a visitor who has not identified from the payment to the identification', async () => {
    bookingUpToTheOffer();
    renderApp('/fr/payment');
    await screen.findByRole('heading', { level: 1, name: 'Vos coordonnées' });
    expect(location()).toBe('/fr/identification');
  });

  it('opens the payment once the guest has identified', async () => {
    bookingUpToTheOffer();
    identify();
    renderApp('/fr/payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement' })).toBeTruthy();
    expect(location()).toBe('/fr/payment');
  });

  it('keeps a paid-for confirmation out of reach until the booking is paid', async () => {
    bookingUpToTheOffer();
    renderApp('/fr/confirmation');
    await screen.findByRole('heading', { level: 1, name: 'Récapitulatif de votre commande' });
    expect(location()).toBe('/fr/summary');
  });

  it('drops query parameters the page does not accept and keeps those it does', async () => {
    renderApp('/fr?track=date&utm_source=mail&group=3');
    await screen.findByRole('heading', { level: 1, name: /Qui vient au parc/ });
    await vi.waitFor(() => expect(location()).toBe('/fr?track=date&group=3'));
  });

  it("keeps the payment provider's refusal in the address of the payment page, and says so", async () => {
    bookingUpToTheOffer();
    identify();
    renderApp('/fr/payment?error=declined&utm_source=mail');
    expect(await screen.findByText('Le paiement a échoué, veuillez réessayer')).toBeTruthy();
    await vi.waitFor(() => expect(location()).toBe('/fr/payment?error=declined'));
    expect(screen.getByRole('button', { name: 'Réessayer le paiement' })).toBeTruthy();
  });

  it('lets a visitor back from the payment provider wait on the confirmation while it is confirmed', async () => {
    bookingUpToTheOffer();
    identify();
    renderApp('/fr/confirmation?paymentId=pay_123&utm_source=mail');
    expect(await screen.findByText('Confirmation de votre paiement…')).toBeTruthy();
    await vi.waitFor(() => expect(location()).toBe('/fr/confirmation?paymentId=pay_123'));
    expect(useBookingStore.getState().booking.paymentClientAnswer).toBe('pay_123');
  });

  it('shows the 404 page for an address that is not a page', async () => {
    renderApp('/fr/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Erreur 404' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe(
      '/fr',
    );
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { renderAt } from '../testing/render-app.tsx';
import { Header } from './header.tsx';

const customer = { email: 'ana.garcia@example.com', firstName: 'Ana', lastName: 'García' };

describe('the header’s back button on payment (checkout-and-account.md §2)', () => {
  beforeEach(() => useBookingStore.getState().startNewBooking());
  afterEach(cleanup);

  it('goes to the summary when a logged-in session is cached', async () => {
    useBookingStore.getState().setCustomer({ ...customer, isLoggedIn: true });
    renderAt('/fr/payment', <Header route="payment" language="fr" />);
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr/summary'));
  });

  it('otherwise goes to the previous page, here the start page', async () => {
    useBookingStore.getState().setCustomer({ ...customer, isLoggedIn: false });
    renderAt('/fr/payment', <Header route="payment" language="fr" />);
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr'));
  });
});

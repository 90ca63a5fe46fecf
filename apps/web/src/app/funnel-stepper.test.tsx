import { makeOffer, platformConfig } from '@sesame/domain/testing/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { installFrench } from '../testing/render-app.tsx';
import { FunnelStepper } from './funnel-stepper.tsx';

const steps = () =>
  within(screen.getByRole('navigation', { name: 'Étapes de votre réservation' }))
    .getAllByRole('listitem')
    .map((item) => `${item.textContent}${item.getAttribute('aria-current') ? ' (current)' : ''}`);

describe('the funnel stepper', () => {
  beforeEach(() => {
    installFrench();
    const store = useBookingStore.getState();
    store.startNewBooking();
    store.setDates('2027-06-12', 1);
    store.chooseOffer(makeOffer());
  });
  afterEach(cleanup);

  it('lists every step of a 1-day visit up to payment, the ones before done', () => {
    render(<FunnelStepper route="pass" config={platformConfig()} />);
    expect(steps()).toEqual([
      'Visiteurs, étape terminée',
      'Date, étape terminée',
      'Offre, étape terminée',
      '4Pass Émotion (current)',
      '5Restauration',
      '6Récapitulatif',
      '7Coordonnées',
      '8Paiement',
    ]);
    expect(screen.getByText('Étape 4 sur 8').textContent).toBe('Étape 4 sur 8 · Pass Émotion');
  });

  it('lists the accommodation of a visit with a night', () => {
    useBookingStore.getState().setDates('2027-06-12', 2);
    render(<FunnelStepper route="payment" config={platformConfig()} />);
    expect(steps().at(4)).toBe('Hébergement, étape terminée');
    expect(steps().at(-1)).toBe('9Paiement (current)');
  });

  it('holds its place, empty, until the platform is known', () => {
    const { container } = render(<FunnelStepper route="pass" config={undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(container.firstElementChild).not.toBeNull();
  });
});

import { DEFAULT_GROUP } from '@sesame/domain/booking/default-booking';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../testing/render-app.tsx';
import { useBookingStore } from './booking-store.ts';
import { useExpiredCardChoice } from './expired-card-choice.tsx';

const CARD = {
  ...DEFAULT_GROUP,
  hasLargeFamilyCard: true,
  largeFamilyCardNumber: '75-2024-001234',
  largeFamilyCardValidity: '2027-06-13',
};

/** A calendar's "Continue", as the duration step wires it. */
function Dates({
  go,
  startDate,
  duration,
}: {
  go: () => void;
  startDate: string;
  duration: number;
}) {
  const { whenCardHolds, dialog } = useExpiredCardChoice();
  return (
    <>
      <button type="button" onClick={() => whenCardHolds({ startDate, duration }, go)}>
        Continuer
      </button>
      {dialog}
    </>
  );
}

const dialog = () =>
  screen.queryByRole('dialog', { name: 'Votre carte famille nombreuse aura expiré' });

describe('the expired large family card choice (booking-funnel.md §5)', () => {
  beforeEach(() => {
    useBookingStore.getState().startNewBooking();
    useBookingStore.getState().setGroup(CARD);
  });
  afterEach(cleanup);

  it.each([
    ['a card valid on the last day of the visit', true, '2027-06-12', 2],
    ['no card', false, '2027-07-01', 1],
  ])('goes on at once with %s', (_label, hasCard, startDate, duration) => {
    useBookingStore.getState().setGroup({ ...CARD, hasLargeFamilyCard: hasCard });
    const go = vi.fn();
    renderAt('/fr/duration', <Dates go={go} startDate={startDate} duration={duration} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(go).toHaveBeenCalledOnce();
    expect(dialog()).toBeNull();
  });

  it('asks first when the card expires during the visit; another date keeps the card', async () => {
    const go = vi.fn();
    renderAt('/fr/duration', <Dates go={go} startDate="2027-06-13" duration={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));

    // The dialog's code loads as it first opens.
    await waitFor(() =>
      expect(dialog()?.textContent).toMatch(/n'est plus valide le .*14 juin 2027/),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Choisir une autre date' }));

    await waitFor(() => expect(dialog()).toBeNull());
    expect(go).not.toHaveBeenCalled();
    expect(useBookingStore.getState().booking.group.hasLargeFamilyCard).toBe(true);
  });

  it('takes focus as it opens and gives it back to what opened it as it closes', async () => {
    renderAt('/fr/duration', <Dates go={vi.fn()} startDate="2027-06-13" duration={2} />);
    const opener = screen.getByRole('button', { name: 'Continuer' });
    opener.focus();
    fireEvent.click(opener);

    await waitFor(() => expect(dialog()?.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Choisir une autre date' }));

    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(dialog()).toBeNull();
  });

  it('continuing without the discount drops the card, then goes on', async () => {
    const go = vi.fn();
    renderAt('/fr/duration', <Dates go={go} startDate="2027-07-01" duration={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuer sans la réduction' }));

    await waitFor(() => expect(dialog()).toBeNull());
    expect(go).toHaveBeenCalledOnce();
    expect(useBookingStore.getState().booking.group).toEqual({
      ...CARD,
      hasLargeFamilyCard: false,
    });
  });
});

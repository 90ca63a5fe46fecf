import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../testing/render-app.tsx';
import ExpiredSelectionDialog from './expired-selection-dialog.tsx';

describe('the expired selection dialog (booking-funnel.md §4), with the keyboard', () => {
  afterEach(cleanup);

  it('takes focus and reads its message; its only action starts again', async () => {
    renderAt('/fr/summary', <ExpiredSelectionDialog language="fr" />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Votre sélection a expiré' });

    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(/^Les prix et les places de votre panier/);

    fireEvent.click(screen.getByRole('button', { name: "J'ai compris" }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr'));
  });
});

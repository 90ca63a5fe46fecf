import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../testing/render-app.tsx';
import { WhatsNext } from './whats-next.tsx';

afterEach(cleanup);

describe('what happens after paying (readings.md §16)', () => {
  it('promises the tickets by e-mail, at the address given, within 30 minutes', () => {
    renderAt('/fr/confirmation', <WhatsNext email="lea@example.com" byPost={false} />);
    expect(screen.getByText('Vos billets arrivent par e-mail')).toBeTruthy();
    expect(screen.getByText(/à l'adresse lea@example\.com dans les 30 minutes/)).toBeTruthy();
    expect(screen.queryByText(/par courrier/)).toBeNull();
  });

  it('promises the tickets by post to the address given, not by e-mail', () => {
    renderAt('/fr/confirmation', <WhatsNext email="lea@example.com" byPost />);
    expect(screen.getByText('Vos billets arrivent par courrier')).toBeTruthy();
    expect(
      screen.getByText(/Nous les postons à l’adresse indiquée lors de votre commande/),
    ).toBeTruthy();
    expect(screen.queryByText(/30 minutes/)).toBeNull();
  });
});

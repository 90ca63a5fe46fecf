import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installFrench } from '../testing/render-app.tsx';
import { page } from './lazy-page.tsx';

const offersModule = { default: () => <h1>Nos offres</h1> };

function renderInSuspense(Page: ReturnType<typeof page>) {
  render(
    <Suspense fallback={<p>Chargement…</p>}>
      <Page />
    </Suspense>,
  );
}

describe('a lazily loaded page', () => {
  beforeAll(() => {
    installFrench();
  });
  afterEach(cleanup);

  it('shows the loading state until its code is there', async () => {
    const Offers = page('offers', async () => offersModule);
    renderInSuspense(Offers);
    expect(screen.getByText('Chargement…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Nos offres' })).toBeTruthy();
  });

  it('renders at once once preloaded, without the loading state', async () => {
    const load = vi.fn(async () => offersModule);
    const Offers = page('offers', load);
    Offers.preload?.('fr');
    // The preload's promises settle before the next task.
    await new Promise((resolve) => setTimeout(resolve));

    renderInSuspense(Offers);
    expect(screen.getByRole('heading', { name: 'Nos offres' })).toBeTruthy();
    expect(screen.queryByText('Chargement…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

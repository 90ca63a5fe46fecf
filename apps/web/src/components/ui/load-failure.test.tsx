import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphqlError } from '../../lib/graphql-client.ts';
import { useQuery } from '../../lib/query/index.ts';
import { renderAt } from '../../testing/render-app.tsx';
import { LoadFailure } from './load-failure.tsx';

function Offers({ load }: { load: () => Promise<string> }) {
  const offers = useQuery({ queryKey: ['offers'], queryFn: load, retry: false });
  if (offers.isError) return <LoadFailure query={offers} />;
  return <p>{offers.data ?? 'Chargement…'}</p>;
}

describe('LoadFailure', () => {
  afterEach(cleanup);

  it('says the generic message of the spec, and "Try again" asks again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('Billet 1 jour');
    renderAt('/fr/offers', <Offers load={load} />);

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Une erreur est survenue. Veuillez réessayer plus tard.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByText('Billet 1 jour')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says an expected failure with its own message, and does not offer to ask again', async () => {
    const load = () => Promise.reject(new GraphqlError('ORDER_NOT_FOUND', 'not found'));
    renderAt('/fr/offers', <Offers load={load} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Commande introuvable.');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});

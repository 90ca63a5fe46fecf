import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderAt } from '../../testing/render-app.tsx';
import { AlreadyBookedList } from './already-booked-list.tsx';
import { product } from './completion-test-data.ts';

afterEach(cleanup);

it('lists the ticket, passes, meals by lunch or dinner and external accommodation (§4)', () => {
  renderAt(
    '/fr/pass',
    <AlreadyBookedList
      oldLines={[
        product('OFFER', 'FR-D1'),
        product('PASS', 'PE', { name: 'Pass Émotion' }),
        product('LUNCH', 'TAV', {
          name: 'La Taverne',
          dates: { accessDate: '2027-06-12', accessEndDate: null, sessionTime: '12:30' },
        }),
        product('DINER', 'BAN', {
          name: 'Le Banquet',
          dates: { accessDate: '2027-06-12', accessEndDate: null, sessionTime: '19:30' },
        }),
        product('ACCOMMODATION', 'HV', { name: 'Hôtel de la Ville', providerType: 'EXTERNE' }),
        product('ACCOMMODATION', 'HP', { name: 'Hôtel du Parc', providerType: 'INTERNE' }),
      ]}
    />,
  );
  const list = screen.getByRole('region', { name: 'Déjà réservé pour cette visite' });
  const items = within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(items).toEqual([
    'Vos billets d’entrée',
    expect.stringMatching(/^Pass Émotion · .*12/),
    expect.stringMatching(/^Déjeuner\u00a0: La Taverne, .*12.* à 12:30$/),
    expect.stringMatching(/^Dîner\u00a0: Le Banquet, .*12.* à 19:30$/),
    'Hébergement\u00a0: Hôtel de la Ville',
  ]);
});

it('shows nothing when the order has no lines', () => {
  const { container } = renderAt('/fr/pass', <AlreadyBookedList oldLines={[]} />);
  expect(container.querySelector('section')).toBeNull();
});

import { en as englishErrors } from '@sesame/domain/i18n/error-messages/en';
import { es as spanishErrors } from '@sesame/domain/i18n/error-messages/es';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { catalogueOf } from '../../lib/catalogue.ts';
import { i18n } from '../../lib/i18n.ts';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import { renderAt } from '../../testing/render-app.tsx';
import { AlreadyBookedList } from './already-booked-list.tsx';
import { product } from './completion-test-data.ts';

afterEach(cleanup);

it('lists the ticket, passes, meals by lunch or dinner with their day and time, and external accommodation (§4)', () => {
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
        product('DINER', 'PAT', {
          name: 'Le Patio',
          dates: { accessDate: '2027-06-13', accessEndDate: null, sessionTime: null },
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
    'Déjeuner\u00a0: La Taverne, 12/06/2027 à 12\u00a0h\u00a030',
    'Dîner\u00a0: Le Banquet, 12/06/2027 à 19\u00a0h\u00a030',
    // A sitting without its time: the day alone, no dangling « à ».
    'Dîner\u00a0: Le Patio, 13/06/2027',
    'Hébergement\u00a0: Hôtel de la Ville',
  ]);
});

// Shown alone, outside the page that would load its texts in the language switched to.
const catalogues = {
  en: catalogueOf(en, englishErrors),
  es: catalogueOf(es, spanishErrors),
};

it.each([
  ['en', 'Dinner: Le Banquet, 12/06/2027 at 7:30\u00a0pm'],
  ['es', 'Cena: Le Banquet, 12/06/2027 a las 19:30'],
] as const)('writes the meal’s time as %s does', async (language, dinner) => {
  renderAt(
    '/fr/pass',
    <AlreadyBookedList
      oldLines={[
        product('DINER', 'BAN', {
          name: 'Le Banquet',
          dates: { accessDate: '2027-06-12', accessEndDate: null, sessionTime: '19:30' },
        }),
      ]}
    />,
  );
  i18n.addCatalogue(language, catalogues[language]);
  await act(() => i18n.changeLanguage(language));
  const items = screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(items).toContain(dinner);
});

it('shows nothing when the order has no lines', () => {
  const { container } = renderAt('/fr/pass', <AlreadyBookedList oldLines={[]} />);
  expect(container.querySelector('section')).toBeNull();
});

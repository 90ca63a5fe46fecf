import { platformConfig } from '@sesame/domain/testing/fixtures';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { mergedTexts, type Texts } from '../lib/catalogue.ts';
import firstPart from '../locales/fr.json?part=first';
import lazyPart from '../locales/fr.json?part=lazy';
import { keysShown } from '../testing/keys-shown.ts';
import { renderApp } from '../testing/render-app.tsx';
import { withNewBookingAndSilentServer } from '../testing/silent-server.ts';

async function openStartPage(platform: 'fr' | 'es', texts: Texts) {
  renderApp('/fr', { config: platformConfig({ code: platform }), texts });
  await screen.findByRole('heading', { level: 1, name: /Qui vient au parc/ });
}

// The start page renders from the first part of the catalogue (scripts/catalogue-parts.ts); the
// code it loads lazily brings the texts it can show (decision 47, locales/page-texts.test.ts
// checks that each such code is loaded with them): every text it shows must be in those parts.
describe('the start page, from the first part of the catalogue', () => {
  withNewBookingAndSilentServer();

  it('shows every text of its first render, its options open', async () => {
    await openStartPage('es', firstPart);
    fireEvent.click(screen.getByRole('checkbox', { name: /situation de handicap/ }));
    expect(keysShown()).toEqual([]);
  });

  it('shows every text of the form, its options open and its group refused, once its code is there', async () => {
    await openStartPage('es', mergedTexts(firstPart, lazyPart));
    fireEvent.click(screen.getByRole('checkbox', { name: /famille nombreuse/i }));
    fireEvent.click(screen.getByRole('checkbox', { name: /situation de handicap/ }));
    for (const name of ['Adultes', 'Enfants']) {
      const group = screen.getByRole('group', { name });
      fireEvent.click(group.querySelectorAll('button')[0] as HTMLButtonElement);
      fireEvent.click(group.querySelectorAll('button')[0] as HTMLButtonElement);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Ajoutez au moins un adulte ou un enfant')).toBeTruthy();
    expect(keysShown()).toEqual([]);
  });

  it('shows the time left on the places a returning visitor holds', async () => {
    useBookingStore.getState().startTimer(new Date(Date.now() + 60_000).toISOString());
    await openStartPage('fr', mergedTexts(firstPart, lazyPart));
    expect(await screen.findByRole('region', { name: /panier/i })).toBeTruthy();
    expect(keysShown()).toEqual([]);
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Page } from './page.tsx';

describe('a page', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('opens at its top with focus on its heading (WCAG 2.4.3)', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    render(
      <Page title="Réservez vos repas au parc">
        <button type="button">Continuer</button>
      </Page>,
    );
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Réservez vos repas au parc' }),
    );
  });
});

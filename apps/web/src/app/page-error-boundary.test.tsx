import { fr as frenchErrors } from '@sesame/domain/i18n/error-messages/fr';
import { cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { installFrench, renderAt } from '../testing/render-app.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('shows a page whose chunk failed to load as the generic failure with « Réessayer », not an empty screen', async () => {
  // React logs the caught error; the test keeps its output quiet.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Page = lazy(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  renderAt(
    '/fr/summary',
    <PageErrorBoundary route="summary">
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </PageErrorBoundary>,
  );

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(`${frenchErrors.GENERIC}Réessayer`);
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
});

it('starts afresh on another page: the failure stays with the page that failed', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Failing = lazy(() => Promise.reject(new TypeError('Failed to fetch')));
  const shell = (route: string) => (
    <PageErrorBoundary route={route}>
      <Suspense fallback={null}>{route === 'summary' ? <Failing /> : <p>Nos offres</p>}</Suspense>
    </PageErrorBoundary>
  );
  installFrench();
  const { rerender } = render(shell('summary'));
  expect(await screen.findByRole('alert')).toBeTruthy();

  rerender(shell('offers'));
  expect(screen.getByText('Nos offres')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

import { fr as frenchErrors } from '@sesame/domain/i18n/error-messages/fr';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import { platformConfig } from '@sesame/domain/testing/fixtures';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppRoutes } from '../app/app-routes.tsx';
import type { Texts } from '../lib/catalogue.ts';
import { ClockProvider } from '../lib/clock.tsx';
import { initI18nWith } from '../lib/i18n.ts';
import { platformQuery, type SitePlatform } from '../lib/platform-query.ts';
import { QueryClientProvider } from '../lib/query/index.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { MemoryRouter, useLocation } from '../lib/router.tsx';
import fr from '../locales/fr.json';

// Pages, and the forms' schemas, are lazily loaded chunks; their first import under test is slow
// on a busy machine (CI runs the server's tests beside these).
configure({ asyncUtilTimeout: 10_000 });

/**
 * Installs the French catalogue, as main.tsx does before the first render; or some of its texts
 * only, which the app then holds as all there is.
 */
export function installFrench(texts: Texts = fr) {
  const i18n = initI18nWith('fr', { ...texts, errors: frenchErrors });
  void i18n.changeLanguage('fr');
  return i18n;
}

/** Shows where the router is, so that tests can assert redirects. */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** The platform as the server sends it to the site: a configuration, and the seeded French park. */
export function sitePlatform(config: PlatformConfig = platformConfig()): SitePlatform {
  return { ...config, park: { name: 'Les Terres de Légende', phone: '+33 1 99 00 85 85' } };
}

interface Options {
  config?: PlatformConfig;
  /** The instant the app believes it is (the real clock when not given). */
  now?: Date;
  /** The French texts the app holds (all of them when not given). */
  texts?: Texts;
}

/** Renders the whole app at a path, with the platform configuration already loaded. */
export function renderApp(path: string, { config = platformConfig(), now, texts }: Options = {}) {
  installFrench(texts);
  const queryClient = createQueryClient();
  queryClient.setQueryData(platformQuery().queryKey, sitePlatform(config));
  const clock = now ? () => new Date(now) : () => new Date();
  return render(
    <ClockProvider clock={clock}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Location />
        </MemoryRouter>
      </QueryClientProvider>
    </ClockProvider>,
  );
}

/** Renders one component inside a router at a path (for components that navigate). */
export function renderAt(path: string, element: ReactNode) {
  installFrench();
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {element}
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

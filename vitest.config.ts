import { defineConfig } from 'vitest/config';
import { catalogueParts } from './apps/web/scripts/catalogue-parts.ts';

// One run covers the domain, the server (PGlite, and PostgreSQL when DATABASE_URL is set) and the
// web components; the browser tests live in e2e/ with their own config.
export default defineConfig({
  test: {
    // Files run side by side: threads start faster than forks; 3 beat 2 on two cores, since
    // server files wait on their database as much as they compute (decision 14).
    pool: 'threads',
    maxWorkers: 3,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Each file has a database of its own, copied from one seeded per run (decision 14).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // A worker keeps the modules it imported from file to file: each file still opens a
          // database of its own, and importing the server anew for each of 100 files was two
          // thirds of the project's CPU time (server project: 6.5 → 4.3 min on two cores).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The app loads each catalogue in two parts, split by this plugin (lib/i18n.ts).
        plugins: [catalogueParts()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // A route's first lazy import takes seconds on a loaded machine (CI runs the server
          // tests beside these).
          testTimeout: 20_000,
        },
      },
    ],
  },
});

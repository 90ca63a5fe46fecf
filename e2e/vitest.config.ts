import { defineConfig } from 'vitest/config';

// Browser tests: one server and one Chromium for the whole run, files one after the other.
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});

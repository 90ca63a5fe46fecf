import { defineConfig } from '@playwright/test';

export default defineConfig({
  testMatch: '*.e2e.ts',
  globalSetup: './support/global-setup.ts',
  // One worker: the tests count the places left on shared days, and two cores already carry the
  // server and Chromium.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    // Set by the global setup, which runs before the workers load this file again.
    baseURL: process.env.SESAME_E2E_URL,
    browserName: 'chromium',
    // Debian's Chromium, never a downloaded browser; no network of its own besides the tests'.
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A phone, as most visitors book.
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});

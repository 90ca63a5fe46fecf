import puppeteer, { type Browser } from 'puppeteer-core';

/** Debian's Chromium unless CHROME_PATH names another: the benches never download a browser. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromePath,
    // The flags below carry --headless, so that they read as Chromium gets them.
    headless: false,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

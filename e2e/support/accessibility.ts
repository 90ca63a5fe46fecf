import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on what the page shows once nothing on it is loading. A serious or critical violation fails the test, softly,
 * so that the scenario still runs to its end and reports what else is wrong.
 */
export async function checkAccessibility(page: Page) {
  const path = new URL(page.url()).pathname;
  // What the page shows once settled: a region loading its content (aria-busy) is veiled, and a
  // dialog fading in has not its colours yet.
  await expect(page.locator('[aria-busy="true"]'), `${path} keeps loading`).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await runAxe(page);
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect.soft(blocking, `serious or critical accessibility violations on ${path}`).toEqual([]);
}

/**
 * axe's violations on the page. Its half-megabyte script is injected once per document, not on
 * every check: injecting it took most of the time of a check, and the app has no frames to
 * inject it into.
 */
async function runAxe(page: Page): Promise<axe.Result[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    WCAG_TAGS,
  );
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on what the page shows now. A serious or critical violation fails the test, softly,
 * so that the scenario still runs to its end and reports what else is wrong.
 */
export async function checkAccessibility(page: Page) {
  const path = new URL(page.url()).pathname;
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect.soft(blocking, `serious or critical accessibility violations on ${path}`).toEqual([]);
}

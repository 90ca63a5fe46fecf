import { expect, test } from '@playwright/test';
import { overflowing, smallTargets } from './support/layout-checks.ts';

/**
 * The sweep's layout checks fail where they should: it passes on every screen, so these pages,
 * written to break them, show that a failure would be seen.
 */
test.describe('the layout checks of the accessibility sweep', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: false });

  const BUTTON = 'box-sizing: border-box; padding: 0; border: 0; margin: 0';

  test('tap targets: two 16 px buttons side by side fail; one with room around it, a link in a sentence or a 24 px one pass', async ({
    page,
  }) => {
    await page.setContent(`
      <p><button style="${BUTTON}; width: 16px; height: 16px">−</button><button style="${BUTTON}; width: 16px; height: 16px">+</button></p>
      <p style="margin-top: 48px"><button style="${BUTTON}; width: 16px; height: 16px">?</button></p>
      <p style="margin-top: 48px">Read <a href="#terms">the terms</a> before paying.</p>
      <p style="margin-top: 48px"><button style="${BUTTON}; width: 24px; height: 24px">×</button><button style="${BUTTON}; width: 24px; height: 24px">✓</button></p>
    `);
    expect(await smallTargets(page)).toEqual(['button "−" 16×16', 'button "+" 16×16']);
  });

  test('sideways scroll: a box wider than the phone, or an e-mail address that cannot break, fails', async ({
    page,
  }) => {
    await page.setContent('<div class="plan" style="width: 400px">Plan</div>');
    // 400 px from the body's default margin of 8 px.
    expect(await overflowing(page)).toEqual(['div.plan right=408']);

    const address = 'sweep.fr.1795728468416@example.com, the address the tickets go to';
    // Beside it, visually hidden text that runs far, clipped: it moves nothing.
    await page.setContent(`
      <p class="next" style="font-size: 24px">${address}</p>
      <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; white-space: nowrap">${address.repeat(3)}</span>
    `);
    expect(await overflowing(page)).toEqual([expect.stringMatching(/^p\.next right=\d+$/)]);

    await page.setContent(`<p style="font-size: 24px; overflow-wrap: anywhere">${address}</p>`);
    expect(await overflowing(page)).toEqual([]);
  });
});

import type { Page } from 'puppeteer-core';

declare global {
  interface Window {
    /** The longest event duration of each interaction so far, by interaction id. */
    sesameInteractions: Map<number, number>;
  }
  // Parts of the Event Timing API that TypeScript's DOM types do not have yet.
  interface Performance {
    /** How many interactions (clicks, taps, key presses) the page has had. */
    readonly interactionCount: number;
  }
  interface PerformanceEventTiming {
    /** Shared by the events of one interaction (pointerdown, pointerup, click); 0 for others. */
    readonly interactionId: number;
  }
  interface PerformanceObserverInit {
    durationThreshold?: number;
  }
}

/**
 * The shortest duration the Event Timing API reports: a quicker interaction leaves no entry, and
 * counts as this much.
 */
export const DURATION_THRESHOLD_MS = 16;

/**
 * Runs in the page before its own scripts (Page.evaluateOnNewDocument): observes the Event Timing
 * entries and keeps, for each interaction, its longest event, which is what INP counts.
 */
export function observeInteractions() {
  const longest = new Map<number, number>();
  window.sesameInteractions = longest;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      longest.set(
        entry.interactionId,
        Math.max(longest.get(entry.interactionId) ?? 0, entry.duration),
      );
    }
    // The threshold is inlined: this function runs in the page, without this module.
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * The duration of the one interaction `act` makes on a settled page, as the page's Event Timing
 * entries report it: from the input to the next paint after its handlers ran.
 */
export async function interactionMs(page: Page, act: () => Promise<void>): Promise<number> {
  await settled(page);
  const before = await page.evaluate(() => ({
    count: performance.interactionCount,
    ids: [...window.sesameInteractions.keys()],
  }));
  await act();
  await page.waitForFunction((count) => performance.interactionCount > count, {}, before.count);
  await settled(page);
  const durations = await page.evaluate(
    (known) =>
      [...window.sesameInteractions]
        .filter(([id]) => !known.includes(id))
        .map(([, duration]) => duration),
    before.ids,
  );
  return Math.max(DURATION_THRESHOLD_MS, ...durations);
}

/** Waits for the main thread to be idle, then for one more frame and its observers' callbacks. */
async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
}

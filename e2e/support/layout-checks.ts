import { expect, type Page } from '@playwright/test';
import { checkAccessibility } from './accessibility.ts';

/** The phone, the larger phone and the desktop every screen is checked at. */
export const SWEEP_WIDTHS = [320, 390, 1280] as const;

/** WCAG 2.5.8, target size (minimum), in CSS pixels. */
const MIN_TARGET = 24;

/**
 * Checks what the page shows now at each width, resizing the window in place: axe's serious and
 * critical violations, no sideways scroll at the narrowest width, and tap targets of 24 px.
 * Every failure is soft, so that one walk reports every screen. Answers how many checks ran.
 */
export async function checkAtEveryWidth(page: Page): Promise<number> {
  const height = page.viewportSize()?.height ?? 800;
  const path = new URL(page.url()).pathname;
  for (const width of SWEEP_WIDTHS) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await checkAccessibility(page);
    if (width === SWEEP_WIDTHS[0]) {
      expect.soft(await overflowing(page), `${path} scrolls sideways at ${width} px`).toEqual([]);
    }
    expect
      .soft(await smallTargets(page), `${path}: targets under 24 px at ${width} px`)
      .toEqual([]);
  }
  return SWEEP_WIDTHS.length;
}

/**
 * What sticks out of the page's width when it scrolls sideways: the innermost elements whose right
 * edge passes it, or whose own text does (a long e-mail address overflows its paragraph, whose box
 * stays within the page), each by its tag, class and right edge, so that a failure says where to
 * look.
 */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const passes = (box: DOMRect) => box.right > width + 0.5;
    // What a box that hides or scrolls its overflow holds (visually hidden text, a scrolling
    // menu) moves nothing: the box itself is what may stick out.
    const isClipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const past = new Map<Element, number>();
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (passes(box) && !isClipped(element)) past.set(element, box.right);
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      const parent = text.parentElement;
      if (
        parent &&
        passes(box) &&
        getComputedStyle(parent).overflowX === 'visible' &&
        !isClipped(parent)
      ) {
        past.set(parent, box.right);
      }
    }
    const elements = [...past.keys()];
    if (elements.length === 0) return [`html scrollWidth=${document.documentElement.scrollWidth}`];
    return elements
      .filter((element) => !elements.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} right=${Math.round(past.get(element) ?? 0)}`,
      );
  });
}

/** Two frames after a resize: the page has reflowed and painted. */
async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * The visible controls smaller than 24 × 24 px without 24 px of room around them (WCAG 2.5.8:
 * a 24 px circle centred on each undersized target meets no other target nor another such
 * circle). Links within a sentence are exempt, as the criterion says. Each is described by its
 * tag, its name and its size.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const selector =
      'a[href], button, input, select, textarea, [role=button], [tabindex="0"], summary';
    const radius = minimum / 2;
    const isShown = (element: Element) => {
      const box = element.getBoundingClientRect();
      // Visually hidden controls (a native radio under its styled label) are 1 px or clipped.
      if (box.width <= 1 || box.height <= 1) return false;
      if (box.right + window.scrollX <= 0 || box.bottom + window.scrollY <= 0) return false;
      return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    const isInSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement;
      const own = element.textContent?.trim().length ?? 0;
      return (block?.textContent?.trim().length ?? 0) > own;
    };
    const targets = Array.from(document.querySelectorAll(selector))
      .filter(isShown)
      .map((element) => ({ element, box: element.getBoundingClientRect() }));
    const centre = (box: DOMRect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    const isSmall = (box: DOMRect) => box.width < minimum - 0.5 || box.height < minimum - 0.5;
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(
        Math.max(box.left - point.x, 0, point.x - box.right),
        Math.max(box.top - point.y, 0, point.y - box.bottom),
      );
    const nested = (a: Element, b: Element) => a.contains(b) || b.contains(a);
    return targets
      .filter(({ element, box }) => isSmall(box) && !isInSentence(element))
      .filter(({ element, box }) => {
        const middle = centre(box);
        return targets.some((other) => {
          if (other.element === element || nested(other.element, element)) return false;
          const otherMiddle = centre(other.box);
          const circlesMeet =
            isSmall(other.box) &&
            Math.hypot(middle.x - otherMiddle.x, middle.y - otherMiddle.y) < minimum;
          return circlesMeet || distanceToBox(middle, other.box) < radius;
        });
      })
      .map(({ element, box }) => {
        const name =
          element.getAttribute('aria-label') ??
          element.textContent?.trim().slice(0, 40) ??
          element.getAttribute('name');
        return `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  }, MIN_TARGET);
}

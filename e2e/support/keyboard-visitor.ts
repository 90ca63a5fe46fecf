import { expect, type Locator, type Page } from '@playwright/test';
import type { SiteLanguage } from '../pages/texts.ts';

/**
 * Issue 11: a visitor without mouse or touch (Tab, Shift+Tab, Enter, Space, arrows, typing),
 * never a click. Every move is a key press, and every focus on the way is checked for a visible
 * indicator. `titles` says what the tab's title starts with on each step, by its path.
 */
export class KeyboardVisitor<Step extends string> {
  /** The controls that showed no focus indicator when focused, described once each. */
  private readonly unmarked = new Set<string>();

  constructor(
    private readonly page: Page,
    private readonly language: SiteLanguage,
    private readonly titles: Record<Step, string>,
  ) {}

  /** The step has opened: at its top, focus on its heading, its name in the tab's title. */
  async arrivedAt(step: Step) {
    const path = step === 'start' ? `/${this.language}` : `/${this.language}/${step}`;
    await this.page.waitForURL((url) => url.pathname === path);
    await this.expectFocusOnHeading();
    await expect(this.page).toHaveTitle(new RegExp(`^${this.titles[step]}`));
  }

  async expectFocusOnHeading() {
    await expect(this.page.getByRole('heading', { level: 1 })).toBeFocused();
  }

  /**
   * Tabs to a button or link and presses Enter; a button disabled meanwhile (while a choice is
   * being held) is waited for, as Tab would pass it by.
   */
  async activate(target: Locator) {
    await expect(target).toBeEnabled();
    await this.tabTo(target);
    await this.page.keyboard.press('Enter');
  }

  /** Tabs to a checkbox and ticks it with Space. */
  async tick(target: Locator) {
    await this.tabTo(target);
    await this.page.keyboard.press('Space');
    await expect(target).toBeChecked();
  }

  /** Tabs into the radio group of `target` and moves to it with the arrow keys. */
  async chooseRadio(target: Locator) {
    const group = await target.getAttribute('name');
    await this.tabUntil(
      () =>
        this.page.evaluate((name) => {
          const focused = document.activeElement;
          return (
            focused instanceof HTMLInputElement && focused.type === 'radio' && focused.name === name
          );
        }, group),
      `a radio of ${group}`,
    );
    for (let press = 0; press < 10 && !(await target.isChecked()); press++) {
      await this.page.keyboard.press('ArrowDown');
    }
    await expect(target).toBeChecked();
  }

  /**
   * Tabs to a closed select and moves to the option that reads `label` with the arrow keys, each
   * of which chooses the next or previous option; focus stays on the select.
   */
  async select(target: Locator, label: string | RegExp) {
    await this.tabTo(target);
    const labels = await target.locator('option').allTextContents();
    const wanted = labels.findIndex((text) =>
      typeof label === 'string' ? text === label : label.test(text),
    );
    if (wanted < 0) throw new Error(`${target} has no option « ${label} »: ${labels.join(', ')}`);
    const current = await target.evaluate((select: HTMLSelectElement) => select.selectedIndex);
    const key = wanted > current ? 'ArrowDown' : 'ArrowUp';
    for (let press = 0; press < Math.abs(wanted - current); press++) {
      await this.page.keyboard.press(key);
    }
    await expect(target.locator('option:checked')).toHaveText(label);
    await expect(target).toBeFocused();
  }

  /** Tabs to a text field and types `text`. */
  async type(target: Locator, text: string) {
    await this.tabTo(target);
    await this.page.keyboard.type(text);
  }

  /**
   * Tabs into the calendar's grid, then moves day by day (arrows) and week by week (up, down) to
   * `date` (yyyy-MM-dd), read from the focused day's name (« samedi 5 juin 2027, … »), and
   * picks it with Enter.
   */
  async pickDay(date: string) {
    const names = dayNames(date, this.language);
    await this.tabUntil(
      () => this.page.evaluate(() => document.activeElement?.closest('[role=grid]') != null),
      'a day of the calendar',
    );
    for (let press = 0; press < 120; press++) {
      const name = (await this.page.evaluate(() => document.activeElement?.ariaLabel)) ?? '';
      const focused = names.find(([, dayName]) => name.startsWith(dayName))?.[0];
      if (focused === undefined) throw new Error(`The focused day reads « ${name} »`);
      const days = Math.round((Date.parse(date) - Date.parse(focused)) / 86_400_000);
      if (days === 0) {
        await this.page.keyboard.press('Enter');
        return;
      }
      const key =
        days >= 7 ? 'ArrowDown' : days <= -7 ? 'ArrowUp' : days > 0 ? 'ArrowRight' : 'ArrowLeft';
      await this.page.keyboard.press(key);
      await this.noteFocusIndicator();
    }
    throw new Error(`The calendar never reached ${date}`);
  }

  /** Every control focused on the way showed where focus was (WCAG 2.4.7). */
  expectFocusAlwaysVisible() {
    expect.soft([...this.unmarked], 'controls focused without a visible indicator').toEqual([]);
  }

  private async tabTo(target: Locator) {
    await target.waitFor();
    await this.tabUntil(
      () => target.evaluate((element) => element === document.activeElement),
      `${target}`,
    );
  }

  /** Presses Tab until `isThere` holds, noting each focus on the way. */
  private async tabUntil(isThere: () => Promise<boolean>, what: string) {
    for (let press = 0; press < 80; press++) {
      if (await isThere()) return;
      await this.page.keyboard.press('Tab');
      await this.noteFocusIndicator();
    }
    throw new Error(`Tab never reached ${what}`);
  }

  /**
   * Tabs through every control of the page once, from where focus is (the heading, as a step
   * opens) until it has gone round, noting each focus on the way.
   */
  async tabThroughPage() {
    const seen = new Set<string>();
    for (let press = 0; press < 200; press++) {
      await this.page.keyboard.press('Tab');
      const where = await this.page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return null;
        return `${Array.from(document.querySelectorAll('*')).indexOf(focused)}`;
      });
      if (where === null || seen.has(where)) return;
      seen.add(where);
      await this.noteFocusIndicator();
    }
    throw new Error('Tab never went round the page');
  }

  /**
   * Notes the focused control when it shows no outline or ring; a visually hidden input shows
   * its focus on the face drawn next to it, or on its label. In forced colours the browser drops
   * rings (their computed box shadow is none): only an outline counts there. A date field's last
   * Tab stop is its calendar button, inside the browser's own shadow tree: the field is focused
   * there without matching :focus-visible, and the browser rings the button itself.
   */
  private async noteFocusIndicator() {
    const unmarked = await this.page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return null;
      const shows = (element: Element | null | undefined) => {
        if (!element) return false;
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
        return outline || style.boxShadow !== 'none';
      };
      const box = focused.getBoundingClientRect();
      const hidden = box.width <= 1 || box.height <= 1;
      const input = focused instanceof HTMLInputElement ? focused : null;
      const label = input?.labels?.[0];
      const onCalendarButton = input?.type === 'date' && !input.matches(':focus-visible');
      const marked = hidden ? shows(focused.nextElementSibling) || shows(label) : shows(focused);
      if (marked || onCalendarButton) return null;
      const name =
        focused.getAttribute('aria-label') ?? (label ?? focused).textContent?.trim().slice(0, 40);
      return `${location.pathname} ${focused.tagName.toLowerCase()} « ${name} »`;
    });
    if (unmarked) this.unmarked.add(unmarked);
  }
}

/** The names the calendar gives the days around `date` (« samedi 5 juin 2027 »), by date. */
function dayNames(date: string, language: SiteLanguage): Array<[string, string]> {
  const format = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const target = Date.parse(date);
  return Array.from({ length: 801 }, (_, index) => {
    const day = new Date(target + (index - 400) * 86_400_000);
    return [day.toISOString().slice(0, 10), format.format(day)];
  });
}

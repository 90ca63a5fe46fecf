import { expect, type Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility.ts';
import { type SiteLanguage, siteTexts } from './texts.ts';

/**
 * The screens every platform shows, as a visitor walks them: one method per screen, named after
 * what they do. Every screen a method arrives at is checked for accessibility.
 */
export class Site {
  readonly words: (typeof siteTexts)[SiteLanguage];

  constructor(
    readonly page: Page,
    readonly language: SiteLanguage,
  ) {
    this.words = siteTexts[language];
  }

  /** The start page, with an optional query such as `?track=date`. */
  async openStartPage(query = '') {
    await this.page.goto(`/${this.language}${query}`);
    await expect(this.page.getByRole('heading', { name: this.words.startHeading })).toBeVisible();
    await this.arrived();
  }

  /** The default group is two adults; the visitor keeps it and goes on to the dates. */
  async continueWithDefaultGroup() {
    await this.continue();
    await this.arrived(`**/${this.language}/duration`);
  }

  /** Adds `children` children to the two adults of the default group and goes on to the dates. */
  async continueWithChildren(children: number) {
    for (let child = 0; child < children; child++) {
      await this.page.getByRole('button', { name: this.words.addChild, exact: true }).click();
    }
    await this.continueWithDefaultGroup();
  }

  /** Picks the first day the calendar shows with a price and goes on to the offers. */
  async pickFirstPricedDay() {
    await this.page
      .locator('[role=gridcell] [role=button]:not([aria-disabled="true"])')
      .filter({ hasText: '€' })
      .first()
      .click();
    await this.continue();
    await this.arrived(`**/${this.language}/offers`);
  }

  offers() {
    return this.page.getByRole('article');
  }

  /** Chooses another language in the footer; the same screen shows again, in that language. */
  async switchLanguage(language: SiteLanguage): Promise<Site> {
    await this.page.getByRole('combobox', { name: this.words.language }).selectOption(language);
    await this.page.waitForURL((url) => url.pathname.startsWith(`/${language}`));
    const site = new Site(this.page, language);
    await site.arrived();
    return site;
  }

  protected async continue() {
    await this.page.getByRole('button', { name: this.words.continue, exact: true }).click();
  }

  /**
   * Waits for the screen at `url` (a glob; by default the one shown) to show its title and to
   * finish loading, then checks its accessibility.
   */
  protected async arrived(url?: string) {
    if (url) await this.page.waitForURL(url);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.loading()).toHaveCount(0);
    await checkAccessibility(this.page);
  }

  /** The « Loading… » status every part of a screen shows while its data is on its way. */
  protected loading() {
    return this.page.getByRole('status').filter({ hasText: this.words.loading });
  }
}

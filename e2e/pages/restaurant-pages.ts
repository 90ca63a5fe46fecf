import { expect, type Page } from '@playwright/test';
import { Funnel } from './funnel-pages.ts';
import { restaurantTexts } from './restaurant-texts.ts';
import type { TestLanguage } from './texts.ts';

/** A meal of the visit as the restaurant list names it: the restaurant, lunch or dinner, the day. */
export interface Meal {
  restaurant: string;
  mealType: 'lunch' | 'dinner';
  date: string;
}

/** The restaurant step of the funnel (booking-funnel.md §2): its list, a restaurant's page, a meal. */
export class RestaurantFunnel extends Funnel {
  readonly meals: (typeof restaurantTexts)[TestLanguage];

  constructor(page: Page, language: TestLanguage) {
    super(page, language);
    this.meals = restaurantTexts[language];
  }

  /** Keeps « No pass » on the pass step and goes on to the restaurants. */
  async continueWithoutPassToRestaurants() {
    await expect(this.page.getByRole('radio', { name: this.text.noPass })).toBeChecked();
    await this.continue();
    await this.arrivedAtRestaurants();
  }

  /** Opens the page of a restaurant for a meal of the visit, from the list's card. */
  async openMeal({ restaurant, mealType, date }: Meal) {
    const day = new Intl.DateTimeFormat(this.language, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
    await this.page
      .getByRole('link', { name: this.meals.bookAt(restaurant, this.meals[mealType], day) })
      .click();
    await this.arrived(`**/${this.language}/restaurants/${date}/${mealType}/*`);
    await expect(this.page.getByRole('heading', { level: 1, name: restaurant })).toBeVisible();
  }

  /** Chooses the sitting at `time`; the menus keep one main menu per visitor. */
  async chooseSitting(time: string) {
    const sitting = this.page.getByRole('radio', { name: this.meals.sitting(time) });
    await sitting.check();
    await expect(sitting).toBeChecked();
  }

  /** Answers the allergy question with yes and says which allergies. */
  async reportAllergies(note: string) {
    const question = this.page.getByRole('group', { name: this.meals.allergiesQuestion });
    await question.getByRole('radio', { name: this.meals.yes }).check();
    await this.page.getByRole('textbox', { name: this.meals.allergyNote }).fill(note);
  }

  /** Books the meal (its covers are held at once) and is back on the restaurant list. */
  async bookMeal() {
    const held = this.holdAnswer();
    await this.page.getByRole('button', { name: this.meals.bookMeal }).click();
    await held;
    await this.arrivedAtRestaurants();
  }

  /** Tries to book the meal and is told that its covers went meanwhile (§8). */
  async bookMealAndExpectCoversGone() {
    const held = this.holdAnswer();
    await this.page.getByRole('button', { name: this.meals.bookMeal }).click();
    await held;
    await expect(
      this.page.getByRole('alert').filter({ hasText: this.meals.menusGone }),
    ).toBeVisible();
    await this.arrived();
  }

  /** The meals booked so far, as the restaurant list shows them. */
  bookedMeals() {
    return this.page.getByRole('region', { name: this.meals.bookedMeals });
  }

  /** booking-funnel.md §5: the list says the restaurants are closed online, to eat on site. */
  async expectBookingClosed() {
    await expect(this.page.getByText(this.meals.closed)).toBeVisible();
  }

  /** Goes on from the restaurant list; without the Christmas activity, to the summary. */
  async continueToSummary() {
    await this.continue();
    await this.arrived(`**/${this.language}/summary`);
  }

  async arrivedAtRestaurants() {
    await this.arrived(`**/${this.language}/restaurants`);
    await expect(this.page.getByRole('heading', { name: this.meals.listHeading })).toBeVisible();
  }

  private holdAnswer() {
    return this.page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('mutation SetLockedStock'),
    );
  }
}

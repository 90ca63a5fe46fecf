import { expect, type Locator, type Page } from '@playwright/test';
import { formatTimeOfDay } from '@sesame/domain/dates/format-time-of-day';
import { checkAccessibility } from '../support/accessibility.ts';
import { AccommodationFunnel } from './accommodation-pages.ts';
import { AccountArea } from './account-pages.ts';
import { Invitations } from './invitation-pages.ts';
import { type Meal, RestaurantFunnel } from './restaurant-pages.ts';

/** What completion mode and the date change say (apps/web/src/locales/fr.json, `completion`). */
export const completionTexts = {
  addExtras: 'Ajouter des extras',
  alreadyBooked: 'Déjà réservé pour cette visite',
  ticketBooked: 'Vos billets d’entrée',
  extrasHeading: 'Vos extras',
  newItems: 'Nouveaux éléments',
  difference: 'Reste à payer',
  pay: (amount: string) => `Payer ${amount}`,
  visit: 'Votre visite',
  meal: (date: string, time: string) => `Restaurant le ${date} à ${formatTimeOfDay(time, 'fr')}`,
  stay: (hotel: string, date: string, nights: number) =>
    `Hôtel\u00a0: ${hotel}, ${nights} ${nights === 1 ? 'nuit' : 'nuits'} à partir du ${date}`,
  changeDate: 'Changer la date',
  changeDateDialog: 'Choisir une nouvelle date',
  loadingDays: 'Chargement des disponibilités…',
  nextMonth: 'Mois suivant',
  continue: 'Continuer',
  confirmChange: 'Confirmer le changement',
  changed: (date: string) => `Votre visite a lieu désormais le ${date}.`,
} as const;

/** A visit day as the French pages and calendars name it: « jeudi 3 décembre 2026 ». */
export function longDate(day: string): string {
  return new Intl.DateTimeFormat('fr', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A visit day as the French lists write it: « 03/12/2026 ». */
export function shortDate(day: string): string {
  return new Intl.DateTimeFormat('fr', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * A paid order changed from the account (checkout-and-account.md §4, completion mode;
 * booking-funnel.md §9, flexible rate): extras added through the funnel's steps and paid as a
 * difference, or the visit moved to another day. In French; every screen it arrives at is checked
 * for accessibility.
 */
export class CompletionArea extends AccountArea {
  readonly completion = completionTexts;
  /** The restaurant step, walked in completion mode as in the funnel. */
  readonly restaurants: RestaurantFunnel;
  /** The hotel step, walked in completion mode as in the funnel. */
  readonly hotels: AccommodationFunnel;
  /** The distribution contacts a park-hotel stay leads to after payment. */
  readonly invitations: Invitations;

  constructor(page: Page) {
    super(page, 'fr');
    this.restaurants = new RestaurantFunnel(page, 'fr');
    this.hotels = new AccommodationFunnel(page, 'fr');
    this.invitations = new Invitations(page, 'fr');
  }

  /** From the order's detail: completion mode opens on the pass step, with what is booked. */
  async addExtras() {
    await this.page.getByRole('button', { name: this.completion.addExtras }).click();
    await this.arrived(`**/${this.language}/pass`);
    await expect(this.page.getByRole('heading', { name: this.text.passHeading })).toBeVisible();
    await expect(this.alreadyBooked()).toBeVisible();
  }

  /** The paid order's view on the completion's steps (the already-booked view of §4). */
  alreadyBooked(): Locator {
    return this.page.getByRole('region', { name: this.completion.alreadyBooked });
  }

  /** Books a meal of the visit at the sitting of `time`, from the restaurant list. */
  async bookMeal(meal: Meal, time: string) {
    await this.restaurants.openMeal(meal);
    await this.restaurants.chooseSitting(time);
    await this.restaurants.bookMeal();
  }

  /**
   * From a hotel's page of the visit's night: chooses the solution with these rooms (its
   * room-nights are held for the completion), then the next extra, the restaurants, opens.
   */
  async addNight(hotel: string, rooms: readonly string[]) {
    await this.hotels.openHotel(hotel);
    await this.hotels.chooseSolution(rooms);
    await this.restaurants.arrivedAtRestaurants();
    await this.arrived();
  }

  /** The stay of the extras' summary: the hotel, its night and rooms. */
  newStay(): Locator {
    return this.page.getByRole('region', { name: this.hotels.stay.stayHeading });
  }

  /** From the restaurant list to the summary of the extras, once the server has priced them. */
  async continueToExtrasSummary() {
    await this.restaurants.continueToSummary();
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.completion.extrasHeading }),
    ).toBeVisible();
    await expect(this.newItems()).toContainText(this.completion.difference);
    await checkAccessibility(this.page);
  }

  /** The new items of the completion as the server priced them, with the difference to pay. */
  newItems(): Locator {
    return this.page.getByRole('region', { name: this.completion.newItems });
  }

  /**
   * Pays the difference (as the button reads it, « 64,00 € ») on the provider's card form with
   * `cardNumber`; answers the completion's short order id the confirmation shows.
   */
  async payDifference(amount: string, cardNumber: string): Promise<string> {
    await this.page.getByRole('button', { name: this.completion.pay(amount), exact: true }).click();
    await this.arrived(`**/${this.language}/payment**`);
    await this.payWithCard(cardNumber);
    return this.confirmationShortOrderId();
  }

  /**
   * Pays the difference of a park-hotel night (« 139,00 € »): back from the provider, the
   * customer distributes the rooms among the travellers (checkout-and-account.md §2), confirms,
   * and the confirmation shows the completion's short order id, answered here, and its invoice.
   */
  async payNightAndConfirmRooms(amount: string, cardNumber: string): Promise<string> {
    await this.page.getByRole('button', { name: this.completion.pay(amount), exact: true }).click();
    await this.arrived(`**/${this.language}/payment**`);
    await this.payWithCard(cardNumber);
    await this.invitations.arrivedAtContacts();
    await this.invitations.continueToSummary();
    // The night is sold with its invoice; the visit's tickets are the paid order's.
    return this.invitations.confirmDistribution(this.invitations.invitation.invoice);
  }

  /** The visit the order belongs to, with the other orders of the same visit and their meals. */
  visitOfTheOrder(): Locator {
    return this.page.getByRole('region', { name: this.completion.visit });
  }

  /**
   * From the order's detail: picks `day` on the calendar of the days the visit may move to,
   * confirms, and is told the visit moved.
   */
  async changeVisitDate(day: string) {
    await this.page.getByRole('button', { name: this.completion.changeDate }).click();
    const dialog = this.page.getByRole('dialog', { name: this.completion.changeDateDialog });
    await expect(dialog).toBeVisible();
    const loadingDays = dialog.getByRole('status').filter({ hasText: this.completion.loadingDays });
    await expect(loadingDays).toHaveCount(0);
    await checkAccessibility(this.page);
    // The calendar opens on the visit's month; each month shown asks its days.
    const dayButton = dialog.getByRole('button', { name: new RegExp(`^${longDate(day)}`) });
    for (let month = 0; month < 12 && (await dayButton.count()) === 0; month++) {
      await dialog.getByRole('button', { name: this.completion.nextMonth }).click();
    }
    await expect(dayButton).toBeEnabled();
    await expect(loadingDays).toHaveCount(0);
    await dayButton.click();
    await dialog.getByRole('button', { name: this.completion.continue, exact: true }).click();
    await expect(dialog).toContainText(longDate(day));
    await checkAccessibility(this.page);
    await dialog.getByRole('button', { name: this.completion.confirmChange }).click();
    await expect(dialog).toBeHidden();
    await expect(
      this.page.getByRole('status').filter({ hasText: this.completion.changed(longDate(day)) }),
    ).toBeVisible();
    await this.arrived();
  }
}

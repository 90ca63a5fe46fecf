import { expect, type Locator, type Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility.ts';
import { type AccommodationLanguage, accommodationTexts } from './accommodation-texts.ts';
import { Funnel } from './funnel-pages.ts';

/** Who sleeps in one room, by age band. */
export interface RoomOccupants {
  adults: number;
  children: number;
  babies: number;
}

type Band = keyof RoomOccupants;
const BANDS: readonly Band[] = ['adults', 'children', 'babies'];

/**
 * The hotel part of the funnel (booking-funnel.md §2): the accommodation list with its filters
 * and sorting, the room distribution, a hotel's page with its room solutions, and the stay as
 * the summary and the confirmation show it.
 */
export class AccommodationFunnel extends Funnel {
  readonly stay: (typeof accommodationTexts)[AccommodationLanguage];

  constructor(page: Page, language: AccommodationLanguage) {
    super(page, language);
    this.stay = accommodationTexts[language];
  }

  /** Adds children and babies to the two adults of the default group and goes on to the dates. */
  async continueWithFamily({ children, babies }: { children: number; babies: number }) {
    for (let baby = 0; baby < babies; baby++) {
      await this.page.getByRole('button', { name: this.stay.addBaby, exact: true }).click();
    }
    await this.continueWithChildren(children);
  }

  /**
   * Chooses an offer that comes with a hotel (a package): its seats first when it has the night
   * show, then the accommodation list, which the package needs a hotel from.
   */
  async chooseStayOffer(offerName: string) {
    await this.page.getByRole('button', { name: this.text.choose(offerName), exact: true }).click();
    await this.page.waitForURL(/\/(offers\/category|accommodations)$/);
    if (this.page.url().endsWith('/offers/category')) {
      await this.arrived();
      // Keeps Bronze, the default seat category (booking-funnel.md §9).
      await this.continue();
    }
    await this.arrivedAtAccommodations();
  }

  /** Keeps « No pass » on the pass step and goes on to the hotels of the stay's nights. */
  async continueWithoutPassToAccommodations() {
    await expect(this.page.getByRole('radio', { name: this.text.noPass })).toBeChecked();
    await this.continue();
    await this.arrivedAtAccommodations();
  }

  /** Waits for both lists (park hotels, other accommodations) to be searched, then checks them. */
  async arrivedAtAccommodations() {
    await this.page.waitForURL(`**/${this.language}/accommodations`);
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.stay.listHeading }),
    ).toBeVisible();
    for (const list of this.hotelLists()) {
      await expect(list).not.toHaveAttribute('aria-busy', 'true');
    }
    await this.arrived();
  }

  /** The names of the hotels listed, park hotels first, as the cards read them. */
  listedHotels(): Locator {
    const [park, other] = this.hotelLists();
    return park.or(other).getByRole('heading', { level: 3 });
  }

  /** The card of a listed hotel. */
  hotelCard(hotel: string): Locator {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 3, name: hotel, exact: true }) });
  }

  /**
   * From the list, opens the room distribution, sets the rooms and who sleeps in each, and
   * searches the hotels again with it.
   */
  async distributeRooms(rooms: readonly RoomOccupants[]) {
    await this.page.getByRole('link', { name: this.stay.changeRooms }).click();
    await this.arrived(`**/${this.language}/accommodation-distribution`);
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.stay.distributionHeading }),
    ).toBeVisible();
    await this.setCounter(
      this.page.getByRole('group', { name: this.stay.rooms, exact: true }),
      rooms.length,
      this.stay.moreRooms,
      this.stay.fewerRooms,
    );
    // Those leaving a room first, so that nobody is counted in two rooms on the way.
    for (const direction of ['fewer', 'more'] as const) {
      for (const [index, room] of rooms.entries()) {
        const number = index + 1;
        const fieldset = this.page.getByRole('group', {
          name: this.stay.room(number),
          exact: true,
        });
        for (const band of BANDS) {
          const word = this.stay.bands[band];
          const counter = fieldset.getByRole('group', { name: word, exact: true });
          const current = Number(await counter.getByRole('status').textContent());
          const wanted = room[band];
          if (direction === 'fewer' ? wanted >= current : wanted <= current) continue;
          await this.setCounter(
            counter,
            wanted,
            this.stay.oneMore(word, number),
            this.stay.oneLess(word, number),
          );
        }
      }
    }
    await expect(this.page.getByText(this.stay.allPlaced)).toBeVisible();
    await checkAccessibility(this.page);
    await this.page.getByRole('button', { name: this.stay.searchHotels }).click();
    await this.arrivedAtAccommodations();
  }

  /** Opens a hotel's page from its card, once its room solutions for the group are found. */
  async openHotel(hotel: string) {
    await this.page.getByRole('link', { name: this.stay.seeRooms(hotel), exact: true }).click();
    await this.page.waitForURL(`**/${this.language}/accommodations/*`);
    await expect(this.page.getByRole('heading', { level: 1, name: hotel })).toBeVisible();
    await expect(
      this.page.getByRole('heading', { level: 2, name: this.stay.solutionsHeading }),
    ).toBeVisible();
    await this.arrived();
  }

  /** Adds breakfast, every morning for the whole group, to the solutions of the hotel's page. */
  async addBreakfast() {
    await this.page.getByRole('checkbox', { name: this.stay.addBreakfast }).check();
  }

  /** The room solution that has these rooms (each as it reads: « Chambre double : 1 adulte »). */
  solution(rooms: readonly string[]): Locator {
    let solution = this.page.getByRole('listitem').filter({
      has: this.page.getByRole('button', { name: this.stay.chooseSolution }),
    });
    for (const room of rooms) {
      solution = solution.filter({
        has: this.page.getByRole('listitem').filter({ hasText: room }),
      });
    }
    return solution;
  }

  /** Chooses a room solution: its room-nights are held, then the next step of the funnel opens. */
  async chooseSolution(rooms: readonly string[]) {
    await this.solution(rooms).getByRole('button', { name: this.stay.chooseSolution }).click();
    await this.page.waitForURL((url) => !url.pathname.includes('/accommodations/'));
  }

  /** Chooses a room solution whose rooms went meanwhile: the page says so and stays. */
  async chooseSolutionAndExpectTaken(rooms: readonly string[]) {
    await this.solution(rooms).getByRole('button', { name: this.stay.chooseSolution }).click();
    await expect(this.page.getByRole('alert').filter({ hasText: this.stay.taken })).toBeVisible();
    await this.arrived();
  }

  /** Back from a hotel's page to the list. */
  async backToHotels() {
    await this.page.getByRole('link', { name: this.stay.allHotels }).click();
    await this.arrivedAtAccommodations();
  }

  /** Walks the steps left after the hotel (pass, restaurants), booking nothing, to the summary. */
  async continueToSummary() {
    await this.page.waitForURL(/\/(pass|restaurants|summary)$/);
    let step = new URL(this.page.url()).pathname.split('/').at(-1);
    while (step !== 'summary') {
      await this.arrived();
      if (step === 'pass') {
        await expect(this.page.getByRole('radio', { name: this.text.noPass })).toBeChecked();
      }
      await this.continue();
      const left = step;
      await this.page.waitForURL(
        (url) =>
          /\/(pass|restaurants|summary)$/.test(url.pathname) && !url.pathname.endsWith(`/${left}`),
      );
      step = new URL(this.page.url()).pathname.split('/').at(-1);
    }
    await this.arrived(`**/${this.language}/summary`);
  }

  /** The stay of the basket, as the summary and the confirmation show it. */
  stayDetails(): Locator {
    return this.page.getByRole('region', { name: this.stay.stayHeading });
  }

  /** The total of the basket as the server priced it, on the summary. */
  basketTotal(): Locator {
    return this.page
      .getByRole('region', { name: this.stay.basket })
      .getByRole('paragraph')
      .filter({ has: this.page.getByText(this.stay.total, { exact: true }) });
  }

  /** The lines of the paid order, on the confirmation. */
  orderLines(): Locator {
    return this.page.getByRole('region', { name: this.stay.orderLines });
  }

  /** Sorts the list: by price (the default), distance from the park or stars. */
  async sortBy(sort: keyof (typeof accommodationTexts)[AccommodationLanguage]['sorts']) {
    const select = this.page.getByRole('combobox', { name: this.stay.sortBy });
    await select.selectOption({ label: this.stay.sorts[sort] });
    await expect(
      select.getByRole('option', { name: this.stay.sorts[sort], selected: true }),
    ).toBeAttached();
  }

  /** Ticks (or unticks) a filter of a group (« Étoiles », « Type d’hébergement »). */
  async filter(group: string, option: string, on = true) {
    await this.page
      .getByRole('group', { name: group, exact: true })
      .getByRole('checkbox', { name: option, exact: true })
      .setChecked(on);
  }

  /** Types a minimum and a maximum price in whole euros; null leaves the field empty. */
  async priceRange(min: number | null, max: number | null) {
    await this.minPrice().fill(min === null ? '' : String(min));
    await this.page
      .getByRole('spinbutton', { name: this.stay.maxPrice })
      .fill(max === null ? '' : String(max));
  }

  minPrice(): Locator {
    return this.page.getByRole('spinbutton', { name: this.stay.minPrice });
  }

  /** readings.md §9: a minimum above the maximum; the minimum's field says so. */
  async expectPriceOrderError() {
    await expect(this.minPrice()).toHaveAttribute('aria-invalid', 'true');
    await expect(this.page.getByText(this.stay.priceOrder, { exact: true })).toBeVisible();
    // Read after the danger sign that starts every field error.
    const message = this.stay.priceOrder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(this.minPrice()).toHaveAccessibleDescription(new RegExp(`${message}$`));
    await checkAccessibility(this.page);
  }

  /** booking-funnel.md §8: the filters leave no hotel; the list says so and offers to clear them. */
  async expectNoResults() {
    await expect(this.noResults()).toBeVisible();
    await expect(this.listedHotels()).toHaveCount(0);
    await checkAccessibility(this.page);
  }

  /** Clears the filters from the no-results message. */
  async clearFiltersFromNoResults() {
    await this.noResults().getByRole('button', { name: this.stay.resetFilters }).click();
    await expect(this.noResults()).toHaveCount(0);
  }

  private noResults(): Locator {
    return this.page.getByRole('status').filter({ hasText: this.stay.noResults });
  }

  private hotelLists(): [Locator, Locator] {
    return [
      this.page.getByRole('region', { name: this.stay.parkHotels }),
      this.page.getByRole('region', { name: this.stay.otherHotels }),
    ];
  }

  /** Sets a counter to `value` with its one-more and one-less buttons. */
  private async setCounter(counter: Locator, value: number, more: string, less: string) {
    const shown = counter.getByRole('status');
    const current = Number(await shown.textContent());
    const button = this.page.getByRole('button', { name: value > current ? more : less });
    for (let step = 0; step < Math.abs(value - current); step++) await button.click();
    await expect(shown).toHaveText(String(value));
  }
}

import { type APIRequest, expect, type Page, test } from '@playwright/test';
import { cents } from '@sesame/domain/money/cents';
import { formatMoney } from '@sesame/domain/money/format-money';
import { restaurantBookingStart } from '@sesame/domain/restaurants/booking-cut-off';
import { RestaurantFunnel } from './pages/restaurant-pages.ts';
import { offerOn, orderStatus } from './support/api.ts';
import { restaurantOn, takeCovers } from './support/extras-api.ts';
import { bookableDays, firstBookableDay } from './support/visit-days.ts';

const SUCCESS_CARD = '4242 4242 4242 4242';
const GROUP = 2;

/** The first sitting of a meal a restaurant serves on a day, with the covers it has left. */
async function firstSitting(
  request: Parameters<typeof restaurantOn>[0],
  code: string,
  date: string,
  mealType: 'lunch' | 'dinner',
) {
  const restaurant = await restaurantOn(request, code, date);
  const sitting = restaurant.services.find((service) => service.mealType === mealType);
  if (!sitting) throw new Error(`${code} serves no ${mealType} on ${date}`);
  const adultMenu = restaurant.menus.find((menu) => menu.mainAdultMenu);
  if (!adultMenu) throw new Error(`${code} has no adult menu`);
  return { ...sitting, date, adultMenuPrice: adultMenu.pricePerPerson };
}

test.describe('meals at the park', () => {
  test('fr: a dinner at Le Banquet des Bardes with allergies, paid with the tickets', async ({
    page,
    request,
  }) => {
    const day = await firstBookableDay(request, GROUP);
    const ticket = await offerOn(request, 'FR-D1', day, GROUP);
    const dinner = await firstSitting(request, 'R-FR-BAN', day, 'dinner');
    const meal = GROUP * dinner.adultMenuPrice;
    const funnel = new RestaurantFunnel(page, 'fr');

    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.pickDay(day);
    await funnel.chooseDayTicket();
    await funnel.continueWithoutPassToRestaurants();
    await funnel.openMeal({ restaurant: 'Le Banquet des Bardes', mealType: 'dinner', date: day });
    await funnel.chooseSitting(dinner.serviceTime);
    await funnel.reportAllergies('Arachides (Alix)');
    await funnel.bookMeal();

    const booked = funnel.bookedMeals();
    await expect(booked).toContainText(`Le Banquet des Bardes`);
    await expect(booked).toContainText(funnel.meals.atTime(dinner.serviceTime));
    await expect(booked).toContainText(`${GROUP} × Le Festin des Bardes`);
    await expect(booked).toContainText(formatMoney(cents(meal), 'fr'));
    await expect(booked).toContainText('Allergies signalées\u00a0: Arachides (Alix)');
    await funnel.continueToSummary();

    // The summary's basket, as the server priced it: the dinner's line, its time, and the total.
    const dinnerLine = page
      .getByRole('listitem')
      .filter({ hasText: funnel.meals.atTime(dinner.serviceTime) });
    await expect(dinnerLine).toContainText(formatMoney(cents(meal), 'fr'));
    const total = GROUP * ticket.price.adultUnitPrice + meal;
    await expect(
      page.getByText(formatMoney(cents(total), 'fr'), { exact: true }).first(),
    ).toBeVisible();

    const { orderId } = await funnel.checkOutAsGuest(
      { email: 'alix.banquet@example.com', firstName: 'Alix', lastName: 'Martin' },
      SUCCESS_CARD,
    );
    const order = await orderStatus(request, orderId);
    expect(order.status).toBe('paid');
    expect(order.total).toBe(total);
    expect(order.lines).toContainEqual(
      expect.objectContaining({ date: day, quantity: GROUP, totalPrice: meal }),
    );
    const after = await firstSitting(request, 'R-FR-BAN', day, 'dinner');
    expect(after.stock).toBe(dinner.stock - GROUP);
  });

  test('fr: fewer than 3 days before the visit, the visitor is told to eat on site', async ({
    page,
    request,
  }) => {
    const day = await firstBookableDay(request, GROUP);
    const funnel = new RestaurantFunnel(page, 'fr');
    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.pickDay(day);
    await funnel.chooseDayTicket();
    // The same visitor, whose visit is tomorrow (Paris time): online booking has closed.
    await openRestaurantsOn(page, restaurantBookingStart(new Date(), 24));
    await funnel.arrivedAtRestaurants();
    await funnel.expectBookingClosed();
    await expect(page.getByRole('link', { name: /^Réserver à / })).toHaveCount(0);
  });

  test('fr: a sitting filled meanwhile, the visitor is told the menus are no longer available', async ({
    page,
    request,
  }) => {
    const day = await firstBookableDay(request, GROUP);
    const lunch = await firstSitting(request, 'R-FR-BIS', day, 'lunch');
    const funnel = new RestaurantFunnel(page, 'fr');
    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.pickDay(day);
    await funnel.chooseDayTicket();
    await funnel.continueWithoutPassToRestaurants();
    await funnel.openMeal({
      restaurant: 'Le Bistrot de la Belle Époque',
      mealType: 'lunch',
      date: day,
    });
    await funnel.chooseSitting(lunch.serviceTime);

    // Other visitors take the sitting's covers but one, fewer than the group.
    await takeCovers(request, lunch, 1);
    await funnel.bookMealAndExpectCoversGone();
    await expect(
      page.getByRole('radio', { name: funnel.meals.sitting(lunch.serviceTime) }),
    ).toBeDisabled();
    await expect(funnel.bookedMeals()).toHaveCount(0);
  });
});

test.describe('meals at the Spanish park', () => {
  // Browsers send every *.localhost name to this machine; the server picks the platform by host.
  test.use({ baseURL: process.env.SESAME_E2E_URL?.replace('//localhost', '//es.localhost') });

  test('es: a lunch at El Patio de las Mil Lámparas, without the catering filters', async ({
    page,
    playwright,
  }) => {
    const request = await spanishApi(playwright.request);
    const day = await firstDayServing(request, 'ES-D1', 'R-ES-PAT', 'lunch');
    const lunch = await firstSitting(request, 'R-ES-PAT', day, 'lunch');
    const funnel = new RestaurantFunnel(page, 'es');

    await funnel.openStartPage();
    await funnel.continueWithDefaultGroup();
    await funnel.pickDay(day);
    await funnel.chooseDayTicket();
    await funnel.continueWithoutPassToRestaurants();
    // booking-funnel.md §5: the Spanish park has no tag filters for catering.
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await funnel.openMeal({
      restaurant: 'El Patio de las Mil Lámparas',
      mealType: 'lunch',
      date: day,
    });
    await funnel.chooseSitting(lunch.serviceTime);
    await funnel.bookMeal();
    await expect(funnel.bookedMeals()).toContainText(funnel.meals.atTime(lunch.serviceTime));
    await funnel.continueToSummary();

    const lunchLine = page
      .getByRole('listitem')
      .filter({ hasText: funnel.meals.atTime(lunch.serviceTime) });
    await expect(lunchLine).toContainText(formatMoney(cents(GROUP * lunch.adultMenuPrice), 'es'));
    const after = await firstSitting(request, 'R-ES-PAT', day, 'lunch');
    expect(after.stock).toBe(lunch.stock - GROUP);
    await request.dispose();
  });
});

/** The API of the Spanish platform: Node resolves no *.localhost name, so localhost with its host. */
async function spanishApi(apiRequest: APIRequest) {
  const origin = new URL(process.env.SESAME_E2E_URL ?? '');
  return apiRequest.newContext({
    baseURL: origin.origin,
    extraHTTPHeaders: { host: `es.localhost:${origin.port}` },
  });
}

/**
 * The first day a group can visit with a day ticket (`offerCode`) on which a restaurant serves a
 * meal that is open to booking.
 */
async function firstDayServing(
  request: Parameters<typeof restaurantOn>[0],
  offerCode: string,
  code: string,
  mealType: 'lunch' | 'dinner',
): Promise<string> {
  for (const day of await bookableDays(request, GROUP)) {
    if (!(await offerOn(request, offerCode, day, GROUP).catch(() => null))) continue;
    const restaurant = await restaurantOn(request, code, day).catch(() => null);
    if (restaurant?.services.some((service) => service.mealType === mealType)) return day;
  }
  throw new Error(`${code} serves no ${mealType} in the coming year`);
}

/**
 * Moves the stored visit to `date` (sessionStorage holds the booking, as the spec says) and opens
 * the restaurant list for it.
 */
async function openRestaurantsOn(page: Page, date: string) {
  await page.evaluate((day) => {
    const stored = JSON.parse(sessionStorage.getItem('sesame.booking') ?? '{}');
    stored.state.booking.startDate = day;
    stored.state.booking.endDateISO = day;
    sessionStorage.setItem('sesame.booking', JSON.stringify(stored));
  }, date);
  await page.goto('/fr/restaurants');
}

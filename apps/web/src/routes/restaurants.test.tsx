import { defaultBooking } from '@sesame/domain/booking/default-booking';
import { presetCompletion } from '@sesame/domain/completion/completion-preset';
import type { OrderProduct } from '@sesame/domain/completion/order-to-complete';
import { cents } from '@sesame/domain/money/cents';
import { makeOffer, withFeatures } from '@sesame/domain/testing/fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { renderApp } from '../testing/render-app.tsx';

const ORDER_ID = '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a';
const DAY = '2027-06-12';
const NOW = new Date('2027-05-20T09:00:00Z');
// No pass nor hotel: the offers lead to the restaurants, and after them the summary.
const CONFIG = withFeatures({ pass: false, accommodation: false });
const GROUP = { ...defaultBooking().group, adults: 2, children: 1, babies: 1 };
const DINNER = `R-FR-BAN-${DAY}-18:30`;

const tag = (code: string, title: string) => ({
  id: code,
  code,
  picto: `/static/pictos/${code}.svg`,
  title,
});
const menu = (code: string, title: string, price: number, audience: 'adult' | 'child') => ({
  code,
  title,
  promotionalTitle: null,
  promotionalDescription: null,
  lunch: true,
  diner: true,
  mainAdultMenu: audience === 'adult',
  mainChildrenMenu: audience === 'child',
  pricePerPerson: price,
  discountPricePerPerson: null,
  courses: [{ title: 'Plat', description: 'Cochon rôti à la broche' }],
});
const service = (time: string, stock: number) => ({
  date: DAY,
  serviceTime: time,
  mealType: time < '17:00' ? 'lunch' : 'dinner',
  stock,
  eventId: `R-FR-BAN-${DAY}-${time}`,
  valid: stock >= 3,
});
const banquet = {
  code: 'R-FR-BAN',
  title: 'Le Banquet des Bardes',
  text: 'Un festin celte au son des bardes.',
  conditions: 'Entrée, plat, dessert et une boisson.',
  restaurantType: 'show',
  restaurantTypeName: 'Repas-spectacle',
  available: true,
  media: [
    { desktop: '/d.jpg', mobile: '/m.jpg', alt: 'La grande salle du banquet', title: 'Salle' },
  ],
  tagListFood: [tag('CHILD_MENU', 'Menu enfant')],
  tagListServices: [tag('SHOW', 'Repas-spectacle')],
  menus: [
    menu('BARDE', 'Festin du Barde', 3900, 'adult'),
    menu('BARDINET', 'Petit Barde', 1700, 'child'),
  ],
  services: [service('11:45', 2), service('18:30', 600)],
};
const bistrot = {
  ...banquet,
  code: 'R-FR-BIS',
  title: 'Le Bistrot de la Belle Époque',
  tagListFood: [tag('VEGETARIAN', 'Menu végétarien')],
  tagListServices: [tag('TERRACE', 'Terrasse')],
  services: [{ ...service('12:15', 180), eventId: `R-FR-BIS-${DAY}-12:15` }],
};

type Answer = Record<string, unknown>;
interface Stub {
  list?: () => Answer;
  hold?: () => Answer;
  tagFilters?: boolean;
}

/** The server as these pages see it; every call is kept, in order. */
function stubServer({ list, hold, tagFilters = true }: Stub = {}) {
  const calls: Array<[string, Record<string, unknown>]> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query, variables } = JSON.parse(String(init.body));
      const answer = (data: Answer) => Response.json(data);
      if (query.includes('query RestaurantSettings')) {
        const settings = { bookingHoursInAdvance: 72, dinnerThreshold: '17:00', tagFilters };
        return answer({ data: { platform: { restaurantSettings: settings } } });
      }
      if (query.includes('query Restaurants')) {
        calls.push(['list', variables]);
        return answer(list?.() ?? { data: { restaurants: [banquet, bistrot] } });
      }
      if (query.includes('query Restaurant(')) {
        calls.push(['detail', variables]);
        return answer({ data: { restaurant: banquet } });
      }
      if (query.includes('mutation SetLockedStock')) {
        calls.push(['hold', variables.lockedStockData]);
        return answer({
          data: { setLockedStock: hold?.() ?? { success: true, code: null, expiresAt: null } },
        });
      }
      if (query.includes('mutation RemoveLockedStock')) {
        calls.push(['release', variables.lockedStockData]);
        return answer({ data: { removeLockedStock: { success: true, code: null } } });
      }
      return new Promise<Response>(() => {});
    }),
  );
  return calls;
}

const location = () => screen.getByTestId('location').textContent;

describe('the restaurant pages', () => {
  beforeEach(() => {
    const store = useBookingStore.getState();
    store.startNewBooking();
    store.chooseGroup(GROUP);
    store.setDates(DAY, 1);
    store.chooseOffer(
      makeOffer({
        code: 'FR-D1',
        price: {
          basePrice: cents(4900),
          totalPrice: cents(13500),
          adultPrice: cents(9800),
          adultUnitPrice: cents(4900),
          childrenPrice: cents(3700),
          childrenUnitPrice: cents(3700),
        },
      }),
    );
    store.setOrder({ orderId: ORDER_ID, shortOrderId: 'K7QH2MZP' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the restaurants of the visit with their meals, and filters them by tags', async () => {
    const calls = stubServer();
    renderApp('/fr/restaurants', { config: CONFIG, now: NOW });
    await screen.findByRole('heading', { name: 'Le Banquet des Bardes' });

    expect(calls[0]).toEqual([
      'list',
      { date: DAY, adults: 2, children: 1, language: 'fr', orderId: ORDER_ID, mealType: null },
    ]);
    const card = screen.getByRole('article', { name: 'Le Banquet des Bardes' });
    expect(within(card).getByRole('img', { name: 'La grande salle du banquet' })).toBeTruthy();
    expect(card.textContent).toMatch(/Menu adulte dès 39,00\s€.*Menu enfant dès 17,00\s€/);
    // Lunch has 2 covers left, fewer than the group: only the dinner can be booked.
    expect(card.textContent).toMatch(
      /Réserver\u00a0: Déjeuner du 12\/06\/2027 — Complet pour votre groupe/,
    );
    expect(
      within(card).getByRole('link', {
        name: 'Réserver à Le Banquet des Bardes\u00a0: Dîner du 12/06/2027',
      }),
    ).toHaveProperty('pathname', `/fr/restaurants/${DAY}/dinner/R-FR-BAN`);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Menu végétarien' }));
    expect(screen.queryByRole('article', { name: 'Le Banquet des Bardes' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Le Bistrot de la Belle Époque' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Repas-spectacle' }));
    expect(screen.getByText('Aucun restaurant ne correspond à vos filtres.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('has no tag filters where the platform turns them off (es)', async () => {
    stubServer({ tagFilters: false });
    renderApp('/fr/restaurants', { config: CONFIG, now: NOW });
    await screen.findByRole('heading', { name: 'Le Banquet des Bardes' });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('asks the list again once when it fails, then shows it', async () => {
    let failures = 1;
    const calls = stubServer({
      list: () =>
        failures-- > 0
          ? { errors: [{ message: 'boom', extensions: { code: 'GENERIC' } }] }
          : { data: { restaurants: [banquet] } },
    });
    renderApp('/fr/restaurants', { config: CONFIG, now: NOW });
    await screen.findByRole('heading', { name: 'Le Banquet des Bardes' }, { timeout: 5000 });
    expect(calls.filter(([kind]) => kind === 'list')).toHaveLength(2);
  });

  it('says the visitor can eat on site when online booking has closed, and goes on', async () => {
    const calls = stubServer({
      list: () => ({
        errors: [{ message: 'closed', extensions: { code: 'RESTAURANT_BOOKING_CLOSED' } }],
      }),
    });
    renderApp('/fr/restaurants', { config: CONFIG, now: NOW });
    expect(
      await screen.findByText(
        /La réservation en ligne des restaurants ferme 3 jours avant la visite/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Vous pourrez déjeuner ou dîner sur place/)).toBeTruthy();
    // An answer, not a failure: not asked again.
    expect(calls.filter(([kind]) => kind === 'list')).toHaveLength(1);
    // Shown once the restaurants' settings are there too, which render apart (decision 46).
    fireEvent.click(await screen.findByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(location()).toBe('/fr/summary'));
  });

  it('books a dinner with allergies: holds the covers, keeps the lines, back to the list', async () => {
    const calls = stubServer();
    renderApp('/fr/restaurants', { config: CONFIG, now: NOW });
    fireEvent.click(
      await screen.findByRole('link', {
        name: 'Réserver à Le Banquet des Bardes\u00a0: Dîner du 12/06/2027',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Le Banquet des Bardes' });
    expect(screen.getAllByText('Cochon rôti à la broche')).toHaveLength(2);
    const sitting = screen.getByRole('radio', { name: '18\u00a0h\u00a030, 600 couverts restants' });
    expect((sitting as HTMLInputElement).checked).toBe(true);
    // Two adult menus and a child menu: 2 × 39 € + 17 €.
    expect(screen.getByText('Total du repas').parentElement?.textContent).toMatch(/95,00\s€/);

    fireEvent.click(screen.getByRole('radio', { name: 'Oui' }));
    fireEvent.click(screen.getByRole('button', { name: 'Réserver ce repas' }));
    expect(
      await screen.findByText('Dites-nous quelles allergies le restaurant doit prendre en compte.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Quelles allergies/ }), {
      target: { value: 'Arachides (Léo)' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Réserver ce repas' }));

    await waitFor(() => expect(location()).toBe('/fr/restaurants'));
    expect(calls.filter(([kind]) => kind === 'hold')).toEqual([
      [
        'hold',
        { orderId: ORDER_ID, service: 'RESTAURANT', code: DINNER, startDate: DAY, quantity: 3 },
      ],
    ]);
    const { booking } = useBookingStore.getState();
    expect(booking.restaurantAllergies).toBe(true);
    expect(booking.restaurantAllergyNote).toBe('Arachides (Léo)');
    expect(booking.restaurants).toEqual([
      expect.objectContaining({
        id: `${DINNER}#0`,
        eventId: DINNER,
        time: '18:30',
        isLunch: false,
        adults: 2,
        menuAdultCode: 'BARDE',
        children: 1,
        menuChildCode: 'BARDINET',
        allergies: true,
        totalPrice: 9500,
      }),
    ]);
    const meals = await screen.findByRole('region', { name: 'Vos repas réservés' });
    expect(meals.textContent).toMatch(
      /Dîner du samedi 12 juin 2027 à 18\u00a0h\u00a030.*2 × Festin du Barde.*1 × Petit Barde.*95,00\s€/,
    );
    expect(meals.textContent).toMatch(/Allergies signalées\u00a0: Arachides \(Léo\)/);

    fireEvent.click(within(meals).getByRole('button', { name: /Retirer le repas à Le Banquet/ }));
    await waitFor(() => expect(useBookingStore.getState().booking.restaurants).toEqual([]));
    expect(calls.at(-1)).toEqual([
      'release',
      { orderId: ORDER_ID, service: 'RESTAURANT', code: DINNER, startDate: DAY, quantity: 3 },
    ]);
  });

  it.each([
    [
      'fr',
      'Dîner du samedi 12 juin 2027 à 18\u00a0h\u00a030',
      '18\u00a0h\u00a030, 600 couverts restants',
    ],
    ['en', 'Dinner on Saturday, 12 June 2027 at 6:30\u00a0pm', '6:30\u00a0pm, 600 covers left'],
    ['es', 'Cena del sábado, 12 de junio de 2027 a las 18:30', '18:30, quedan 600 cubiertos'],
  ])(
    'writes the times of the booked meal and of the sittings as %s does',
    async (language, meal, sitting) => {
      stubServer();
      useBookingStore.getState().chooseMeal(DINNER, [
        {
          id: `${DINNER}#0`,
          eventId: DINNER,
          code: 'R-FR-BAN',
          title: 'Le Banquet des Bardes',
          date: DAY,
          time: '18:30',
          isLunch: false,
          adults: 2,
          children: 1,
          menuAdultCode: 'BARDE',
          menuAdultName: 'Festin du Barde',
          menuAdultPrice: cents(3900),
          menuChildCode: 'BARDINET',
          menuChildName: 'Petit Barde',
          menuChildPrice: cents(1700),
          allergies: false,
          totalPrice: cents(9500),
        },
      ]);
      renderApp(`/${language}/restaurants`, { config: CONFIG, now: NOW });
      // Read from the text itself: Testing Library's queries turn the no-break spaces into spaces.
      await waitFor(() => expect(document.body.textContent).toContain(meal));
      const change = screen.getAllByRole('link').find((link) => link.ariaLabel?.endsWith(meal));
      fireEvent.click(change as HTMLElement);
      await waitFor(() =>
        expect(screen.getAllByRole('radio').map((radio) => radio.ariaLabel)).toContain(sitting),
      );
    },
  );

  it('keeps the basket and says so when the covers went meanwhile', async () => {
    const calls = stubServer({ hold: () => ({ success: false, code: 'MENUS_UNAVAILABLE' }) });
    renderApp('/fr/restaurants', { config: CONFIG, now: NOW });
    fireEvent.click(
      await screen.findByRole('link', {
        name: 'Réserver à Le Banquet des Bardes\u00a0: Dîner du 12/06/2027',
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Réserver ce repas' }));
    expect(
      await screen.findByText("Le nombre de menus demandé n'est plus disponible"),
    ).toBeTruthy();
    expect(useBookingStore.getState().booking.restaurants).toEqual([]);
    expect(location()).toBe(`/fr/restaurants/${DAY}/dinner/R-FR-BAN`);
    // What is left is asked again.
    await waitFor(() => expect(calls.filter(([kind]) => kind === 'detail')).toHaveLength(2));
  });

  it('sends a restaurant page opened without its list back to the list', async () => {
    stubServer();
    renderApp(`/fr/restaurants/${DAY}/dinner/R-FR-BAN`, { config: CONFIG, now: NOW });
    await waitFor(() => expect(location()).toBe('/fr/restaurants'));
  });

  it('sends a child-only group to the summary', async () => {
    stubServer();
    useBookingStore.getState().chooseGroup({ ...GROUP, adults: 0, children: 2 });
    renderApp('/fr/restaurants', { config: CONFIG, now: NOW });
    await waitFor(() => expect(location()).toBe('/fr/summary'));
  });
});

describe('the restaurant pages in completion mode (checkout-and-account.md §4)', () => {
  const COMPLETION_ID = '8d0e4b7a-5c3f-4a19-9e62-2f7b1c0d8a53';
  const paidLine = (type: string, code: string, fields: Partial<OrderProduct>): OrderProduct => ({
    type,
    code,
    name: code,
    quantity: 3,
    price: 13500,
    dates: { accessDate: DAY, accessEndDate: DAY, sessionTime: null },
    group: { adults: 2, children: 1 },
    ...fields,
  });
  const ticket = paidLine('OFFER', 'FR-D1', { name: 'Billet 1 jour' });
  /** A paid dinner at 18:30 for `group`: one line per menu, as the server answers it. */
  const paidDinner = (group: OrderProduct['group']) =>
    paidLine('DINER', DINNER, {
      name: 'Le Banquet des Bardes – dîner – Festin du Barde',
      quantity: group.adults + group.children,
      dates: { accessDate: DAY, accessEndDate: DAY, sessionTime: '18:30' },
      group,
    });
  /** Completion mode on a paid 1-day visit of 2 adults and a child with `products`. */
  const complete = (products: OrderProduct[]) =>
    useBookingStore.getState().enterCompletion(
      presetCompletion({
        id: ORDER_ID,
        status: 'paid',
        accessDate: DAY,
        accessEndDate: DAY,
        group: { adults: 2, children: 1, babies: 0 },
        event: null,
        products,
      }),
      { orderId: COMPLETION_ID, shortOrderId: 'Q4ZT8NWA' },
    );
  const dinnerLink = 'Réserver à Le Banquet des Bardes\u00a0: Dîner du 12/06/2027';

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows what the visit has, keeps its group, and goes on to the extras summary', async () => {
    const calls = stubServer();
    complete([ticket, paidDinner({ adults: 2, children: 1 })]);
    renderApp('/fr/restaurants', { config: CONFIG, now: NOW });
    await screen.findByRole('heading', { name: 'Le Banquet des Bardes' });

    expect(calls[0]).toEqual([
      'list',
      { date: DAY, adults: 2, children: 1, language: 'fr', orderId: COMPLETION_ID, mealType: null },
    ]);
    const booked = screen.getByRole('region', { name: 'Déjà réservé pour cette visite' });
    expect(booked.textContent).toContain('Vos billets d’entrée');
    expect(booked.textContent).toContain('Dîner\u00a0: Le Banquet des Bardes – dîner');
    expect(screen.queryByRole('link', { name: 'Modifier' })).toBeNull();
    // The whole group dines at the paid dinner: it is not offered again; the lunches are.
    const card = screen.getByRole('article', { name: 'Le Banquet des Bardes' });
    expect(within(card).queryByRole('link', { name: dinnerLink })).toBeNull();
    expect(card.textContent).toMatch(
      /Réserver\u00a0: Dîner du 12\/06\/2027 — Déjà réservé pour votre visite/,
    );
    expect(
      screen.getByRole('link', {
        name: 'Réserver à Le Bistrot de la Belle Époque\u00a0: Déjeuner du 12/06/2027',
      }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(location()).toBe('/fr/summary'));
  });

  it('offers the menus the paid dinner leaves: the child’s, held on the completion order', async () => {
    const calls = stubServer();
    complete([ticket, paidDinner({ adults: 2, children: 0 })]);
    renderApp('/fr/restaurants', { config: CONFIG, now: NOW });
    fireEvent.click(await screen.findByRole('link', { name: dinnerLink }));
    await screen.findByRole('heading', { level: 1, name: 'Le Banquet des Bardes' });

    expect(calls.find(([kind]) => kind === 'detail')?.[1]).toMatchObject({
      adults: 0,
      children: 1,
      orderId: COMPLETION_ID,
    });
    expect(screen.getByText(/Un menu par convive\s: 1 convive à table au plus/)).toBeTruthy();
    expect(screen.getByText('Total du repas').parentElement?.textContent).toMatch(/17,00\s€/);
    fireEvent.click(screen.getByRole('button', { name: 'Réserver ce repas' }));

    await waitFor(() => expect(location()).toBe('/fr/restaurants'));
    expect(calls.filter(([kind]) => kind === 'hold')).toEqual([
      [
        'hold',
        {
          orderId: COMPLETION_ID,
          service: 'RESTAURANT',
          code: DINNER,
          startDate: DAY,
          quantity: 1,
        },
      ],
    ]);
    expect(useBookingStore.getState().booking.restaurants).toEqual([
      expect.objectContaining({
        eventId: DINNER,
        adults: 0,
        children: 1,
        menuChildCode: 'BARDINET',
      }),
    ]);
  });

  it('says a meal the whole group has is already booked, with nothing to book', async () => {
    const calls = stubServer();
    complete([ticket, paidDinner({ adults: 2, children: 1 })]);
    // A lunch chosen in this completion: the restaurant pages open from its basket.
    const lunch = `R-FR-BIS-${DAY}-12:15`;
    useBookingStore.getState().chooseMeal(lunch, [
      {
        id: `${lunch}#0`,
        eventId: lunch,
        code: 'R-FR-BIS',
        title: 'Le Bistrot de la Belle Époque',
        date: DAY,
        time: '12:15',
        isLunch: true,
        adults: 2,
        children: 1,
        menuAdultCode: 'BARDE',
        menuAdultName: 'Festin du Barde',
        menuAdultPrice: cents(3900),
        menuChildCode: 'BARDINET',
        menuChildName: 'Petit Barde',
        menuChildPrice: cents(1700),
        allergies: false,
        totalPrice: cents(9500),
      },
    ]);
    renderApp(`/fr/restaurants/${DAY}/dinner/R-FR-BAN`, { config: CONFIG, now: NOW });

    expect(
      await screen.findByText(
        'Votre visite a déjà ce repas pour tout votre groupe. Choisissez un autre repas ou un autre jour.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Réserver ce repas' })).toBeNull();
    expect(calls.find(([kind]) => kind === 'detail')?.[1]).toMatchObject({
      adults: 0,
      children: 0,
    });
  });
});

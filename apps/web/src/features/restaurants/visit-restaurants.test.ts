import { describe, expect, it } from 'vitest';
import type { Restaurant, RestaurantService } from './restaurants-query.ts';
import { visitRestaurants } from './visit-restaurants.ts';

function service(date: string, time: string, valid = true): RestaurantService {
  return {
    date,
    serviceTime: time,
    mealType: time < '17:00' ? 'lunch' : 'dinner',
    stock: valid ? 600 : 2,
    eventId: `R-FR-BAN-${date}-${time}`,
    valid,
  };
}

function restaurant(code: string, services: RestaurantService[]): Restaurant {
  return {
    code,
    title: code,
    text: '',
    restaurantTypeName: 'Repas-spectacle',
    available: true,
    media: [],
    tagListFood: [],
    tagListServices: [],
    menus: [],
    services,
  };
}

const SAT = '2027-06-12';
const SUN = '2027-06-13';

describe('visitRestaurants (booking-funnel.md §2, the restaurant list of a visit)', () => {
  const days = [
    {
      date: SAT,
      restaurants: [
        restaurant('R-FR-BAN', [
          service(SAT, '11:45'),
          service(SAT, '13:00'),
          service(SAT, '18:30', false),
        ]),
      ],
    },
    {
      date: SUN,
      restaurants: [
        restaurant('R-FR-BAN', [service(SUN, '19:45')]),
        restaurant('R-FR-BIS', [service(SUN, '12:00')]),
      ],
    },
  ];

  it('lists each restaurant once with every meal of the visit it serves', () => {
    expect(visitRestaurants(days, null).map(({ restaurant: r, meals }) => [r.code, meals])).toEqual(
      [
        [
          'R-FR-BAN',
          [
            { date: SAT, mealType: 'lunch', isAvailable: true, times: ['11:45', '13:00'] },
            { date: SAT, mealType: 'dinner', isAvailable: false, times: ['18:30'] },
            { date: SUN, mealType: 'dinner', isAvailable: true, times: ['19:45'] },
          ],
        ],
        ['R-FR-BIS', [{ date: SUN, mealType: 'lunch', isAvailable: true, times: ['12:00'] }]],
      ],
    );
  });

  it('keeps only the meal asked, and the restaurants that serve it', () => {
    const dinners = visitRestaurants(days, 'dinner');
    expect(dinners.map(({ restaurant: r, meals }) => [r.code, meals.map((m) => m.date)])).toEqual([
      ['R-FR-BAN', [SAT, SUN]],
    ]);
  });
});

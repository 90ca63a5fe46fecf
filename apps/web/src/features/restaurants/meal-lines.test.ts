import { cents } from '@sesame/domain/money/cents';
import { describe, expect, it } from 'vitest';
import { mealLines, menuCountsOf } from './meal-lines.ts';
import type { RestaurantMenu } from './restaurants-query.ts';

function menu(code: string, price: number, discount: number | null = null): RestaurantMenu {
  return {
    code,
    title: `Menu ${code}`,
    promotionalTitle: null,
    promotionalDescription: null,
    lunch: true,
    diner: true,
    mainAdultMenu: false,
    mainChildrenMenu: false,
    pricePerPerson: cents(price),
    discountPricePerPerson: discount === null ? null : cents(discount),
    courses: [],
  };
}

const bistrot = { code: 'R-FR-BIS', title: 'Le Bistrot de la Belle Époque' };
const lunch = {
  eventId: 'R-FR-BIS-2027-06-12-12:15',
  date: '2027-06-12',
  serviceTime: '12:15',
  mealType: 'lunch' as const,
};
const menus = {
  adult: [menu('FORMULE', 2700), menu('COMPLET', 3300, 2900)],
  child: [menu('ENFANT', 1300)],
};

describe('mealLines (booking-funnel.md §3, restaurant booking lines of a sitting)', () => {
  it('pairs the menus chosen into lines of the sitting, priced per cover', () => {
    const lines = mealLines(bistrot, lunch, menus, {
      adultMenus: { FORMULE: 2, COMPLET: 1 },
      childMenus: { ENFANT: 1 },
      allergies: true,
    });
    expect(lines).toEqual([
      expect.objectContaining({
        id: 'R-FR-BIS-2027-06-12-12:15#0',
        eventId: lunch.eventId,
        time: '12:15',
        isLunch: true,
        adults: 2,
        menuAdultCode: 'FORMULE',
        children: 1,
        menuChildCode: 'ENFANT',
        allergies: true,
        totalPrice: 2 * 2700 + 1300,
      }),
      expect.objectContaining({
        id: 'R-FR-BIS-2027-06-12-12:15#1',
        adults: 1,
        menuAdultCode: 'COMPLET',
        menuAdultPrice: 2900,
        children: 0,
        menuChildCode: '',
        totalPrice: 2900,
      }),
    ]);
  });

  it('gives a child-only meal one line without an adult menu', () => {
    const [line, ...rest] = mealLines(bistrot, lunch, menus, {
      adultMenus: { FORMULE: 0 },
      childMenus: { ENFANT: 2 },
      allergies: false,
    });
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ adults: 0, menuAdultCode: '', children: 2, totalPrice: 2600 });
  });

  it('reads the counts back from the lines, for the form', () => {
    const lines = mealLines(bistrot, lunch, menus, {
      adultMenus: { FORMULE: 2, COMPLET: 1 },
      childMenus: { ENFANT: 1 },
      allergies: false,
    });
    expect(menuCountsOf(lines)).toEqual({
      adultMenus: { FORMULE: 2, COMPLET: 1 },
      childMenus: { ENFANT: 1 },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { priceMeal } from './meal-price.ts';

const menu = (price: number, promotion: number | null = null) => ({
  price: cents(price),
  promotionalPrice: promotion === null ? null : cents(promotion),
});

describe('priceMeal (catalogue.md §7.7; babies eat free)', () => {
  // [case, adult menus, child menus, adult menu, child menu, adult unit, child unit, total]
  it.each([
    ['Le Banquet des Bardes: 2 adults, 1 child', 2, 1, menu(3900), menu(1700), 3900, 1700, 9500],
    ['La Rôtisserie: 2 adults, 2 children', 2, 2, menu(3400), menu(1600), 3400, 1600, 10000],
    ['Le Bistrot, Menu Complet: 1 adult', 1, 0, menu(3300), null, 3300, 0, 3300],
    ['La Venta: 2 meal deals, 3 child menus', 2, 3, menu(1450), menu(950), 1450, 950, 5750],
    ['El Patio: children only', 0, 2, null, menu(1800), 0, 1800, 3600],
    ['a promotion lowers the adult menu', 2, 0, menu(3900, 3500), null, 3500, 0, 7000],
  ])('%s', (_case, adults, children, adultMenu, childMenu, adultUnit, childUnit, total) => {
    expect(priceMeal({ adults, children }, adultMenu, childMenu)).toEqual({
      adultUnitPrice: adultUnit,
      childUnitPrice: childUnit,
      totalPrice: total,
    });
  });
});

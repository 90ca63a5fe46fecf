import { describe, expect, it } from 'vitest';
import { mealTypeOf } from './restaurant-rules.ts';

describe('mealTypeOf (booking-funnel.md §4 and §9: lunch before the dinner threshold)', () => {
  it.each([
    ['Le Banquet des Bardes, 11:45', '11:45', '17:00', 'lunch'],
    ['La Venta del Camino, 16:30', '16:30', '17:00', 'lunch'],
    ['one minute before the threshold', '16:59', '17:00', 'lunch'],
    ['at the threshold', '17:00', '17:00', 'dinner'],
    ['Le Banquet des Bardes, 18:30', '18:30', '17:00', 'dinner'],
    ['a later threshold makes 18:30 a lunch', '18:30', '19:00', 'lunch'],
    ['El Patio, 20:00', '20:00', '18:00', 'dinner'],
  ])('%s', (_case, time, threshold, meal) => {
    expect(mealTypeOf(time, threshold)).toBe(meal);
  });
});

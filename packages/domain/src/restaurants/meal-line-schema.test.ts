import { describe, expect, it } from 'vitest';
import { cents, ZERO } from '../money/cents.ts';
import { basketSchema } from '../validation/basket-schema.ts';
import { MAX_MEAL_LINES, mealLineSchema } from './meal-line-schema.ts';
import { mealBasketFields } from './meal-lines.ts';

const meal = {
  id: 'l1',
  eventId: 'R-FR-BAN-2027-06-12-18:30',
  code: 'R-FR-BAN',
  date: '2027-06-12',
  time: '18:30',
  adults: 2,
  children: 1,
  menuAdultCode: 'FESTIN',
  menuChildCode: 'PETITS',
};

describe('mealLineSchema (booking-funnel.md §3, a restaurant booking line)', () => {
  it('reads a line; missing menu codes are null', () => {
    expect(mealLineSchema.parse(meal)).toEqual(meal);
    expect(mealLineSchema.parse({ ...meal, children: 0, menuChildCode: undefined })).toEqual({
      ...meal,
      children: 0,
      menuChildCode: null,
    });
  });

  it.each([
    ['a time that is none', { time: '25:00' }, 'validation.format'],
    ['a day that does not exist', { date: '2027-02-30' }, 'validation.date'],
    ['negative menus', { adults: -1 }, 'validation.min'],
    ['more menus of a band than a group has visitors', { children: 21 }, 'validation.max'],
    ['no id', { id: ' ' }, 'validation.required'],
  ])('refuses %s', (_case, fields, key) => {
    const result = mealLineSchema.safeParse({ ...meal, ...fields });
    expect(result.error?.issues[0]?.message).toBe(key);
  });
});

describe('basketSchema, restaurant fields', () => {
  const basket = {
    language: 'fr',
    group: { adults: 2, children: 1, babies: 0 },
    startDate: '2027-06-12',
    duration: 1,
    offerCode: 'FR-D1',
  };

  it('takes the lines, the allergy flag and its note; none of them is required', () => {
    expect(basketSchema.parse(basket).restaurants).toBeUndefined();
    const parsed = basketSchema.parse({
      ...basket,
      restaurants: [meal],
      restaurantAllergies: true,
      restaurantAllergyNote: ' Arachides ',
    });
    expect(parsed.restaurants).toEqual([meal]);
    expect(parsed.restaurantAllergies).toBe(true);
    expect(parsed.restaurantAllergyNote).toBe('Arachides');
  });

  it('refuses more lines than a visit can have, and a note longer than a field', () => {
    const lines = Array.from({ length: MAX_MEAL_LINES + 1 }, (_, i) => ({ ...meal, id: `l${i}` }));
    expect(basketSchema.safeParse({ ...basket, restaurants: lines }).success).toBe(false);
    const note = 'x'.repeat(51);
    expect(basketSchema.safeParse({ ...basket, restaurantAllergyNote: note }).success).toBe(false);
  });
});

describe('mealBasketFields (booking-funnel.md §3, the restaurant part of a basket sent)', () => {
  const booked = {
    ...meal,
    title: 'Le Banquet des Bardes',
    isLunch: false,
    children: 0,
    menuAdultCode: 'FESTIN',
    menuAdultName: 'Le Festin',
    menuAdultPrice: cents(3900),
    menuChildCode: '',
    menuChildName: '',
    menuChildPrice: ZERO,
    allergies: false,
    totalPrice: cents(7800),
  };

  it('sends the sittings and menus chosen, no name nor price; a menu counted 0 has no code', () => {
    const fields = mealBasketFields({
      restaurants: [booked],
      restaurantAllergies: false,
      restaurantAllergyNote: 'Arachides',
    });
    expect(fields).toEqual({
      restaurants: [{ ...meal, children: 0, menuChildCode: null }],
      restaurantAllergies: false,
      restaurantAllergyNote: null,
    });
    expect(basketSchema.shape.restaurants.parse(fields.restaurants)).toEqual(fields.restaurants);
  });

  it('sends the allergy note with the allergies only', () => {
    expect(
      mealBasketFields({
        restaurants: [],
        restaurantAllergies: true,
        restaurantAllergyNote: 'Arachides',
      }),
    ).toEqual({ restaurants: [], restaurantAllergies: true, restaurantAllergyNote: 'Arachides' });
  });
});

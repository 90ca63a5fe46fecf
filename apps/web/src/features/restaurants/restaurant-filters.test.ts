import { describe, expect, it } from 'vitest';
import { matchesFilters, NO_FILTERS, tagsOf, toggleTag } from './restaurant-filters.ts';

const tag = (code: string) => ({
  id: code,
  code,
  picto: `/static/pictos/${code}.svg`,
  title: code,
});
const banquet = {
  tagListFood: [tag('CHILD_MENU')],
  tagListServices: [tag('SHOW'), tag('ACCESSIBLE')],
};
const bistrot = {
  tagListFood: [tag('VEGETARIAN'), tag('CHILD_MENU')],
  tagListServices: [tag('TERRACE')],
};

describe('restaurant tag filters (booking-funnel.md §2, list with food and service filters)', () => {
  it.each([
    ['no filter shows every restaurant', NO_FILTERS, [true, true]],
    ['a food tag both have', { food: ['CHILD_MENU'], services: [] }, [true, true]],
    ['a food tag one has', { food: ['VEGETARIAN'], services: [] }, [false, true]],
    ['a service tag', { food: [], services: ['SHOW'] }, [true, false]],
    ['every ticked tag is needed', { food: ['VEGETARIAN'], services: ['SHOW'] }, [false, false]],
  ])('%s', (_label, filters, shown) => {
    expect([banquet, bistrot].map((r) => matchesFilters(r, filters))).toEqual(shown);
  });

  it('lists each tag once, in the order the restaurants carry them', () => {
    expect(tagsOf([banquet, bistrot], 'tagListFood').map((t) => t.code)).toEqual([
      'CHILD_MENU',
      'VEGETARIAN',
    ]);
  });

  it('ticks and unticks a tag', () => {
    const ticked = toggleTag(NO_FILTERS, 'food', 'VEGETARIAN', true);
    expect(ticked).toEqual({ food: ['VEGETARIAN'], services: [] });
    expect(toggleTag(ticked, 'food', 'VEGETARIAN', false)).toEqual(NO_FILTERS);
  });
});

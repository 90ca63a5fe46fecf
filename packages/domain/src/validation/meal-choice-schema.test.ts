import { describe, expect, it } from 'vitest';
import { mealChoiceSchema, mealCovers } from './meal-choice-schema.ts';

// Two adults and a child (a baby would take no menu).
const schema = mealChoiceSchema({ adults: 2, children: 1 });
const valid = {
  eventId: 'R-FR-BAN-2027-06-12-18:30',
  adultMenus: { BARDE: 2 },
  childMenus: { PETIT_BARDE: 1 },
  allergies: false,
  allergyNote: '',
};

describe('mealChoiceSchema (booking-funnel.md §3 and §5, a meal at a sitting)', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a menu for each visitor', {}, []],
    ['only the adults eat', { childMenus: { PETIT_BARDE: 0 } }, []],
    ['the child takes an adult menu', { adultMenus: { BARDE: 3 }, childMenus: {} }, []],
    ['two adult menus of two kinds', { adultMenus: { FORMULE: 1, COMPLET: 1 } }, []],
    ['no sitting', { eventId: '' }, ['eventId: restaurants.form.sittingRequired']],
    [
      'no menu at all',
      { adultMenus: { BARDE: 0 }, childMenus: {} },
      ['adultMenus: restaurants.form.menusRequired'],
    ],
    [
      'more menus than visitors',
      { adultMenus: { BARDE: 3 } },
      ['adultMenus: restaurants.form.tooManyMenus'],
    ],
    [
      'more child menus than children',
      { adultMenus: { BARDE: 0 }, childMenus: { PETIT_BARDE: 2 } },
      ['childMenus: restaurants.form.tooManyChildMenus'],
    ],
    [
      'a negative count',
      { adultMenus: { BARDE: -1 }, childMenus: {} },
      ['adultMenus.BARDE: validation.min', 'adultMenus: restaurants.form.menusRequired'],
    ],
    [
      'allergies without a note',
      { allergies: true, allergyNote: '  ' },
      ['allergyNote: restaurants.form.allergyNoteRequired'],
    ],
    ['allergies with a note', { allergies: true, allergyNote: 'Arachides (enfant)' }, []],
    ['a note far too long', { allergyNote: 'x'.repeat(51) }, ['allergyNote: validation.maxLength']],
  ])('%s', (_label, change, messages) => {
    const result = schema.safeParse({ ...valid, ...change });
    const found = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(found).toEqual(messages);
  });

  it('counts one cover per menu', () => {
    expect(mealCovers({ adultMenus: { A: 2, B: 1 }, childMenus: { C: 1 } })).toBe(4);
  });
});

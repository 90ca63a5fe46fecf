import { z } from 'zod';
import type { Group } from '../booking/booking.ts';
import { optionalText, wholeNumber } from './fields.ts';
import { ALLERGY_NOTE_MAX_LENGTH, MAX_GROUP_PLACES } from './limits.ts';

const menuCounts = z.record(z.string(), wholeNumber(0, MAX_GROUP_PLACES));

const total = (counts: Record<string, number>) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

// Each rule reads its own fields and runs whatever the others hold: every message shows at once.
const always = { when: () => true };

/**
 * booking-funnel.md §3 (restaurant booking line) and §5: a meal at a sitting for the group. A
 * sitting; at least one menu; child menus for the group's children at most, and no more menus
 * than adults and children (babies eat free, catalogue.md §7.7, so they take none); the allergy
 * answer, with a note saying which allergies when there are some.
 */
export function mealChoiceSchema(group: Pick<Group, 'adults' | 'children'>) {
  return z
    .object({
      eventId: z
        .string({ error: 'restaurants.form.sittingRequired' })
        .min(1, { error: 'restaurants.form.sittingRequired' }),
      adultMenus: menuCounts,
      childMenus: menuCounts,
      allergies: z.boolean({ error: 'validation.format' }),
      allergyNote: optionalText(ALLERGY_NOTE_MAX_LENGTH),
    })
    .refine((form) => total(form.adultMenus) + total(form.childMenus) > 0, {
      path: ['adultMenus'],
      error: 'restaurants.form.menusRequired',
      ...always,
    })
    .refine((form) => total(form.childMenus) <= group.children, {
      path: ['childMenus'],
      error: 'restaurants.form.tooManyChildMenus',
      ...always,
    })
    .refine(
      (form) => total(form.adultMenus) + total(form.childMenus) <= group.adults + group.children,
      { path: ['adultMenus'], error: 'restaurants.form.tooManyMenus', ...always },
    )
    .refine((form) => !form.allergies || (form.allergyNote ?? '').trim().length > 0, {
      path: ['allergyNote'],
      error: 'restaurants.form.allergyNoteRequired',
      ...always,
    });
}

export type MealChoiceSchema = ReturnType<typeof mealChoiceSchema>;
export type MealChoice = z.output<MealChoiceSchema>;

/** The covers a meal takes at its sitting: one per menu (booking-funnel.md §5). */
export function mealCovers(choice: Pick<MealChoice, 'adultMenus' | 'childMenus'>): number {
  return total(choice.adultMenus) + total(choice.childMenus);
}

import type { Group } from './booking.ts';

/** booking-funnel.md §9: adults are 14 and over. */
export const ADULT_MIN_AGE = 14;
/** booking-funnel.md §9: children are 3 to 13; younger visitors are babies and go free. */
export const CHILD_MIN_AGE = 3;

export type AgeBand = 'adult' | 'child' | 'baby';

/** booking-funnel.md §3 and §9, age bands: adult 14+, child 3–13, baby under 3. */
export function ageBand(age: number): AgeBand {
  if (age >= ADULT_MIN_AGE) return 'adult';
  if (age >= CHILD_MIN_AGE) return 'child';
  return 'baby';
}

/** booking-funnel.md §9: visitors who pay and take a place (babies are free and take none). */
export function payingVisitors(group: Pick<Group, 'adults' | 'children'>): number {
  return group.adults + group.children;
}

/** booking-funnel.md §2, guards: children without adults, or the disability-profile flag. */
export function isChildOnlyOrDisabilityGroup(
  group: Pick<Group, 'adults' | 'children' | 'hasPsh'>,
): boolean {
  return (group.children > 0 && group.adults === 0) || group.hasPsh;
}

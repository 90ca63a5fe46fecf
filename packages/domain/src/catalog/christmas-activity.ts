/** booking-funnel.md §7, `offer` (activities, reception): the default code, La Posada's. */
export const CHRISTMAS_ACTIVITY_CODE = 'RECEPCION_REAL';

/**
 * catalogue.md §7.1: La Posada de los Reyes Magos is for children (3 to 13); the adults wait for
 * them and babies are too young, so a slot takes one place for each child of the group.
 */
export function activityPlaces(group: { children: number }): number {
  return group.children;
}

/** A slot's start time, `HH:MM` (the stock row's session). */
export const SLOT_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

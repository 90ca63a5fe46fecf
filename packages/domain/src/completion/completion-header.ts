/**
 * booking-funnel.md §7: "in completion mode a partner header is sent on accommodation search".
 * The spec does not name it (readings.md §10); docs/spec-readings.md names it here: the header
 * carries the completion order's id, so that the server searches the stay of the paid visit that
 * order completes (its days and group) and counts the rooms that order holds as free to it.
 */
export const COMPLETION_HEADER = 'X-Completion-Order';

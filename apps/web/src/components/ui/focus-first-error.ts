const FOCUSABLE = 'input, select, textarea, button, a[href], [tabindex]';

/**
 * Moves focus to the first control in error, in reading order: a control marked invalid, or a
 * group described by a field error. A group that holds invalid controls (radio buttons) gives
 * focus to the first of them; a group of controls that are not in error themselves (counters)
 * takes focus itself, so that its name and its error are read.
 */
export function focusFirstError(container: HTMLElement): void {
  const errorIds = new Set(
    Array.from(container.querySelectorAll('[data-field-error]'), (error) => error.id),
  );
  const isInError = (element: Element) =>
    element.getAttribute('aria-invalid') === 'true' ||
    (element.getAttribute('aria-describedby') ?? '').split(/\s+/).some((id) => errorIds.has(id));
  const first = Array.from(
    container.querySelectorAll<HTMLElement>('[aria-invalid="true"], [aria-describedby]'),
  ).find(isInError);
  if (!first) return;
  const target = first.matches('fieldset')
    ? (first.querySelector<HTMLElement>('[aria-invalid="true"]:enabled') ?? first)
    : first;
  if (!target.matches(FOCUSABLE)) target.tabIndex = -1;
  target.focus();
}

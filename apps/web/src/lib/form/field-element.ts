/** The native controls a form registers: text inputs, checkboxes, radios, selects, text areas. */
export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isToggle = (element: FieldElement): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

/**
 * What a control holds: a checkbox its checked state, a radio its value when it is the checked
 * one of its group (null otherwise), any other control its text.
 */
export function readElement(element: FieldElement): unknown {
  if (!isToggle(element)) return element.value;
  if (element.type === 'checkbox') return element.checked;
  return element.checked ? element.value : null;
}

/** Shows `value` in a control, as `readElement` would read it back. */
export function writeElement(element: FieldElement, value: unknown): void {
  if (isToggle(element)) {
    element.checked =
      element.type === 'checkbox' ? Boolean(value) : element.value === String(value);
  } else {
    element.value = value === undefined || value === null ? '' : String(value);
  }
}

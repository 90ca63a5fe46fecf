import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstError } from './focus-first-error.ts';

function formOf(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  document.body.append(form);
  return form;
}

describe('focusFirstError', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('focuses the first control in error in reading order', () => {
    const form = formOf(`
      <input id="fine">
      <select id="country" aria-invalid="true" aria-describedby="country-error"></select>
      <span id="country-error" data-field-error>Choose</span>
      <input id="email" aria-invalid="true">
    `);
    focusFirstError(form);
    expect(document.activeElement?.id).toBe('country');
  });

  it('focuses the first invalid radio of a choice group described by its error', () => {
    const form = formOf(`
      <fieldset aria-describedby="insurance-error">
        <input type="radio" id="yes" aria-invalid="true">
        <input type="radio" id="no" aria-invalid="true">
        <span id="insurance-error" data-field-error>Choose</span>
      </fieldset>
      <input type="checkbox" id="terms" aria-invalid="true">
    `);
    focusFirstError(form);
    expect(document.activeElement?.id).toBe('yes');
  });

  it('focuses a group of counters itself, so that its name and its error are read', () => {
    const form = formOf(`
      <input id="hint-only" aria-describedby="a-hint"><span id="a-hint">Hint</span>
      <fieldset id="menus" aria-describedby="menus-hint menus-error">
        <button type="button">+</button>
        <span id="menus-error" data-field-error>Too many</span>
      </fieldset>
    `);
    focusFirstError(form);
    expect(document.activeElement?.id).toBe('menus');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus where it is when nothing is in error', () => {
    const form = formOf('<input id="fine" aria-describedby="a-hint"><span id="a-hint">Hint</span>');
    focusFirstError(form);
    expect(document.activeElement).toBe(document.body);
  });
});

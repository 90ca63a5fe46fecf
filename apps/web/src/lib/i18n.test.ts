import { describe, expect, it } from 'vitest';
import { i18n, loadCatalogue, setLanguage, setLanguageAtBoot } from './i18n.ts';

describe('a language loaded in two parts', () => {
  it('starts from the texts of the start page, and has the others once the rest is in', async () => {
    await setLanguageAtBoot('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('start.title')).toBe('Who is coming to the park?');
    expect(i18n.t('errors.GENERIC')).not.toBe('errors.GENERIC');
    // The layout sets the language it shows again: that asks for no more texts.
    await setLanguage('en');
    expect(i18n.t('summary.title')).toBe('summary.title');

    await loadCatalogue('en');
    expect(i18n.t('summary.title')).toBe('Your order summary');
  });

  it('switches to a language with its whole catalogue', async () => {
    await setLanguage('es');
    expect(i18n.language).toBe('es');
    expect(i18n.t('start.title')).toBe('¿Quién viene al parque?');
    expect(i18n.t('summary.title')).toBe('Resumen de su pedido');
  });
});

import { describe, expect, it } from 'vitest';
import { i18n, loadPageTexts, setLanguage, setLanguageAtBoot, withItsTexts } from './i18n.ts';

describe('a language loaded in parts', () => {
  it('starts from the texts of the start page, and has those of a page once it opens', async () => {
    await setLanguageAtBoot('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('start.title')).toBe('Who is coming to the park?');
    // The generic message from the first render; the others load beside it, for the pages.
    expect(i18n.t('errors.GENERIC')).toBe('An error has occurred. Please try again later.');
    // The layout sets the language it shows again: that asks for no more texts.
    await setLanguage('en');
    expect(i18n.t('summary.title')).toBe('summary.title');

    await loadPageTexts('summary');
    expect(i18n.t('summary.title')).toBe('Your order summary');
    expect(i18n.t('errors.SOLD_OUT')).toBe('There are not enough places left for this date.');
    expect(i18n.t('account.visits.title')).toBe('account.visits.title');
  });

  it('switches to a language with the texts of every page opened', async () => {
    await loadPageTexts('account-visits');
    await setLanguage('es');
    expect(i18n.language).toBe('es');
    expect(i18n.t('start.title')).toBe('¿Quién viene al parque?');
    expect(i18n.t('summary.title')).toBe('Resumen de su pedido');
    expect(i18n.t('account.visits.title')).toBe('Mis visitas');
    expect(i18n.t('payment.title')).toBe('payment.title');
  });

  it('loads the texts of the page a visit opens on in the language it boots in', async () => {
    await loadPageTexts('payment', 'fr');
    await setLanguageAtBoot('fr');
    expect(i18n.t('payment.title')).toBe('Paiement');
  });

  it('has the texts of the lazily loaded code of the start page once it loads, in every language', async () => {
    await setLanguageAtBoot('fr');
    expect(i18n.t('booking.timer.renew')).toBe('booking.timer.renew');
    const loadTimer = withItsTexts(async () => 'the timer');
    expect(await loadTimer()).toBe('the timer');
    expect(i18n.t('booking.timer.renew')).toBe('Garder ma sélection');
    await setLanguage('en');
    expect(i18n.t('booking.timer.renew')).toBe('Keep my selection');
  });

  it('loads them in the language it boots in, when asked before the first render', async () => {
    await withItsTexts(async () => undefined)('es');
    await setLanguageAtBoot('es');
    expect(i18n.t('booking.timer.timeLeft')).toBe('Tiempo restante');
  });

  it('refuses a page it has no texts for', async () => {
    await expect(loadPageTexts('nowhere')).rejects.toThrow('No texts for the page nowhere');
  });
});

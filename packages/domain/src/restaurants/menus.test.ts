import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { type MenuTerms, menusServed, menuUnitPrice } from './menus.ts';

const menu = (code: string, fields: Partial<MenuTerms> = {}): MenuTerms => ({
  code,
  audience: 'adult',
  lunch: true,
  dinner: true,
  price: cents(3900),
  promotionalPrice: null,
  ...fields,
});

const feast = menu('FESTIN');
const lunchOnly = menu('MIDI', { dinner: false });
const dinnerOnly = menu('SOIR', { lunch: false });
const babyMenu = menu('BEBE', { audience: 'baby', price: cents(0) });
const menus = [feast, lunchOnly, dinnerOnly, babyMenu];

describe('menusServed (booking-funnel.md §5: zero-price menus filtered by configuration)', () => {
  it.each([
    ['lunch, zero-price menus shown', 'lunch', false, ['FESTIN', 'MIDI', 'BEBE']],
    ['dinner, zero-price menus shown', 'dinner', false, ['FESTIN', 'SOIR', 'BEBE']],
    ['lunch, zero-price menus hidden', 'lunch', true, ['FESTIN', 'MIDI']],
    ['every meal, zero-price menus hidden', null, true, ['FESTIN', 'MIDI', 'SOIR']],
  ] as const)('%s', (_case, meal, hide, codes) => {
    expect(menusServed(menus, meal, { hideZeroPriceMenus: hide }).map((m) => m.code)).toEqual(
      codes,
    );
  });

  it('hides a menu whose promotion makes it free, and keeps one a promotion lowers', () => {
    const free = menu('OFFERT', { promotionalPrice: cents(0) });
    const lowered = menu('PROMO', { promotionalPrice: cents(3500) });
    expect(
      menusServed([free, lowered], 'lunch', { hideZeroPriceMenus: true }).map((m) => m.code),
    ).toEqual(['PROMO']);
  });
});

describe('menuUnitPrice', () => {
  it.each([
    ['the price without a promotion', null, 3900],
    ['the promotional price with one', 3500, 3500],
  ])('%s', (_case, promotion, unit) => {
    expect(
      menuUnitPrice({
        price: cents(3900),
        promotionalPrice: promotion === null ? null : cents(promotion),
      }),
    ).toBe(unit);
  });
});

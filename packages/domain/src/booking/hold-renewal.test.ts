import { describe, expect, it } from 'vitest';
import {
  type HeldSelection,
  isExpiryNear,
  isRenewalOffered,
  renewalRefusal,
  renewalsLeft,
} from './hold-renewal.ts';

const held: HeldSelection = {
  status: 'draft',
  holdsPlaces: true,
  holdsExpired: false,
  renewals: 0,
};

describe('renewalRefusal (readings.md §15)', () => {
  it.each([
    ['a held draft, never kept', {}, null],
    ['a held draft kept twice', { renewals: 2 }, null],
    ['a cart being paid', { status: 'cart' }, null],
    ['kept 3 times already', { renewals: 3 }, 'RENEWAL_LIMIT'],
    ['kept more than 3 times', { renewals: 4 }, 'RENEWAL_LIMIT'],
    ['expired', { holdsExpired: true }, 'SELECTION_EXPIRED'],
    ['expired and kept 3 times', { holdsExpired: true, renewals: 3 }, 'SELECTION_EXPIRED'],
    ['holding nothing', { holdsPlaces: false }, 'SELECTION_EXPIRED'],
    ['cancelled', { status: 'cancelled' }, 'SELECTION_EXPIRED'],
    ['paid', { status: 'paid' }, 'ORDER_ALREADY_PAID'],
    ['paid and kept 3 times', { status: 'paid', renewals: 3 }, 'ORDER_ALREADY_PAID'],
  ] as const)('%s: %s', (_case, change, refusal) => {
    expect(renewalRefusal({ ...held, ...change })).toBe(refusal);
  });
});

describe('renewalsLeft', () => {
  it.each([
    [0, 3],
    [1, 2],
    [3, 0],
    [5, 0],
  ])('after %i renewals, %i left', (renewals, left) => {
    expect(renewalsLeft(renewals)).toBe(left);
  });
});

describe('isExpiryNear', () => {
  it.each([
    ['10 minutes left', 10 * 60_000, false],
    ['just over 2 minutes left', 2 * 60_000 + 1, false],
    ['2 minutes left', 2 * 60_000, true],
    ['1 second left', 1000, true],
    ['expired', 0, false],
  ])('%s, %i ms: %s', (_case, msLeft, near) => {
    expect(isExpiryNear(msLeft)).toBe(near);
  });
});

describe('isRenewalOffered', () => {
  it.each([
    ['10 minutes left', 10 * 60_000, 0, false],
    ['just over 2 minutes left', 2 * 60_000 + 1, 0, false],
    ['2 minutes left', 2 * 60_000, 0, true],
    ['1 second left', 1000, 2, true],
    ['expired', 0, 0, false],
    ['3 renewals used', 60_000, 3, false],
  ])('%s, %i ms, after %i renewals: %s', (_case, msLeft, renewals, offered) => {
    expect(isRenewalOffered(msLeft, renewals)).toBe(offered);
  });
});

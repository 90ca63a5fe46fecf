import { describe, expect, it } from 'vitest';
import { completionRefusal, isReadOnly } from './read-only.ts';

const paid = { status: 'paid', accessEndDate: '2027-07-11' };

describe('read-only orders and completion (checkout-and-account.md §4)', () => {
  it.each([
    [{}, false],
    [{ changedByPark: false, bookedOnline: true }, false],
    [{ changedByPark: true }, true],
    [{ bookedOnline: false }, true],
  ])('%o is read-only: %s', (flags, expected) => {
    expect(isReadOnly(flags)).toBe(expected);
  });

  it.each([
    [paid, '2027-07-01', null],
    [paid, '2027-07-11', null],
    [paid, '2027-07-12', 'VISIT_OVER'],
    [{ ...paid, status: 'cancelled' }, '2027-07-01', 'NOT_PAID'],
    [{ ...paid, changedByPark: true }, '2027-07-01', 'READ_ONLY'],
  ])('%o on %s: %s', (order, today, expected) => {
    expect(completionRefusal(order, today)).toBe(expected);
  });
});

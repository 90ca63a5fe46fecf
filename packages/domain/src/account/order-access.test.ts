import { describe, expect, it } from 'vitest';
import {
  type AccountOrderState,
  type ReadOnlyReason,
  readOnlyReason,
  shownInAccount,
} from './order-access.ts';

const now = new Date('2027-06-12T10:00:00Z');
const order = (fields: Partial<AccountOrderState>): AccountOrderState => ({
  status: 'paid',
  channel: 'online',
  changedByPark: false,
  accessDate: '2027-07-01',
  ...fields,
});

describe('readOnlyReason (checkout-and-account.md §4)', () => {
  it.each<[string, Partial<AccountOrderState>, ReadOnlyReason | null]>([
    ['a paid online order to come can be changed', {}, null],
    ['a visit today can still be changed', { accessDate: '2027-06-12' }, null],
    ['changed by the park: read-only, contact support', { changedByPark: true }, 'CHANGED_BY_PARK'],
    [
      'changed by the park wins over cancelled and past',
      { changedByPark: true, status: 'cancelled', accessDate: '2027-01-01' },
      'CHANGED_BY_PARK',
    ],
    ['cancelled', { status: 'cancelled' }, 'CANCELLED'],
    ['cancelled wins over past', { status: 'cancelled', accessDate: '2027-01-01' }, 'CANCELLED'],
    ['a past visit', { accessDate: '2027-06-11' }, 'PAST_VISIT'],
  ])('%s', (_title, fields, reason) => {
    expect(readOnlyReason(order(fields), now)).toBe(reason);
  });
});

describe('shownInAccount (checkout-and-account.md §4: only orders booked online)', () => {
  it.each<[AccountOrderState['channel'], boolean]>([
    ['online', true],
    ['park', false],
  ])('%s → %s', (channel, shown) => {
    expect(shownInAccount(order({ channel }))).toBe(shown);
  });
});

import { describe, expect, it } from 'vitest';
import { ZERO } from '../money/cents.ts';
import { DEFAULT_GROUP, defaultBooking } from './default-booking.ts';

describe('defaultBooking', () => {
  it.each([
    ['currency', 'EUR'],
    ['visitType', 0],
    ['duration', 1],
    ['durationNight', 0],
    ['startDate', null],
    ['offer', null],
    ['complementaries', []],
    ['sendingMethod', 'email'],
    ['sendingPrice', 0],
    ['restaurants', []],
    ['bookingEvent', { date: null, seating: 'LVL1' }],
    ['bookingPaid', false],
    ['flexibleRate', false],
    ['insurance', null],
    ['isDonation', false],
    ['donationValue', 0],
    ['coupons', []],
    ['total', 0],
    ['isInCompletion', false],
  ] as const)('%s defaults to %j', (field, value) => {
    expect(defaultBooking()[field]).toEqual(value);
  });

  it('has a group of 2 adults, no children, no babies, no card and no disability profile', () => {
    expect(defaultBooking().group).toEqual({
      adults: 2,
      children: 0,
      babies: 0,
      hasLargeFamilyCard: false,
      largeFamilyCardNumber: '',
      largeFamilyCardValidity: '',
      largeFamilyCardArea: '',
      largeFamilyCardCategory: '',
      hasPsh: false,
      disabledAdults: 0,
      disabledChildren: 0,
    });
  });

  it('returns a fresh booking each time, never sharing the default group', () => {
    const first = defaultBooking();
    first.group.adults = 5;
    first.complementaries.push({
      code: 'PE',
      name: 'Pass',
      dates: [],
      quantity: 1,
      totalPrice: ZERO,
    });
    expect(defaultBooking().group.adults).toBe(2);
    expect(defaultBooking().complementaries).toEqual([]);
    expect(DEFAULT_GROUP.adults).toBe(2);
  });
});

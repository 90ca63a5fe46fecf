import { describe, expect, it } from 'vitest';
import { withFeatures } from '../testing/fixtures.ts';
import { completionStayNights, completionStayRefusal, hasBookedStay } from './completion-stay.ts';

const ticket = { code: 'FR-D2', kind: 'ticket' as const };
/** A paid 2-day visit of 2 adults and a child from 2027-06-12: one night. */
const visit = { startDate: '2027-06-12', nights: 1, group: { adults: 2, children: 1, babies: 0 } };
const family = [{ roomTypeCode: 'H-FR-CAS-FAMILY', adults: 2, children: 1, ages: [8] }];
const stay = { startDate: '2027-06-12', nights: 1, rooms: family };

describe('a stay added to a paid visit (checkout-and-account.md §4)', () => {
  it.each([
    ['a ticket visit of two days', 1, ticket, withFeatures({}), 1],
    ['a ticket visit of three days', 2, ticket, withFeatures({}), 2],
    ['a day visit', 0, { ...ticket, code: 'FR-D1' }, withFeatures({}), 0],
    [
      'a package (its stay is part of it)',
      1,
      { code: 'FR-PK1', kind: 'package' as const },
      withFeatures({}),
      0,
    ],
    [
      'an offer with nights of its own',
      1,
      { code: 'ES-XMAS-PK', kind: 'christmas' as const, nights: 1 },
      withFeatures({}),
      0,
    ],
    ['hotels only in packages', 1, ticket, withFeatures({ packageMode: true }), 0],
    ['no hotels', 1, ticket, withFeatures({ accommodation: false }), 0],
    [
      'hotels disabled for the offer',
      1,
      ticket,
      withFeatures({}, { disabledStepsByOffer: { 'FR-D2': ['accommodations'] } }),
      0,
    ],
  ])('%s: %i nights to add', (_case, nights, offer, config, expected) => {
    expect(completionStayNights({ nights, offer }, config)).toBe(expected);
  });

  it.each([
    ['nothing', [], false],
    ['a ticket and a pass', [{ type: 'OFFER' }, { type: 'PASS' }], false],
    ['a room (the park’s or a partner’s)', [{ type: 'OFFER' }, { type: 'ACCOMMODATION' }], true],
  ])('a visit with %s has a stay: %s', (_case, lines, booked) => {
    expect(hasBookedStay(lines)).toBe(booked);
  });

  it.each([
    ['the visit’s night, every visitor placed', stay, visit, [], null],
    ['a second stay', stay, visit, [{ type: 'ACCOMMODATION' }], 'ALREADY_BOOKED'],
    ['a visit without a night', stay, { ...visit, nights: 0 }, [], 'ACCOMMODATION_NOT_INCLUDED'],
    [
      'a stay from the second day',
      { ...stay, startDate: '2027-06-13' },
      visit,
      [],
      'STAY_NOT_IN_VISIT',
    ],
    ['a stay of more nights', { ...stay, nights: 2 }, visit, [], 'STAY_NOT_IN_VISIT'],
    [
      'rooms that leave the child out',
      { ...stay, rooms: [{ roomTypeCode: 'H-FR-CAS-DOUBLE', adults: 2, children: 0, ages: [] }] },
      visit,
      [],
      'DISTRIBUTION_INVALID',
    ],
  ])('%s: %s', (_case, asked, paid, lines, code) => {
    expect(completionStayRefusal(asked, paid, lines)?.code ?? null).toBe(code);
  });

  it('names who the rooms leave out', () => {
    const refusal = completionStayRefusal(
      { ...stay, rooms: [{ roomTypeCode: 'H-FR-CAS-DOUBLE', adults: 2, children: 0, ages: [] }] },
      visit,
      [],
    );
    expect(refusal).toEqual({
      code: 'DISTRIBUTION_INVALID',
      problems: [{ kind: 'unplaced', band: 'children', group: 1, placed: 0 }],
    });
  });
});

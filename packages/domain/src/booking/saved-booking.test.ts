import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { defaultBooking } from './default-booking.ts';
import { isSameBasket, isSameVisit, type SavedChoices, withSavedExtras } from './saved-booking.ts';

const saved: SavedChoices = {
  group: {
    adults: 2,
    children: 1,
    babies: 0,
    hasLargeFamilyCard: false,
    hasPsh: false,
    disabledAdults: 0,
    disabledChildren: 0,
  },
  startDate: '2027-06-12',
  duration: 1,
  offerCode: 'FR-D1NS',
  seating: 'LVL2',
  eventDate: '2027-06-12',
  complementaries: [
    { code: 'PGE', dates: ['2027-06-12'], quantity: 3 },
    { code: 'PE', dates: ['2027-06-12'], quantity: 3 },
  ],
  flexibleRate: false,
  insurance: false,
  sendingMethod: 'email',
  isDonation: false,
  donationValue: 0,
  coupons: [],
};

describe('isSameVisit and isSameBasket (booking-funnel.md §7 basket)', () => {
  it.each([
    ['the same choices', {}, true, true],
    [
      'the passes in another order',
      { complementaries: [...saved.complementaries].reverse() },
      true,
      true,
    ],
    ['a donation value without the donation', { donationValue: 500 }, true, true],
    ['another donation', { isDonation: true, donationValue: 500 }, true, false],
    ['post instead of e-mail', { sendingMethod: 'courrier' }, true, false],
    ['a coupon', { coupons: ['PRIMEUR5'] }, true, false],
    ['insurance', { insurance: true }, true, false],
    ['the flexible rate', { flexibleRate: true }, true, false],
    ['another offer', { offerCode: 'FR-D1' }, false, false],
    ['another day', { startDate: '2027-06-13' }, false, false],
    ['another seat', { seating: 'LVL3' }, false, false],
    ['no show', { eventDate: null }, false, false],
    ['another group', { group: { ...saved.group, children: 2 } }, false, false],
    ['a pass less', { complementaries: saved.complementaries.slice(1) }, false, false],
  ] as const)('%s: same visit %s, same basket %s', (_case, change, visit, basket) => {
    const session = { ...saved, ...change } as SavedChoices;
    expect(isSameVisit(session, saved)).toBe(visit);
    expect(isSameBasket(session, saved)).toBe(basket);
  });
});

describe('withSavedExtras', () => {
  it('takes the summary choices saved, with the postage and the coupons’ discount of the priced lines', () => {
    const booking = { ...defaultBooking(), insurance: false, total: cents(9000) };
    const restored = withSavedExtras(
      booking,
      {
        ...saved,
        sendingMethod: 'courrier',
        isDonation: true,
        donationValue: 200,
        coupons: ['PRIMEUR5'],
        flexibleRate: true,
      },
      {
        lines: [
          { kind: 'ticket', totalPrice: 9000 },
          { kind: 'postage', totalPrice: 350 },
          { kind: 'donation', totalPrice: 200 },
          { kind: 'coupon', totalPrice: -500 },
        ],
        total: 9050,
      },
    );
    expect(restored).toMatchObject({
      sendingMethod: 'courrier',
      sendingPrice: 350,
      isDonation: true,
      donationValue: 200,
      coupons: ['PRIMEUR5'],
      couponDiscount: 500,
      flexibleRate: true,
      insurance: false,
      total: 9050,
    });
  });

  it.each([
    ['insured', true, false, true],
    ['not insured, insured in this tab', false, true, null],
    ['not insured, declined in this tab', false, false, false],
    ['not insured, not asked yet', false, null, null],
  ] as const)('insurance %s: %s', (_case, insured, inSession, expected) => {
    const restored = withSavedExtras(
      { ...defaultBooking(), insurance: inSession },
      { ...saved, insurance: insured },
      { lines: [], total: null },
    );
    expect(restored.insurance).toBe(expected);
  });
});

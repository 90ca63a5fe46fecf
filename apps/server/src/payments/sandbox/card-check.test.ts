import { describe, expect, it } from 'vitest';
import { checkCard } from './card-check.ts';

const today = { year: 2027, month: 6 };
const valid = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '06/27',
  cvc: '123',
  name: 'Ada Lovelace',
};

describe('checkCard', () => {
  it.each([
    ['4242 4242 4242 4242', { kind: 'approve' }],
    ['4000-0000-0000-0002', { kind: 'decline', reason: 'declined' }],
    ['4000000000009995', { kind: 'decline', reason: 'insufficient_funds' }],
    ['4000 0000 0000 3220', { kind: 'challenge' }],
  ])('knows the test card %s', (cardNumber, outcome) => {
    const check = checkCard({ ...valid, cardNumber }, today);
    expect(check).toEqual({ ok: true, last4: cardNumber.slice(-4), outcome });
  });

  it.each([
    [{ cardNumber: '' }, { cardNumber: 'required' }],
    [{ cardNumber: '4242 4242 4242 4241' }, { cardNumber: 'cardNumberInvalid' }],
    [{ cardNumber: '4242 abcd' }, { cardNumber: 'cardNumberInvalid' }],
    [{ cardNumber: '5555 5555 5555 4444' }, { cardNumber: 'cardNumberUnknown' }],
    [{ expiry: '' }, { expiry: 'required' }],
    [{ expiry: '13/27' }, { expiry: 'expiryInvalid' }],
    [{ expiry: '0627' }, { expiry: 'expiryInvalid' }],
    [{ expiry: '05/27' }, { expiry: 'expiryPast' }],
    [{ expiry: '12/26' }, { expiry: 'expiryPast' }],
    [{ cvc: '12' }, { cvc: 'cvcInvalid' }],
    [{ cvc: '' }, { cvc: 'required' }],
    [{ name: '  ' }, { name: 'required' }],
    [{ name: 'A'.repeat(51) }, { name: 'nameTooLong' }],
  ])('refuses %o', (change, errors) => {
    expect(checkCard({ ...valid, ...change }, today)).toEqual({ ok: false, errors });
  });

  it('accepts a card that expires at the end of this month, with spaces around the slash', () => {
    expect(checkCard({ ...valid, expiry: ' 06 / 27 ' }, today).ok).toBe(true);
  });
});

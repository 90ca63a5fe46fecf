/** What the sandbox processor does with a test card, like a real processor's test mode. */
export type CardOutcome =
  | { kind: 'approve' }
  | { kind: 'decline'; reason: 'declined' | 'insufficient_funds' }
  | { kind: 'challenge' };

export const TEST_CARDS: ReadonlyArray<{ number: string; outcome: CardOutcome }> = [
  { number: '4242424242424242', outcome: { kind: 'approve' } },
  { number: '4000000000000002', outcome: { kind: 'decline', reason: 'declined' } },
  { number: '4000000000009995', outcome: { kind: 'decline', reason: 'insufficient_funds' } },
  { number: '4000000000003220', outcome: { kind: 'challenge' } },
];

export interface CardFields {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardFields;

export type CardError =
  | 'required'
  | 'cardNumberInvalid'
  | 'cardNumberUnknown'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcInvalid'
  | 'nameTooLong';

export type CardCheck =
  | { ok: true; last4: string; outcome: CardOutcome }
  | { ok: false; errors: Partial<Record<CardField, CardError>> };

/**
 * Checks a submitted card the way a processor does before charging it: Luhn checksum, an expiry
 * month that has not passed (in `today`'s year and month), a 3- or 4-digit CVC and a holder name.
 * A well-formed number that is not a test card is refused, as in a processor's test mode.
 */
export function checkCard(fields: CardFields, today: { year: number; month: number }): CardCheck {
  const errors: Partial<Record<CardField, CardError>> = {};
  const number = fields.cardNumber.replace(/[\s-]/g, '');
  const testCard = TEST_CARDS.find((card) => card.number === number);

  if (number === '') errors.cardNumber = 'required';
  else if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
    errors.cardNumber = 'cardNumberInvalid';
  else if (!testCard) errors.cardNumber = 'cardNumberUnknown';

  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(fields.expiry);
  if (fields.expiry.trim() === '') errors.expiry = 'required';
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12)
    errors.expiry = 'expiryInvalid';
  else {
    const month = Number(expiry[1]);
    const year = 2000 + Number(expiry[2]);
    if (year < today.year || (year === today.year && month < today.month))
      errors.expiry = 'expiryPast';
  }

  const cvc = fields.cvc.trim();
  if (cvc === '') errors.cvc = 'required';
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'cvcInvalid';

  const name = fields.name.trim();
  if (name === '') errors.name = 'required';
  else if (name.length > 50) errors.name = 'nameTooLong';

  if (Object.keys(errors).length > 0 || !testCard) return { ok: false, errors };
  return { ok: true, last4: number.slice(-4), outcome: testCard.outcome };
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

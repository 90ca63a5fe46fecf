/** Integer euro cents. Branded so that a plain number cannot pass for money. */
export type Cents = number & { readonly __brand: 'Cents' };

export const ZERO = 0 as Cents;

/** Asserts an integer amount of cents; money never holds fractions of a cent. */
export function cents(amount: number): Cents {
  if (!Number.isInteger(amount)) throw new RangeError(`Not a whole number of cents: ${amount}`);
  return amount as Cents;
}

export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce((total, amount) => total + amount, 0) as Cents;
}

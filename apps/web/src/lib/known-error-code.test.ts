import { describe, expect, it } from 'vitest';
import { knownErrorCode } from './known-error-code.ts';

describe('the code a failure is known by', () => {
  it.each([
    { answered: 'SOLD_OUT', known: 'SOLD_OUT' },
    { answered: 'INVALID_CREDENTIALS', known: 'INVALID_CREDENTIALS' },
    { answered: 'GRAPHQL_VALIDATION_FAILED', known: 'GENERIC' },
    { answered: 'sold_out', known: 'GENERIC' },
    { answered: undefined, known: 'GENERIC' },
    { answered: 42, known: 'GENERIC' },
  ])('is $known for $answered', async ({ answered, known }) => {
    expect(await knownErrorCode(answered)).toBe(known);
  });
});

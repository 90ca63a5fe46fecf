import { describe, expect, it } from 'vitest';
import { newPasswordFormSchema } from './new-password-form-schema.ts';

describe('newPasswordFormSchema (checkout-and-account.md §4 and §5)', () => {
  it.each<[string, string, string, string[]]>([
    ['a valid password, confirmed', 'Abcdef1!', 'Abcdef1!', []],
    [
      'a confirmation that differs',
      'Abcdef1!',
      'Abcdef1?',
      ['passwordConfirmation: identification.password.mismatch'],
    ],
    [
      'a password breaking a rule',
      'abcdef1!',
      'abcdef1!',
      ['password: identification.password.rules'],
    ],
    [
      'an empty confirmation',
      'Abcdef1!',
      '',
      ['passwordConfirmation: identification.password.mismatch'],
    ],
  ])('%s', (_label, password, passwordConfirmation, expected) => {
    const result = newPasswordFormSchema.safeParse({ password, passwordConfirmation });
    expect((result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(
      expected,
    );
  });
});

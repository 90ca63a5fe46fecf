import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema } from './change-password-form-schema.ts';

const issues = (form: Record<string, string>) =>
  changePasswordFormSchema
    .safeParse(form)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('changePasswordFormSchema (checkout-and-account.md §5)', () => {
  it.each<[string, Record<string, string>, string[][]]>([
    [
      'a good change',
      {
        currentPassword: 'old',
        password: 'Chevalier-1429!',
        passwordConfirmation: 'Chevalier-1429!',
      },
      [],
    ],
    [
      'the current password is required',
      { currentPassword: '', password: 'Chevalier-1429!', passwordConfirmation: 'Chevalier-1429!' },
      [['currentPassword', 'validation.required']],
    ],
    [
      'the new one follows the rules',
      { currentPassword: 'old', password: 'chevalier', passwordConfirmation: 'chevalier' },
      [['password', 'identification.password.rules']],
    ],
    [
      'the confirmation must match',
      {
        currentPassword: 'old',
        password: 'Chevalier-1429!',
        passwordConfirmation: 'Chevalier-1430!',
      },
      [['passwordConfirmation', 'identification.password.mismatch']],
    ],
  ])('%s', (_title, form, expected) => {
    expect(issues(form)).toEqual(expected);
  });
});

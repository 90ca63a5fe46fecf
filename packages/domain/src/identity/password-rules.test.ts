import { describe, expect, it } from 'vitest';
import { brokenPasswordRules, PASSWORD_MAX_LENGTH, passwordRuleChecks } from './password-rules.ts';
import { currentPasswordSchema, newPasswordSchema } from './password-schemas.ts';

describe('brokenPasswordRules (checkout-and-account.md §5)', () => {
  it.each<[string, string, string[]]>([
    ['all four kinds and 8 characters', 'Abcdef1!', []],
    ['7 characters', 'Abcde1!', ['minLength']],
    ['empty', '', ['minLength', 'lowercase', 'capital', 'digit', 'special']],
    ['no lower case', 'ABCDEF1!', ['lowercase']],
    ['no capital', 'abcdef1!', ['capital']],
    ['no digit', 'Abcdefg!', ['digit']],
    ['no special character', 'Abcdefg1', ['special']],
    ['a space is a special character', 'Abc def1', []],
    ['accented letters count as their case', 'ÉCOLEété1!', []],
    ['Arabic-Indic digits count as digits', 'Abcdef٣!', []],
    ['an emoji is a special character', 'Abcdef1🎢', []],
    ['an emoji counts as one character', 'Ab1🎢🎢🎢', ['minLength']],
    ['Greek letters', 'Ωμέγα12!', []],
  ])('%s', (_label, password, broken) => {
    expect(brokenPasswordRules(password)).toEqual(broken);
  });

  it('gives the live list of the sign-up form', () => {
    expect(passwordRuleChecks('abc1')).toEqual({
      minLength: false,
      lowercase: true,
      capital: false,
      digit: true,
      special: false,
    });
  });
});

describe('newPasswordSchema', () => {
  const messages = (password: unknown) =>
    (newPasswordSchema.safeParse(password).error?.issues ?? []).map((issue) => issue.message);

  it.each<[string, unknown, string[]]>([
    ['a valid password', 'Abcdef1!', []],
    ['a broken rule', 'abcdefg1', ['identification.password.rules']],
    ['64 characters', `Aa1!${'x'.repeat(60)}`, []],
    ['128 characters', `Aa1!${'x'.repeat(124)}`, []],
    ['129 characters', `Aa1!${'x'.repeat(125)}`, ['identification.password.tooLong']],
    ['128 emoji-laden characters', `Aa1${'🎢'.repeat(PASSWORD_MAX_LENGTH - 3)}`, []],
    ['not a string', 42, ['identification.password.rules']],
  ])('%s', (_label, password, expected) => {
    expect(messages(password)).toEqual(expected);
  });

  it('keeps spaces around the password', () => {
    expect(newPasswordSchema.parse(' Abcdef1! ')).toBe(' Abcdef1! ');
  });
});

describe('currentPasswordSchema', () => {
  it.each<[string, unknown, string[]]>([
    ['an old password breaking today’s rules', 'short', []],
    ['empty', '', ['validation.required']],
    ['too long to be any password', 'x'.repeat(129), ['identification.password.tooLong']],
  ])('%s', (_label, password, expected) => {
    expect(
      (currentPasswordSchema.safeParse(password).error?.issues ?? []).map((issue) => issue.message),
    ).toEqual(expected);
  });
});

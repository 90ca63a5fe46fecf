import { describe, expect, it } from 'vitest';
import { invitedTravellerSchema } from './invited-traveller-schema.ts';

const valid = {
  lastName: 'Martin',
  firstName: 'Léa',
  email: 'lea.martin@example.com',
  participant: 'adult',
  solutionIndex: 0,
};

/** The first message of each field at fault, as a form shows it. */
function messages(input: Record<string, unknown>) {
  const result = invitedTravellerSchema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    byField[field] ??= issue.message;
  }
  return byField;
}

// checkout-and-account.md §5, invitation: names of letters, spaces and hyphens; a valid e-mail.
describe('invitedTravellerSchema', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a plain traveller', {}],
    ['a hyphenated first name', { firstName: 'Anne-Marie' }],
    ['a last name of several words', { lastName: 'De La Cruz' }],
    ['accented letters', { firstName: 'Zoë', lastName: 'Núñez' }],
    ['a decomposed accent (letter and mark)', { firstName: 'Le\u0301a' }],
    ['spaces around, trimmed', { lastName: '  Martin  ' }],
    ['a child in the second room', { participant: 'child', solutionIndex: 1 }],
    ['a baby', { participant: 'baby' }],
  ])('accepts %s', (_case, fields) => {
    expect(messages({ ...valid, ...fields })).toEqual({});
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no last name', { lastName: '' }, { lastName: 'validation.required' }],
    ['a blank first name', { firstName: '   ' }, { firstName: 'validation.required' }],
    ['an apostrophe', { lastName: "O'Neill" }, { lastName: 'invitations.error_message.lastName' }],
    ['digits', { firstName: 'Léa2' }, { firstName: 'invitations.error_message.firstName' }],
    [
      'a leading hyphen',
      { firstName: '-Léa' },
      { firstName: 'invitations.error_message.firstName' },
    ],
    ['a name of 51 letters', { lastName: 'a'.repeat(51) }, { lastName: 'validation.maxLength' }],
    ['no e-mail', { email: '' }, { email: 'validation.required' }],
    ['an e-mail without domain', { email: 'lea@' }, { email: 'validation.email' }],
    ['an e-mail with a space', { email: 'lea martin@example.com' }, { email: 'validation.email' }],
    ['an unknown participant', { participant: 'you' }, { participant: 'validation.format' }],
    ['no room', { solutionIndex: undefined }, { solutionIndex: 'validation.required' }],
    ['a negative room', { solutionIndex: -1 }, { solutionIndex: 'validation.min' }],
    ['room 11 of at most 10', { solutionIndex: 10 }, { solutionIndex: 'validation.max' }],
  ])('refuses %s', (_case, fields, expected) => {
    expect(messages({ ...valid, ...fields })).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { customerSchema } from './customer-schema.ts';

const valid = { email: 'ana.garcia@example.com', firstName: 'Ana', lastName: 'García' };

describe('customerSchema (checkout-and-account.md §5, guest identification)', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a valid guest', {}, []],
    [
      'names with hyphens, apostrophes and spaces',
      { firstName: 'Jean-Luc', lastName: "d'Arc de la Tour" },
      [],
    ],
    ['names in other alphabets and accents', { firstName: 'Zoë', lastName: 'Ñúñez Müller' }, []],
    ['e-mail missing', { email: undefined }, ['email: validation.required']],
    ['e-mail empty', { email: '  ' }, ['email: validation.required']],
    ['e-mail invalid', { email: 'ana@' }, ['email: validation.email']],
    ['first name missing', { firstName: '' }, ['firstName: validation.required']],
    ['last name with digits', { lastName: 'G4rcia' }, ['lastName: validation.format']],
    ['first name starting with a hyphen', { firstName: '-Ana' }, ['firstName: validation.format']],
    ['last name of 51 letters', { lastName: 'a'.repeat(51) }, ['lastName: validation.maxLength']],
    ['last name of 50 letters', { lastName: 'a'.repeat(50) }, []],
    ['first name with a NUL byte', { firstName: 'Ana\u0000' }, ['firstName: validation.format']],
    ['e-mail of 254 characters', { email: `${'a'.repeat(64)}@${'b'.repeat(185)}.org` }, []],
    [
      'e-mail of 255 characters',
      { email: `${'a'.repeat(64)}@${'b'.repeat(186)}.org` },
      ['email: validation.maxLength'],
    ],
    ['e-mail with a NUL byte', { email: 'ana\u0000@example.com' }, ['email: validation.format']],
  ])('%s', (_label, overrides, expected) => {
    const result = customerSchema.safeParse({ ...valid, ...overrides });
    expect((result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(
      expected,
    );
  });

  it('trims what the visitor typed', () => {
    expect(
      customerSchema.parse({ email: ' ana@example.com ', firstName: ' Ana ', lastName: 'García ' }),
    ).toEqual({
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'García',
    });
  });
});

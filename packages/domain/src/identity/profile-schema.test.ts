import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from './profile-schema.ts';

const issues = (platform: 'fr' | 'es', profile: unknown) =>
  (profileUpdateSchema(platform).safeParse(profile).error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  );

describe('profileUpdateSchema (checkout-and-account.md §3, §5 and §7)', () => {
  it.each<[string, 'fr' | 'es', Record<string, unknown>, string[]]>([
    ['nothing to change', 'fr', {}, []],
    [
      'a full profile',
      'fr',
      {
        civility: 'madam',
        firstName: 'Zoë',
        lastName: 'Müller',
        birthDate: '1990-04-02',
        phone: '06 12 34 56 78',
        phoneCountry: 'FR',
        streetAddress: '1 rue de la Paix',
        zipCode: '75002',
        city: 'Paris',
        country: 'FR',
        invoice: { wanted: true, businessName: 'Zoë SARL' },
      },
      [],
    ],
    ['an unknown title', 'fr', { civility: 'sir' }, ['civility: validation.format']],
    ['a name with digits', 'fr', { lastName: 'G4rcia' }, ['lastName: validation.format']],
    ['an empty first name', 'fr', { firstName: '' }, ['firstName: validation.required']],
    ['a city of 51 characters', 'fr', { city: 'a'.repeat(51) }, ['city: validation.maxLength']],
    [
      'a phone without its country code',
      'fr',
      { phone: '0612345678' },
      ['phoneCountry: validation.required'],
    ],
    [
      'a phone invalid for its country',
      'fr',
      { phone: '123', phoneCountry: 'FR' },
      ['phone: validation.format'],
    ],
    ['a Spanish phone', 'es', { phone: '612 345 678', phoneCountry: 'ES' }, []],
    ['a country in lower case', 'fr', { country: 'fr' }, ['country: validation.format']],
    [
      'a French zip of 4 digits',
      'fr',
      { zipCode: '7500', country: 'FR' },
      ['zipCode: validation.format'],
    ],
    ['a valid NIE on es', 'es', { idNumber: 'X2482300W' }, []],
    ['a wrong DNI letter on es', 'es', { idNumber: '12345678A' }, ['idNumber: validation.format']],
    ['any ID number on fr', 'fr', { idNumber: 'AB123456' }, []],
    [
      'a birth date that does not exist',
      'fr',
      { birthDate: '1990-02-30' },
      ['birthDate: validation.date'],
    ],
    ['the deletion flag', 'fr', { requestDeleteUser: true }, []],
    [
      'a deletion flag that is not a boolean',
      'fr',
      { requestDeleteUser: 'yes' },
      ['requestDeleteUser: validation.format'],
    ],
  ])('%s', (_label, platform, profile, expected) => {
    expect(issues(platform, profile)).toEqual(expected);
  });

  it('stores the phone in E.164, a normalised DNI, and clears emptied fields', () => {
    expect(
      profileUpdateSchema('es').parse({
        phone: '612 345 678',
        phoneCountry: 'ES',
        idNumber: '12.345.678-z',
        customAddress: '',
      }),
    ).toEqual({
      phone: '+34612345678',
      phoneCountry: 'ES',
      idNumber: '12345678Z',
      customAddress: null,
    });
  });

  it('leaves out the e-mail: it is the verified login, not a profile field', () => {
    expect(profileUpdateSchema('fr').parse({ email: 'other@example.com' })).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  type PersonalInformationInput,
  personalInformationSchema,
} from './personal-information-schema.ts';
import { VALIDATION_MESSAGE_KEYS } from './validation-messages.ts';

const TODAY = '2026-11-25';

const valid: PersonalInformationInput = {
  civility: 'madam',
  firstName: 'Ana',
  lastName: 'García',
  birthDate: '1988-04-02',
  idNumber: '',
  phoneCountry: 'FR',
  phone: '06 12 34 56 78',
  streetAddress: '12 bis, rue de l’Église',
  customAddress: '',
  zipCode: '75002',
  city: 'Paris',
  country: 'FR',
  invoice: { wanted: false, businessName: '', businessIdentifier: '', businessAddress: '' },
};

/** The first message of each field, as the form shows it. */
function shown(schema: z.ZodType, input: unknown): string[] {
  const first = new Map<string, string>();
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    const path = issue.path.join('.');
    if (!first.has(path)) first.set(path, issue.message);
  }
  return [...first].map(([path, message]) => `${path}: ${message}`);
}

describe('personalInformationSchema (checkout-and-account.md §3 and §5)', () => {
  const fr = personalInformationSchema({ platform: 'fr', today: TODAY });
  const es = personalInformationSchema({ platform: 'es', today: TODAY });

  it.each<[string, Partial<PersonalInformationInput>, string[]]>([
    ['a complete form', {}, []],
    ['the title missing', { civility: '' as never }, ['civility: validation.required']],
    ['an unknown title', { civility: 'sir' as never }, ['civility: validation.format']],
    ['no title given', { civility: 'unspecified' }, []],
    ['the first name missing', { firstName: ' ' }, ['firstName: validation.required']],
    [
      'a first name with digits',
      { firstName: 'An4' },
      ['firstName: identification.error_message.firstName'],
    ],
    [
      'a last name with a comma',
      { lastName: 'García, Ana' },
      ['lastName: identification.error_message.lastName'],
    ],
    ['a last name of 50 letters', { lastName: 'a'.repeat(50) }, []],
    ['a last name of 51 letters', { lastName: 'a'.repeat(51) }, ['lastName: validation.maxLength']],
    ['the birth date missing', { birthDate: '' }, ['birthDate: validation.required']],
    ['a day that does not exist', { birthDate: '1990-02-30' }, ['birthDate: validation.date']],
    [
      'a birth date in the future',
      { birthDate: '2027-01-01' },
      ['birthDate: identification.error_message.birthDate'],
    ],
    [
      'a 13-year-old, 14 tomorrow',
      { birthDate: '2012-11-26' },
      ['birthDate: identification.error_message.birthDate'],
    ],
    ['14 years old today', { birthDate: '2012-11-25' }, []],
    [
      'born 121 years ago',
      { birthDate: '1905-11-24' },
      ['birthDate: identification.error_message.birthDate'],
    ],
    ['any ID number on fr', { idNumber: 'AB 123456' }, []],
    ['the phone missing', { phone: '' }, ['phone: validation.required']],
    [
      'the phone country code missing',
      { phoneCountry: '' },
      ['phoneCountry: identification.error_message.phoneCountry'],
    ],
    [
      'a phone too short for France',
      { phone: '06 12 34' },
      ['phone: identification.error_message.phone'],
    ],
    [
      'a Spanish number under the French code',
      { phone: '+34 612 345 678' },
      ['phone: identification.error_message.phone'],
    ],
    ['a Spanish number under the Spanish code', { phone: '612 345 678', phoneCountry: 'ES' }, []],
    ['the address missing', { streetAddress: '' }, ['streetAddress: validation.required']],
    [
      'an address of 2 characters',
      { streetAddress: '1r' },
      ['streetAddress: validation.minLength'],
    ],
    [
      'an address with a symbol',
      { streetAddress: '12 rue <b>' },
      ['streetAddress: identification.error_message.address'],
    ],
    [
      'an address of 51 characters',
      { streetAddress: `1 ${'a'.repeat(49)}` },
      ['streetAddress: validation.maxLength'],
    ],
    ['an address supplement', { customAddress: 'Bâtiment B, 3e étage' }, []],
    [
      'a supplement with a symbol',
      { customAddress: '{x}' },
      ['customAddress: identification.error_message.address'],
    ],
    ['the postcode missing', { zipCode: '' }, ['zipCode: validation.required']],
    [
      'a French postcode of 4 digits',
      { zipCode: '7500' },
      ['zipCode: identification.error_message.zipCode'],
    ],
    ['a Corsican postcode', { zipCode: '20000', city: 'Ajaccio' }, []],
    [
      'a French postcode in Spain',
      { zipCode: '75002', country: 'ES' },
      ['zipCode: identification.error_message.zipCode'],
    ],
    ['a Madrid postcode in Spain', { zipCode: '28013', country: 'ES' }, []],
    [
      'a Spanish province that does not exist',
      { zipCode: '53001', country: 'ES' },
      ['zipCode: identification.error_message.zipCode'],
    ],
    ['the city missing', { city: '' }, ['city: validation.required']],
    ['a CEDEX city', { city: 'Paris Cedex 08' }, []],
    ['a city in digits', { city: '75' }, ['city: identification.error_message.city']],
    ['the country missing', { country: '' }, ['country: validation.required']],
    ['an unknown country', { country: 'XX' }, ['country: validation.format']],
    [
      'the invoice asked without its details',
      { invoice: { wanted: true, businessName: '', businessIdentifier: '', businessAddress: '' } },
      [
        'invoice.businessName: validation.required',
        'invoice.businessIdentifier: validation.required',
        'invoice.businessAddress: validation.required',
      ],
    ],
    [
      'the invoice with a short identifier',
      {
        invoice: {
          wanted: true,
          businessName: 'Sésame SARL',
          businessIdentifier: '123',
          businessAddress: '1 rue de la Paix, 75002 Paris',
        },
      },
      ['invoice.businessIdentifier: validation.minLength'],
    ],
    [
      'the invoice with all its details',
      {
        invoice: {
          wanted: true,
          businessName: 'Sésame SARL',
          businessIdentifier: '732 829 320',
          businessAddress: '1 rue de la Paix, 75002 Paris',
        },
      },
      [],
    ],
    [
      'every error at once, the postcode too',
      { firstName: '', lastName: '', zipCode: '1', phone: '12' },
      [
        'firstName: validation.required',
        'lastName: validation.required',
        'zipCode: identification.error_message.zipCode',
        'phone: identification.error_message.phone',
      ],
    ],
  ])('%s', (_label, overrides, expected) => {
    expect(shown(fr, { ...valid, ...overrides })).toEqual(expected);
  });

  it.each<[string, string, string[]]>([
    ['a DNI', '12345678Z', []],
    ['an NIE written loosely', 'x-2482300-w', []],
    ['an NIF K', 'K1234567L', []],
    ['a DNI with a wrong letter', '12345678A', ['idNumber: identification.error_message.dni']],
    ['the ID number missing', '', ['idNumber: validation.required']],
  ])('on es, %s', (_label, idNumber, expected) => {
    expect(shown(es, { ...valid, idNumber })).toEqual(expected);
  });

  it('gives the profile to store: E.164 phone, normalised ID, nulls for what is empty', () => {
    expect(
      es.parse({
        ...valid,
        idNumber: '12.345.678-z',
        phone: '612 345 678',
        phoneCountry: 'ES',
        zipCode: '28013',
        country: 'ES',
        invoice: {
          wanted: false,
          businessName: 'Old SARL',
          businessIdentifier: '',
          businessAddress: '',
        },
      }),
    ).toEqual({
      civility: 'madam',
      firstName: 'Ana',
      lastName: 'García',
      birthDate: '1988-04-02',
      idNumber: '12345678Z',
      phoneCountry: 'ES',
      phone: '+34612345678',
      streetAddress: '12 bis, rue de l’Église',
      customAddress: null,
      zipCode: '28013',
      city: 'Paris',
      country: 'ES',
      invoice: {
        wanted: false,
        businessName: null,
        businessIdentifier: null,
        businessAddress: null,
      },
    });
  });

  it('speaks only in message keys', () => {
    const messages =
      fr
        .safeParse({
          civility: 1,
          firstName: 2,
          birthDate: 'x',
          phoneCountry: 'x',
          country: 'XX',
          invoice: { wanted: 'yes' },
        })
        .error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.length).toBeGreaterThanOrEqual(5);
    for (const message of messages) expect(VALIDATION_MESSAGE_KEYS).toContain(message);
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { guestSchema } from './guest-schema.ts';

/** The first message of each field, as the form shows it. */
function shown(schema: z.ZodType, input: unknown): string[] {
  const first = new Map<string, string>();
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    const path = issue.path.join('.');
    if (!first.has(path)) first.set(path, issue.message);
  }
  return [...first].map(([path, message]) => `${path}: ${message}`);
}

describe('guestSchema (checkout-and-account.md §1 and §9)', () => {
  const contact = { email: 'ana@example.com', firstName: 'Ana', lastName: 'García' };
  const byPost = {
    ...contact,
    streetAddress: '1 rue de la Paix',
    customAddress: '',
    zipCode: '75002',
    city: 'Paris',
    country: 'FR',
  };

  it.each<['email' | 'courrier', Record<string, unknown>, string[]]>([
    ['email', contact, []],
    ['email', { ...contact, email: 'ana@' }, ['email: identification.error_message.email']],
    ['email', { ...contact, email: '' }, ['email: validation.required']],
    ['email', { ...contact, lastName: 'G4' }, ['lastName: identification.error_message.lastName']],
    ['courrier', byPost, []],
    [
      'courrier',
      contact,
      [
        'streetAddress: validation.required',
        'zipCode: validation.required',
        'city: validation.required',
        'country: validation.format',
      ],
    ],
    ['courrier', { ...byPost, zipCode: '28013' }, []],
    [
      'courrier',
      { ...byPost, zipCode: '96000' },
      ['zipCode: identification.error_message.zipCode'],
    ],
    ['courrier', { ...byPost, country: 'ES' }, ['country: validation.format']],
  ])('delivery by %s: %o', (sendingMethod, input, expected) => {
    expect(shown(guestSchema(sendingMethod), input)).toEqual(expected);
  });

  it('keeps only what delivery by e-mail needs', () => {
    expect(guestSchema('email').parse({ ...byPost, email: ' ana@example.com ' })).toEqual(contact);
  });
});

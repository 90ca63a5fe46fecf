import { describe, expect, it } from 'vitest';
import { newsletterSchema } from './newsletter-schema.ts';

const valid = { email: 'ana.garcia@example.com', consent: true };
const EMAIL = 'identification.error_message.email';

describe('newsletterSchema (checkout-and-account.md §5, newsletter block)', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a valid sign-up', {}, []],
    ['e-mail empty', { email: ' ' }, [`email: ${EMAIL}`]],
    ['e-mail missing', { email: undefined }, [`email: ${EMAIL}`]],
    ['e-mail invalid', { email: 'ana@' }, [`email: ${EMAIL}`]],
    [
      'e-mail of 255 characters',
      { email: `${'a'.repeat(64)}@${'b'.repeat(186)}.org` },
      [`email: ${EMAIL}`],
    ],
    [
      'no consent',
      { consent: false },
      ['consent: order_confirmation.message.please_accept_to_receive_news'],
    ],
  ])('%s', (_label, overrides, expected) => {
    const result = newsletterSchema.safeParse({ ...valid, ...overrides });
    expect((result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(
      expected,
    );
  });
});

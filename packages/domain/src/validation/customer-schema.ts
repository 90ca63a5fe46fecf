import { z } from 'zod';
import { requiredText } from './fields.ts';

/** Letters of any alphabet, with spaces, hyphens and apostrophes between them. */
export const PERSON_NAME = /^\p{L}[\p{L}\p{M} '’-]*$/u;
/** RFC 5321 caps an address at 254 characters; the 50-character field limit would refuse real ones. */
export const EMAIL_MAX_LENGTH = 254;

const personName = () => requiredText().regex(PERSON_NAME, { error: 'validation.format' });

/** checkout-and-account.md §5: guest identification — a valid e-mail, first and last name. */
export const customerSchema = z.object({
  email: requiredText(EMAIL_MAX_LENGTH).pipe(z.email({ error: 'validation.email' })),
  firstName: personName(),
  lastName: personName(),
});

export type CustomerInput = z.output<typeof customerSchema>;

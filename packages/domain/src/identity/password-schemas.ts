import { z } from 'zod';
import { brokenPasswordRules, PASSWORD_MAX_LENGTH } from './password-rules.ts';

/**
 * checkout-and-account.md §5: a new password. Never trimmed: a space is a character of the
 * password like any other.
 */
export const newPasswordSchema = z
  .string({ error: 'identification.password.rules' })
  .refine((password) => [...password].length <= PASSWORD_MAX_LENGTH, {
    error: 'identification.password.tooLong',
    abort: true,
  })
  .refine((password) => brokenPasswordRules(password).length === 0, {
    error: 'identification.password.rules',
  });

/**
 * A password as typed to sign in or to prove it is you: any length up to the maximum, the rules
 * being those of when it was chosen.
 */
export const currentPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .refine((password) => [...password].length <= PASSWORD_MAX_LENGTH, {
    error: 'identification.password.tooLong',
  });

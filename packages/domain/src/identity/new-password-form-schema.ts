import { z } from 'zod';
import { newPasswordSchema } from './password-schemas.ts';

/**
 * checkout-and-account.md §4 and §5, a new password chosen through the reset link: it follows
 * the rules, and its confirmation must match ('Les mots de passe ne sont pas identiques').
 */
export const newPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    passwordConfirmation: z.string({ error: 'validation.required' }),
  })
  .refine((form) => form.password === form.passwordConfirmation, {
    error: 'identification.password.mismatch',
    path: ['passwordConfirmation'],
  });

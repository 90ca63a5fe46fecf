import { z } from 'zod';
import { currentPasswordSchema, newPasswordSchema } from '../identity/password-schemas.ts';

/**
 * checkout-and-account.md §4 and §5, password change: the current password, a new one that
 * follows the rules, and its confirmation, which must match ('Les mots de passe ne sont pas
 * identiques'). Whether the current one is right only the identity provider knows.
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    password: newPasswordSchema,
    passwordConfirmation: z.string({ error: 'validation.required' }),
  })
  .refine((form) => form.password === form.passwordConfirmation, {
    error: 'identification.password.mismatch',
    path: ['passwordConfirmation'],
  });
export type ChangePasswordForm = z.output<typeof changePasswordFormSchema>;

import { z } from 'zod';
import { customerSchema, EMAIL_MAX_LENGTH } from '../validation/customer-schema.ts';
import { requiredText } from '../validation/fields.ts';
import { currentPasswordSchema, newPasswordSchema } from './password-schemas.ts';

/** An e-mail address as identification asks it (checkout-and-account.md §5). */
export const emailSchema = requiredText(EMAIL_MAX_LENGTH).pipe(
  z.email({ error: 'validation.email' }),
);

/** checkout-and-account.md §4: the e-mail whose state identification checks. */
export const emailCheckSchema = z.object({ email: emailSchema });

/** checkout-and-account.md §2, identification/signup: what the server receives. */
export const signUpSchema = customerSchema.extend({ password: newPasswordSchema });

export type SignUpInput = z.output<typeof signUpSchema>;

/**
 * checkout-and-account.md §5: the sign-up form, whose confirmation must match the password
 * ('Les mots de passe ne sont pas identiques').
 */
export const signUpFormSchema = signUpSchema
  .extend({ passwordConfirmation: z.string({ error: 'validation.required' }) })
  .refine((form) => form.password === form.passwordConfirmation, {
    error: 'identification.password.mismatch',
    path: ['passwordConfirmation'],
  });

/** checkout-and-account.md §7, identity provider: sign in with username (e-mail) and password. */
export const signInSchema = z.object({ username: emailSchema, password: currentPasswordSchema });

/** A link's token: 256 random bits in base64url (43 characters). */
export const linkTokenSchema = z
  .string({ error: 'validation.required' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'validation.format' });

/** checkout-and-account.md §4: the activation link's token. */
export const activationSchema = z.object({ token: linkTokenSchema });

/** checkout-and-account.md §4: a new password chosen through the reset link. */
export const passwordResetSchema = z.object({
  token: linkTokenSchema,
  newPassword: newPasswordSchema,
});

/** checkout-and-account.md §7: `change_password` {oldPassword{value}, newPassword{value}}. */
export const changePasswordSchema = z.object({
  oldPassword: z.object({ value: currentPasswordSchema }),
  newPassword: z.object({ value: newPasswordSchema }),
});

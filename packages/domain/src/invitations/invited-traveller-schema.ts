import { z } from 'zod';
import { MAX_ROOMS } from '../accommodation/distribution.ts';
import { EMAIL_MAX_LENGTH } from '../validation/customer-schema.ts';
import { oneOf, requiredText, wholeNumber } from '../validation/fields.ts';
import type { ValidationMessageKey } from '../validation/validation-messages.ts';
import { PARTICIPANTS } from './participants.ts';

/**
 * checkout-and-account.md §5, invitation: letters, spaces and hyphens only ("Anne-Marie",
 * "De La Cruz"), a letter at each end; accented letters may be typed as a letter and its marks.
 */
export const INVITEE_NAME = /^[\p{L}\p{M}]+(?:[ -]+[\p{L}\p{M}]+)*$/u;

const name = (key: ValidationMessageKey) =>
  requiredText().regex(INVITEE_NAME, { error: key, abort: true });

/**
 * checkout-and-account.md §3 invited traveller and §5 invitation: last and first name required,
 * letters, spaces and hyphens only; a valid e-mail; who they are (adult, child, baby) and the room
 * of the stay they sleep in (a room allocation entry's solutionIndex).
 */
export const invitedTravellerSchema = z.object({
  lastName: name('invitations.error_message.lastName'),
  firstName: name('invitations.error_message.firstName'),
  email: requiredText(EMAIL_MAX_LENGTH).pipe(z.email({ error: 'validation.email' })),
  participant: oneOf(PARTICIPANTS),
  solutionIndex: wholeNumber(0, MAX_ROOMS - 1),
});

export type InvitedTravellerInput = z.input<typeof invitedTravellerSchema>;
export type InvitedTraveller = z.output<typeof invitedTravellerSchema>;

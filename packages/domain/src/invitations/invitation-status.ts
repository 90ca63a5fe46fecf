/** checkout-and-account.md §4: an invitation is not sent, sent, or failed (error). */
export type InvitationStatus = 'NOT_SENT' | 'SENT' | 'FAILED';

/**
 * checkout-and-account.md §4, invitation status, read from its e-mail job (decision 22): sent once
 * delivered; failed while the last attempt failed (the job tries again for about a day); not sent
 * before any attempt.
 */
export function invitationStatus(mail: {
  sent: boolean;
  lastError: string | null;
}): InvitationStatus {
  if (mail.sent) return 'SENT';
  return mail.lastError === null ? 'NOT_SENT' : 'FAILED';
}

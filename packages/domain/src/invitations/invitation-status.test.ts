import { describe, expect, it } from 'vitest';
import { invitationStatus } from './invitation-status.ts';

describe('invitationStatus (checkout-and-account.md §4)', () => {
  it.each([
    ['queued, not tried yet', { sent: false, lastError: null }, 'NOT_SENT'],
    ['delivered', { sent: true, lastError: null }, 'SENT'],
    ['the last attempt failed', { sent: false, lastError: 'connect ECONNREFUSED' }, 'FAILED'],
  ] as const)('%s → %s', (_case, mail, status) => {
    expect(invitationStatus(mail)).toBe(status);
  });
});

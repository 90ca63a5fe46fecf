/**
 * The e-mail one identification page hands to the next in the navigation's state (checked,
 * signed up, activated), so that the visitor does not type it again; empty when none.
 */
export function handedEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

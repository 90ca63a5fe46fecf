/** checkout-and-account.md §3, participants: adult, child, baby ("you" is the main contact). */
export const PARTICIPANTS = ['adult', 'child', 'baby'] as const;

/** checkout-and-account.md §5 and §9: a password has at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The longest password accepted (a rule of ours): a passphrase or a manager's 128 characters
 * fit, and hashing a longer input would only let a script make argon2 work for nothing.
 */
export const PASSWORD_MAX_LENGTH = 128;

/** checkout-and-account.md §5: the rules the sign-up form lists, in its order. */
export const PASSWORD_RULES = ['minLength', 'lowercase', 'capital', 'digit', 'special'] as const;

export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** The i18n keys of the password form's own messages (the web catalogues translate them). */
export const PASSWORD_MESSAGE_KEYS = [
  'identification.password.rules',
  'identification.password.mismatch',
  'identification.password.tooLong',
] as const;

export type PasswordMessageKey = (typeof PASSWORD_MESSAGE_KEYS)[number];

const RULE_TESTS: Record<PasswordRule, (password: string) => boolean> = {
  // Characters as a person counts them (code points), so that "é" or "🎢" counts once.
  minLength: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  lowercase: (password) => /\p{Ll}/u.test(password),
  capital: (password) => /\p{Lu}/u.test(password),
  digit: (password) => /\p{Nd}/u.test(password),
  // Anything neither a letter nor a digit: punctuation, symbols, spaces, emoji.
  special: (password) => /[^\p{L}\p{N}]/u.test(password),
};

/** checkout-and-account.md §5: which of the listed rules a password meets, for the live list. */
export function passwordRuleChecks(password: string): Record<PasswordRule, boolean> {
  return Object.fromEntries(
    PASSWORD_RULES.map((rule) => [rule, RULE_TESTS[rule](password)]),
  ) as Record<PasswordRule, boolean>;
}

/** checkout-and-account.md §5: the rules a password breaks, in the listed order (none: valid). */
export function brokenPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !RULE_TESTS[rule](password));
}

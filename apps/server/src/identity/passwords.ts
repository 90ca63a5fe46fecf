import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2, a const enum that isolated modules cannot read. */
const ARGON2ID = 2;

/** DESIGN.md, security defaults: argon2id with 19 MiB, 2 passes, 1 lane (OWASP's first choice). */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The password's argon2id hash in PHC form: algorithm, parameters, salt and hash in one text. */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), ARGON2_OPTIONS);
}

/**
 * Whether `password` is the one `passwordHash` was made from. Unicode is compared in NFC, so that
 * "é" typed as one character or as e + accent is the same password on every keyboard.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password.normalize('NFC'));
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of a real check when there is no account to check against, so that the answer
 * time does not tell a script which e-mails have an account.
 */
export async function verifyNothing(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password of no account');
  await verifyPassword(await decoyHash, password);
  return false;
}

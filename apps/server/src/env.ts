import { resolve } from 'node:path';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { z } from 'zod';

/** The sandbox secret the README shows: fine on a laptop, refused in production. */
export const DOCUMENTED_PAYMENT_SECRET = 'sandbox-secret-change-me';

/** The basket-hash key the README shows: fine on a laptop, refused in production. */
export const DOCUMENTED_BASKET_HASH_SECRET = 'basket-hash-secret-change-me';

/**
 * The identity provider's signing key the README shows (an ES256 key in PKCS #8 PEM): fine on a
 * laptop, refused in production, where anyone could sign tokens with it.
 */
export const DOCUMENTED_IDP_SIGNING_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgQoO4UGCeSCTbllVX
jjO0XfPfai3xs3MrRzUDmLP8g8ChRANCAAR18J4kmH0KY+AXBCTxp+bN64MBXw9/
NP5itLIBdof+5b/bk+5Dnwn1FWKeqlPl+rMn449QYtyFYIV02Y5TuBbX
-----END PRIVATE KEY-----`;

/**
 * The seed of the Ed25519 key signing ticket codes that the README shows (base64url of 32
 * bytes): fine on a laptop, refused in production, where anyone could forge tickets with it.
 */
export const DOCUMENTED_TICKET_SIGNING_KEY = 'c2VzYW1lLXRpY2tldHMtZGV2LWtleS1jaGFuZ2UtbWU';

/** Every setting the server reads from the environment, with its default (README lists them). */
export interface Env {
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Folder of the built web app, when not the one beside the server (apps/web/dist). */
  webRoot: string | undefined;
  /** Host names that select a platform other than the default, e.g. `es.localhost=es`. */
  platformHosts: Record<string, PlatformCode>;
  defaultPlatform: PlatformCode;
  /** Secret signing the sandbox provider's notifications. */
  paymentSecret: string;
  /** Key of the HMAC that vouches for a visitor's basket (`/api/hash/*`, decision 19). */
  basketHashSecret: string;
  /** Public origin of this server, for the payment provider's return and notify addresses. */
  publicUrl: string | undefined;
  /** ES256 private key (PKCS #8 PEM) signing the identity provider's tokens (decision 22). */
  idpSigningKey: string;
  /** Seed (base64url, 32 bytes) of the Ed25519 key signing ticket codes (decision 23). */
  ticketSigningKey: string;
  /** SMTP server of outgoing e-mail (`smtp://user:pass@host:587`); unset: the dev mailbox. */
  smtpUrl: string | undefined;
  /** The sender of every e-mail. */
  mailFrom: string;
  /** The proxy hops whose `X-Forwarded-*` headers are believed: none, a count, or addresses. */
  trustProxy: false | number | string[];
  logLevel: string;
}

const unset = (value: unknown) => (value === '' ? undefined : value);
const portError = 'must be a port number from 1 to 65535';

const platformHosts = z.string().transform((value, context) => {
  const hosts: Record<string, PlatformCode> = {};
  for (const pair of value.split(',').filter((part) => part.trim() !== '')) {
    const [host, code, ...rest] = pair.trim().split('=');
    if (!host || (code !== 'fr' && code !== 'es') || rest.length > 0) {
      context.addIssue({ code: 'custom', message: `"${pair}" is not host=fr or host=es` });
      return z.NEVER;
    }
    hosts[host.toLowerCase()] = code;
  }
  return hosts;
});

const trustProxy = z
  .string()
  .optional()
  .transform((value): Env['trustProxy'] => {
    if (!value) return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((hop) => hop.trim());
  });

const schema = z
  .object({
    NODE_ENV: z.preprocess(unset, z.enum(['development', 'test', 'production']).optional()),
    PORT: z.preprocess(
      unset,
      z.coerce
        .number({ error: portError })
        .int({ error: portError })
        .min(1, { error: portError })
        .max(65_535, { error: portError })
        .default(3000),
    ),
    HOST: z.preprocess(unset, z.string().default('127.0.0.1')),
    DATABASE_URL: z.preprocess(
      unset,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    DATA_DIR: z.preprocess(unset, z.string().default('./data')),
    WEB_ROOT: z.preprocess(unset, z.string().optional()),
    INIT_CWD: z.string().optional(),
    PLATFORM_HOSTS: z.preprocess(unset, platformHosts.default({ 'es.localhost': 'es' })),
    DEFAULT_PLATFORM: z.preprocess(unset, z.enum(['fr', 'es']).default('fr')),
    PAYMENT_SECRET: z.preprocess(unset, z.string().optional()),
    BASKET_HASH_SECRET: z.preprocess(unset, z.string().optional()),
    PUBLIC_URL: z.preprocess(
      unset,
      z
        .url({
          protocol: /^https?$/,
          error: 'must be an http(s) origin such as https://tickets.example',
        })
        .transform((url) => new URL(url).origin)
        .optional(),
    ),
    TRUST_PROXY: trustProxy,
    IDP_SIGNING_KEY: z.preprocess(
      unset,
      z
        .string()
        .transform((key) => key.replace(/\\n/g, '\n'))
        .pipe(
          z
            .string()
            .includes('-----BEGIN PRIVATE KEY-----', { error: 'must be a PKCS #8 PEM key' }),
        )
        .optional(),
    ),
    TICKET_SIGNING_KEY: z.preprocess(
      unset,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 random bytes in base64url (43 characters)')
        .optional(),
    ),
    SMTP_URL: z.preprocess(
      unset,
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    MAIL_FROM: z.preprocess(unset, z.string().default('Sesame <billetterie@sesame.example>')),
    LOG_LEVEL: z.preprocess(
      unset,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
  })
  .superRefine((env, context) => {
    const production = env.NODE_ENV === 'production';
    const secret = env.PAYMENT_SECRET;
    if (production && (!secret || secret === DOCUMENTED_PAYMENT_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: ['PAYMENT_SECRET'],
        message: 'must be set to a secret of your own in production',
      });
    }
    const hashSecret = env.BASKET_HASH_SECRET;
    if (production && (!hashSecret || hashSecret === DOCUMENTED_BASKET_HASH_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: ['BASKET_HASH_SECRET'],
        message: 'must be set to a secret of your own in production',
      });
    }
    const signingKey = env.IDP_SIGNING_KEY;
    if (production && (!signingKey || signingKey === DOCUMENTED_IDP_SIGNING_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['IDP_SIGNING_KEY'],
        message: 'must be set to a key of your own in production',
      });
    }
    const ticketKey = env.TICKET_SIGNING_KEY;
    if (production && (!ticketKey || ticketKey === DOCUMENTED_TICKET_SIGNING_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['TICKET_SIGNING_KEY'],
        message: 'must be set to a key of your own in production',
      });
    }
    if (production && !env.SMTP_URL) {
      context.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required in production (the dev mailbox never runs there)',
      });
    }
    if (production && !env.PUBLIC_URL) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required in production',
      });
    }
    if (env.TRUST_PROXY !== false && !env.PUBLIC_URL) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required behind a trusted proxy (TRUST_PROXY)',
      });
    }
  });

/**
 * Parses the whole environment at start-up (DESIGN.md, security defaults). Throws one error
 * naming every variable at fault, so that a bad `PORT` says so instead of failing later.
 */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  return {
    production: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    // Relative to where the command was typed (npm runs workspace scripts in their own folder).
    dataDir: resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR),
    webRoot: env.WEB_ROOT && resolve(env.INIT_CWD ?? process.cwd(), env.WEB_ROOT),
    platformHosts: env.PLATFORM_HOSTS,
    defaultPlatform: env.DEFAULT_PLATFORM,
    paymentSecret: env.PAYMENT_SECRET ?? DOCUMENTED_PAYMENT_SECRET,
    basketHashSecret: env.BASKET_HASH_SECRET ?? DOCUMENTED_BASKET_HASH_SECRET,
    publicUrl: env.PUBLIC_URL,
    idpSigningKey: env.IDP_SIGNING_KEY ?? DOCUMENTED_IDP_SIGNING_KEY,
    ticketSigningKey: env.TICKET_SIGNING_KEY ?? DOCUMENTED_TICKET_SIGNING_KEY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
  };
}

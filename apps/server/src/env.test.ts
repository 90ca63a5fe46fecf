import { describe, expect, it } from 'vitest';
import {
  DOCUMENTED_BASKET_HASH_SECRET,
  DOCUMENTED_IDP_SIGNING_KEY,
  DOCUMENTED_PAYMENT_SECRET,
  DOCUMENTED_TICKET_SIGNING_KEY,
  readEnv,
} from './env.ts';

describe('readEnv', () => {
  it('has a default for everything on a laptop', () => {
    expect(readEnv({ INIT_CWD: '/srv/sesame' })).toEqual({
      production: false,
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '/srv/sesame/data',
      webRoot: undefined,
      platformHosts: { 'es.localhost': 'es' },
      defaultPlatform: 'fr',
      paymentSecret: DOCUMENTED_PAYMENT_SECRET,
      basketHashSecret: DOCUMENTED_BASKET_HASH_SECRET,
      publicUrl: undefined,
      idpSigningKey: DOCUMENTED_IDP_SIGNING_KEY,
      ticketSigningKey: DOCUMENTED_TICKET_SIGNING_KEY,
      smtpUrl: undefined,
      mailFrom: 'Sesame <billetterie@sesame.example>',
      trustProxy: false,
      logLevel: 'info',
    });
  });

  it('reads every variable', () => {
    expect(
      readEnv({
        PORT: '8080',
        DATABASE_URL: 'postgres://app@db/sesame',
        PLATFORM_HOSTS: 'billetes.example=es, Billets.example=fr',
        PUBLIC_URL: 'https://billets.example/',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        WEB_ROOT: 'build/web',
        INIT_CWD: '/srv/sesame',
      }),
    ).toMatchObject({
      webRoot: '/srv/sesame/build/web',
      port: 8080,
      databaseUrl: 'postgres://app@db/sesame',
      platformHosts: { 'billetes.example': 'es', 'billets.example': 'fr' },
      publicUrl: 'https://billets.example',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
    });
    expect(readEnv({ TRUST_PROXY: '1', PUBLIC_URL: 'https://a.example' }).trustProxy).toBe(1);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be a port number from 1 to 65535'],
    [{ PORT: '70000' }, 'PORT: must be a port number from 1 to 65535'],
    [{ DATABASE_URL: 'mysql://db' }, 'DATABASE_URL'],
    [{ PLATFORM_HOSTS: 'es.localhost=de' }, 'PLATFORM_HOSTS'],
    [{ PUBLIC_URL: 'billets.example' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: '1' }, 'PUBLIC_URL: is required behind a trusted proxy'],
    [{ TICKET_SIGNING_KEY: 'c2hvcnQ' }, 'TICKET_SIGNING_KEY: must be 32 random bytes'],
  ])('refuses %o, naming %s', (source, named) => {
    expect(() => readEnv(source)).toThrow(named);
  });

  it('refuses to start in production without its own secrets or without PUBLIC_URL', () => {
    const secrets = {
      PAYMENT_SECRET: 'k'.repeat(32),
      BASKET_HASH_SECRET: 'h'.repeat(32),
      IDP_SIGNING_KEY: OWN_SIGNING_KEY,
      TICKET_SIGNING_KEY: 't'.repeat(43),
      SMTP_URL: 'smtp://mail.billets.example:587',
    };
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://billets.example' };
    expect(() => readEnv({ ...production, ...secrets, PAYMENT_SECRET: undefined })).toThrow(
      'PAYMENT_SECRET: must be set',
    );
    expect(() =>
      readEnv({ ...production, ...secrets, PAYMENT_SECRET: DOCUMENTED_PAYMENT_SECRET }),
    ).toThrow('PAYMENT_SECRET: must be set');
    expect(() => readEnv({ ...production, ...secrets, BASKET_HASH_SECRET: '' })).toThrow(
      'BASKET_HASH_SECRET: must be set',
    );
    expect(() =>
      readEnv({ ...production, ...secrets, BASKET_HASH_SECRET: DOCUMENTED_BASKET_HASH_SECRET }),
    ).toThrow('BASKET_HASH_SECRET: must be set');
    expect(() => readEnv({ ...production, ...secrets, IDP_SIGNING_KEY: undefined })).toThrow(
      'IDP_SIGNING_KEY: must be set',
    );
    expect(() =>
      readEnv({ ...production, ...secrets, IDP_SIGNING_KEY: DOCUMENTED_IDP_SIGNING_KEY }),
    ).toThrow('IDP_SIGNING_KEY: must be set');
    expect(() => readEnv({ ...production, ...secrets, TICKET_SIGNING_KEY: undefined })).toThrow(
      'TICKET_SIGNING_KEY: must be set',
    );
    expect(() =>
      readEnv({ ...production, ...secrets, TICKET_SIGNING_KEY: DOCUMENTED_TICKET_SIGNING_KEY }),
    ).toThrow('TICKET_SIGNING_KEY: must be set');
    expect(() => readEnv({ ...production, ...secrets, SMTP_URL: undefined })).toThrow(
      'SMTP_URL: is required in production',
    );
    expect(() => readEnv({ NODE_ENV: 'production', ...secrets })).toThrow(
      'PUBLIC_URL: is required in production',
    );
    expect(readEnv({ ...production, ...secrets })).toMatchObject({
      production: true,
      basketHashSecret: 'h'.repeat(32),
    });
  });

  it('reads a signing key given on one line with \\n, and refuses a non-PEM one', () => {
    const oneLine = OWN_SIGNING_KEY.replace(/\n/g, '\\n');
    expect(readEnv({ IDP_SIGNING_KEY: oneLine }).idpSigningKey).toBe(OWN_SIGNING_KEY);
    expect(() => readEnv({ IDP_SIGNING_KEY: 'secret' })).toThrow('IDP_SIGNING_KEY');
    expect(() => readEnv({ SMTP_URL: 'http://mail.example' })).toThrow('SMTP_URL');
  });

  it('reads the basket-hash secret outside production too', () => {
    expect(readEnv({ BASKET_HASH_SECRET: 'mine' }).basketHashSecret).toBe('mine');
  });
});

/** A key of one's own, as production requires (not the documented one). */
const OWN_SIGNING_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgOwnPuyUVgXWn0jXA
own-key-for-the-test-only
-----END PRIVATE KEY-----`;

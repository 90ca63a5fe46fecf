import { expect, it } from 'vitest';
import { RATE_LIMITS } from '../http/rate-limit.ts';
import { awayFromWindowEnd } from '../test/rate-limit-window.ts';
import { describeEachDatabase, startAppOn } from '../test/test-app.ts';
import {
  activeAccount,
  idp,
  latestLinkToken,
  newAddress,
  newEmail,
  PASSWORD,
  signIn,
} from './identity-test-fixture.ts';

describeEachDatabase('identity provider: failed sign-ins are limited', (context) => {
  const attempt = (email: string, password: string, address = newAddress()) =>
    idp(context(), 'POST', '/oauth2/v1/token', {
      body: { grant_type: 'password', username: email, password },
      address,
      language: 'fr',
    });

  it('stops an account after 10 failures from anywhere; a reset lets the owner back in', async () => {
    const email = await activeAccount(context());
    const { max } = RATE_LIMITS.loginFailuresPerAccount;
    await awayFromWindowEnd(context(), 'loginFailuresPerAccount', 30);
    for (let failure = 0; failure < max; failure++) {
      expect((await attempt(email, `Wrong-${failure}-pass`)).status).toBe(401);
    }
    const limited = await attempt(email, PASSWORD);
    expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    await idp(context(), 'POST', '/api/v1/authn/recovery/password', {
      body: { email },
      address: newAddress(),
    });
    const token = await latestLinkToken(context(), email, 'password-reset');
    const reset = await idp(context(), 'POST', '/api/v1/authn/recovery/reset', {
      body: { token, newPassword: 'Retour-au-4-chateau' },
    });
    expect(reset.status).toBe(200);
    await signIn(context(), email, 'Retour-au-4-chateau');
  });

  it('counts only failures: an owner signing in right is never stopped', async () => {
    const email = await activeAccount(context());
    const address = newAddress();
    for (let time = 0; time < RATE_LIMITS.loginFailuresPerAccount.max + 2; time++) {
      expect((await attempt(email, PASSWORD, address)).status).toBe(200);
    }
  });

  it('stops one address spraying passwords over many accounts', async () => {
    const address = newAddress();
    const { max } = RATE_LIMITS.loginFailuresPerAddress;
    await awayFromWindowEnd(context(), 'loginFailuresPerAddress', 60);
    for (let failure = 0; failure < max; failure++) {
      expect((await attempt(newEmail(), 'Any-pass-1', address)).status).toBe(401);
    }
    const email = await activeAccount(context());
    expect((await attempt(email, PASSWORD, address)).status).toBe(429);
    expect((await attempt(email, PASSWORD)).status).toBe(200);
  });

  it('holds across server processes sharing the database', async () => {
    const email = await activeAccount(context());
    const other = await startAppOn(context().database);
    await awayFromWindowEnd(context(), 'loginFailuresPerAccount', 30);
    try {
      const half = RATE_LIMITS.loginFailuresPerAccount.max / 2;
      for (let failure = 0; failure < half; failure++) {
        await attempt(email, 'Wrong-pass-1');
        await idp(other, 'POST', '/oauth2/v1/token', {
          body: { grant_type: 'password', username: email, password: 'Wrong-pass-1' },
          address: newAddress(),
        });
      }
      const limited = await idp(other, 'POST', '/oauth2/v1/token', {
        body: { grant_type: 'password', username: email, password: PASSWORD },
        address: newAddress(),
      });
      expect(limited.status).toBe(429);
    } finally {
      await other.app.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';
import {
  ageConfirmation,
  linkToken,
  newEmail,
  newsletterMails,
  post,
  storedFor,
  subscription,
} from './newsletter-test-fixture.ts';

const unknownToken = () => randomBytes(32).toString('base64url');

describeEachDatabase(
  'the links of the newsletter e-mail (checkout-and-account.md §7)',
  (context) => {
    const subscribed = async () => {
      const email = newEmail();
      expect((await post(context(), 'subscribe', subscription(email))).status).toBe(202);
      return email;
    };

    it('confirms the subscription and its consent, and says so again on a second click', async () => {
      const email = await subscribed();
      const token = await linkToken(context(), email, 'confirmUrl');

      const confirmed = await post(context(), 'confirm', { token });
      expect(confirmed).toEqual({ status: 200, body: { status: 'CONFIRMED', email } });
      const stored = await storedFor(context(), email);
      expect(stored).toMatchObject({ status: 'confirmed', consents: 1, confirmed_consents: 1 });
      expect(stored?.confirmed_at).not.toBeNull();

      expect(await post(context(), 'confirm', { token })).toEqual(confirmed);
      expect(await storedFor(context(), email)).toEqual(stored);
    });

    it('refuses an expired confirmation link, and the address stays pending', async () => {
      const email = await subscribed();
      const token = await linkToken(context(), email, 'confirmUrl');
      await ageConfirmation(context(), email, 7 * 24 + 1);

      expect(await post(context(), 'confirm', { token })).toEqual({
        status: 400,
        body: { status: 'REFUSED', category: 'LINK_INVALID' },
      });
      expect(await storedFor(context(), email)).toMatchObject({
        status: 'pending',
        confirmed_at: null,
        confirmed_consents: 0,
      });
    });

    it.each([
      ['an unknown token', { token: unknownToken() }],
      ['a token of another shape', { token: 'abc' }],
      ['no token', {}],
    ])('refuses %s', async (_label, body) => {
      expect(await post(context(), 'confirm', body)).toEqual({
        status: 400,
        body: { status: 'REFUSED', category: 'LINK_INVALID' },
      });
      expect(await post(context(), 'unsubscribe', body)).toEqual({
        status: 400,
        body: { status: 'REFUSED', category: 'LINK_INVALID' },
      });
    });

    it('unsubscribes a confirmed address without login, any number of times', async () => {
      const email = await subscribed();
      await post(context(), 'confirm', { token: await linkToken(context(), email, 'confirmUrl') });
      const token = await linkToken(context(), email, 'unsubscribeUrl');

      const answer = await post(context(), 'unsubscribe', { token });
      expect(answer).toEqual({ status: 200, body: { status: 'UNSUBSCRIBED', email } });
      const stored = await storedFor(context(), email);
      expect(stored).toMatchObject({ status: 'unsubscribed', consents: 1 });
      expect(stored?.unsubscribed_at).not.toBeNull();

      expect(await post(context(), 'unsubscribe', { token })).toEqual(answer);
      expect((await storedFor(context(), email))?.unsubscribed_at).toEqual(stored?.unsubscribed_at);
    });

    it('unsubscribing from the confirmation e-mail revokes its confirmation link', async () => {
      const email = await subscribed();
      const confirm = await linkToken(context(), email, 'confirmUrl');
      await post(context(), 'unsubscribe', {
        token: await linkToken(context(), email, 'unsubscribeUrl'),
      });

      expect((await post(context(), 'confirm', { token: confirm })).body.category).toBe(
        'LINK_INVALID',
      );
      expect(await storedFor(context(), email)).toMatchObject({ status: 'unsubscribed' });
    });

    it('lets an unsubscribed address sign up again, by a new confirmation e-mail', async () => {
      const email = await subscribed();
      await post(context(), 'confirm', { token: await linkToken(context(), email, 'confirmUrl') });
      await post(context(), 'unsubscribe', {
        token: await linkToken(context(), email, 'unsubscribeUrl'),
      });

      expect((await post(context(), 'subscribe', subscription(email))).status).toBe(202);
      expect(await storedFor(context(), email)).toMatchObject({
        status: 'pending',
        unsubscribed_at: null,
        consents: 2,
      });
      expect(await newsletterMails(context(), email)).toHaveLength(2);
      const token = await linkToken(context(), email, 'confirmUrl');
      expect((await post(context(), 'confirm', { token })).body.status).toBe('CONFIRMED');
      expect(await storedFor(context(), email)).toMatchObject({ confirmed_consents: 2 });
    });
  },
);

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { eraseRequestedAccounts } from '../account/erase-account.ts';
import { idp } from '../identity/identity-test-fixture.ts';
import { query } from '../orders/order-flow-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import { aTraveller, invite, mainContact } from './invitation-fixture.ts';

// checkout-and-account.md §4: an erased account leaves no personal data but the invoice; the
// travellers it invited and their e-mails, which name the main contact, go with it.
describeEachDatabase('invitations of an erased account', (context) => {
  it('are forgotten with the account: travellers, rooms and invitation e-mails', async () => {
    const { session, orderId } = await mainContact(context());
    const invited = await invite(context(), session.accessToken, orderId, aTraveller());
    expect(invited.data?.inviteTraveller).toMatchObject({ success: true });
    const left = async () =>
      (
        await query<{ travellers: number; mails: number }>(
          context(),
          sql`select (select count(*)::int from invited_travellers where order_id = ${orderId}) as travellers,
            (select count(*)::int from mail_messages m join invited_travellers t
              on m.event_key = 'invitation:' || t.id::text where t.order_id = ${orderId}) as mails`,
        )
      )[0];
    expect(await left()).toEqual({ travellers: 1, mails: 1 });

    const asked = await idp(context(), 'POST', '/api/v1/users/me', {
      token: session.accessToken,
      body: { profile: { requestDeleteUser: true } },
    });
    expect(asked.status).toBe(200);
    expect(await eraseRequestedAccounts(context().database.db)).toBeGreaterThanOrEqual(1);

    expect(await left()).toEqual({ travellers: 0, mails: 0 });
    const [rooms] = await query<{ n: number }>(
      context(),
      sql`select count(*)::int as n from main_contact_rooms where order_id = ${orderId}`,
    );
    expect(rooms?.n).toBe(0);
  });
});

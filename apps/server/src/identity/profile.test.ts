import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../test/test-app.ts';
import { paidOrdersOfCustomer } from './customer-orders-repo.ts';
import {
  activeAccount,
  idp,
  latestLinkToken,
  newEmail,
  signIn,
  signUp,
} from './identity-test-fixture.ts';

/** An order as the payment flow leaves it: paid (or not) under a guest's e-mail. */
async function guestOrder(context: TestContext, email: string, status: 'paid' | 'cart') {
  const id = randomUUID();
  await context.database.db.execute(sql`
    insert into orders (id, short_id, platform, status, email, total_cents, paid_at)
    values (${id}, ${randomBytes(4).toString('hex')}, 'fr', ${status}, ${email}, 4200,
      ${status === 'paid' ? sql`now()` : null})`);
  return id;
}

describeEachDatabase('identity provider: the profile and the orders of a customer', (context) => {
  it('reads and updates the profile (checkout-and-account.md §3 and §7)', async () => {
    const email = await activeAccount(context());
    const session = await signIn(context(), email);
    const me = await idp(context(), 'GET', '/api/v1/users/me', { token: session.accessToken });
    expect(me.body).toMatchObject({
      profile: {
        email,
        emailVerified: true,
        firstName: 'Jeanne',
        lastName: 'Darc',
        civility: null,
        invoice: { wanted: false },
        deleteRequestedAt: null,
      },
    });
    const updated = await idp(context(), 'POST', '/api/v1/users/me', {
      token: session.accessToken,
      body: {
        profile: {
          civility: 'madam',
          birthDate: '1992-01-06',
          phone: '06 12 34 56 78',
          phoneCountry: 'FR',
          streetAddress: '2 place du Martroi',
          zipCode: '45000',
          city: 'Orléans',
          country: 'FR',
          invoice: { wanted: true, businessName: 'Pucelle SAS' },
          stopCommunication: true,
        },
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      profile: {
        civility: 'madam',
        birthDate: '1992-01-06',
        phone: '+33612345678',
        city: 'Orléans',
        invoice: { wanted: true, businessName: 'Pucelle SAS', businessIdentifier: null },
        stopCommunication: true,
        firstName: 'Jeanne',
      },
    });
  });

  it('refuses a bad field with its message key, changing nothing', async () => {
    const session = await signIn(context(), await activeAccount(context()));
    const response = await idp(context(), 'POST', '/api/v1/users/me', {
      token: session.accessToken,
      body: { profile: { city: 'Orléans', phone: '12', phoneCountry: 'FR' } },
    });
    expect(response).toMatchObject({
      status: 400,
      body: { code: 'INVALID_INPUT', fields: [{ path: 'phone', message: 'validation.format' }] },
    });
    const me = await idp<{ profile: { city: string | null } }>(
      context(),
      'GET',
      '/api/v1/users/me',
      {
        token: session.accessToken,
      },
    );
    expect(me.body.profile.city).toBeNull();
  });

  it('checks a DNI on the es platform, and normalises it', async () => {
    const email = await activeAccount(context());
    const session = await signIn(context(), email, undefined, 'es.localhost');
    const update = (idNumber: string) =>
      idp(context(), 'POST', '/api/v1/users/me', {
        token: session.accessToken,
        host: 'es.localhost',
        language: 'es',
        body: { profile: { idNumber } },
      });
    expect(await update('12345678A')).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'idNumber', message: 'validation.format' }] },
    });
    expect(await update('x-2482300-w')).toMatchObject({
      status: 200,
      body: { profile: { idNumber: 'X2482300W' } },
    });
  });

  it('takes a token only on the issuer that signed it (its host)', async () => {
    const session = await signIn(context(), await activeAccount(context()));
    const elsewhere = await idp(context(), 'GET', '/api/v1/users/me', {
      token: session.accessToken,
      host: 'es.localhost',
    });
    expect(elsewhere.status).toBe(401);
  });

  it('records a deletion request with its time, once', async () => {
    const session = await signIn(context(), await activeAccount(context()));
    const first = await idp<{ profile: { deleteRequestedAt: string } }>(
      context(),
      'POST',
      '/api/v1/users/me',
      { token: session.accessToken, body: { profile: { requestDeleteUser: true } } },
    );
    expect(first.body.profile.deleteRequestedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const again = await idp<{ profile: { deleteRequestedAt: string } }>(
      context(),
      'POST',
      '/api/v1/users/me',
      { token: session.accessToken, body: { profile: { requestDeleteUser: true } } },
    );
    expect(again.body.profile.deleteRequestedAt).toBe(first.body.profile.deleteRequestedAt);
  });

  it('shows the paid guest orders of the e-mail once it is verified, and no others', async () => {
    const email = newEmail();
    const paid = await guestOrder(context(), email.toUpperCase(), 'paid');
    await guestOrder(context(), email, 'cart');
    await guestOrder(context(), newEmail(), 'paid');
    await signUp(context(), email);
    const { rows } = await context().database.db.execute<{ id: string }>(
      sql`select id from customers where email = ${email}`,
    );
    const customerId = rows[0]?.id ?? '';
    expect(await paidOrdersOfCustomer(context().database.db, customerId)).toEqual([]);
    const token = await latestLinkToken(context(), email, 'activation');
    await idp(context(), 'POST', '/api/v1/users/activation', { body: { token } });
    const later = await guestOrder(context(), email, 'paid');
    const orders = await paidOrdersOfCustomer(context().database.db, customerId);
    expect(orders.map((order) => order.id).sort()).toEqual([paid, later].sort());
    expect(orders[0]).toMatchObject({ platform: 'fr', totalCents: 4200 });
  });
});

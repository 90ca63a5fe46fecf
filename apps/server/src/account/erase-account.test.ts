import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { paidOrder } from '../documents/documents-fixture.ts';
import {
  idp,
  latestLinkToken,
  newAddress,
  newEmail,
  PASSWORD,
  signIn,
} from '../identity/identity-test-fixture.ts';
import { openDays } from '../orders/order-flow-fixture.ts';
import { describeEachDatabase, type TestContext } from '../test/test-app.ts';
import { uniqueName } from './account-fixture.ts';
import { eraseAccount, eraseRequestedAccounts } from './erase-account.ts';

/** Every value of every text-like column of every table, but the invoices' buyers. */
async function textOutsideInvoices(context: TestContext): Promise<string[]> {
  const { rows: columns } = await context.database.db.execute<{
    schema: string;
    table: string;
    column: string;
  }>(sql`
    select c.table_schema as schema, c.table_name as table, c.column_name as column
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
      and not (c.table_schema = 'public' and c.table_name = 'order_documents')`);
  const values: string[] = [];
  for (const { schema, table, column } of columns) {
    const { rows } = await context.database.db.execute<{ value: string }>(
      sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(schema)}.${sql.identifier(table)}
          where ${sql.identifier(column)} is not null`,
    );
    values.push(...rows.map((row) => `${schema}.${table}.${column}: ${row.value}`));
  }
  return values;
}

describeEachDatabase('account area: deletion of an account (§4, §9)', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr', 30);
  });

  it('erases the personal data everywhere but the invoice, ends every session, once', async () => {
    const email = newEmail();
    const firstName = uniqueName('Ysolde');
    const lastName = uniqueName('Montfort');
    const digits = String(600000000 + Math.floor(Math.random() * 99999999));
    const signUp = await idp(context(), 'POST', '/api/v1/users', {
      body: { email, password: PASSWORD, firstName, lastName },
      address: newAddress(),
    });
    expect(signUp.status).toBe(201);
    const token = await latestLinkToken(context(), email, 'activation');
    await idp(context(), 'POST', '/api/v1/users/activation', {
      body: { token },
      address: newAddress(),
    });
    const session = await signIn(context(), email);
    const profile = await idp(context(), 'POST', '/api/v1/users/me', {
      token: session.accessToken,
      body: { profile: { phone: `0${digits}`, phoneCountry: 'FR', city: 'Orléans' } },
    });
    expect(profile.status).toBe(200);
    const order = await paidOrder(context(), {
      date: days[0] as string,
      customer: { email, firstName, lastName },
    });
    const traces = [email.toLowerCase(), firstName.toLowerCase(), lastName.toLowerCase(), digits];
    const found = async () =>
      (await textOutsideInvoices(context())).filter((value) =>
        traces.some((trace) => value.toLowerCase().includes(trace)),
      );
    expect((await found()).length).toBeGreaterThan(0);

    const request = await idp(context(), 'POST', '/api/v1/users/me', {
      token: session.accessToken,
      body: { profile: { requestDeleteUser: true } },
    });
    expect(request.status).toBe(200);
    expect(await eraseRequestedAccounts(context().database.db)).toBeGreaterThanOrEqual(1);

    expect(await found()).toEqual([]);
    const { rows: invoice } = await context().database.db.execute<{ buyer_email: string }>(
      sql`select buyer_email from order_documents where order_id = ${order.orderId}`,
    );
    expect(invoice).toEqual([{ buyer_email: email }]);
    const { rows: kept } = await context().database.db.execute<{ status: string }>(
      sql`select status from orders where id = ${order.orderId}`,
    );
    expect(kept).toEqual([{ status: 'paid' }]);

    const me = await idp(context(), 'GET', '/api/v1/users/me', { token: session.accessToken });
    expect(me.status).toBe(401);
    const refresh = await idp(context(), 'POST', '/oauth2/v1/token', {
      body: { grant_type: 'refresh_token' },
      cookie: session.cookie,
      address: newAddress(),
    });
    expect(refresh.status).toBeGreaterThanOrEqual(400);
    const signInAgain = await idp(context(), 'POST', '/oauth2/v1/token', {
      body: { grant_type: 'password', username: email, password: PASSWORD },
      address: newAddress(),
    });
    expect(signInAgain.status).toBe(401);

    // A second request, or the job running again, changes nothing.
    expect(await eraseAccount(context().database.db, session.customerId)).toBe(false);
    const { rows: erasures } = await context().database.db.execute(
      sql`select 1 from customer_erasures where customer_id = ${session.customerId}`,
    );
    expect(erasures).toHaveLength(1);
  });

  it('leaves an account whose owner never asked', async () => {
    const email = newEmail();
    await idp(context(), 'POST', '/api/v1/users', {
      body: { email, password: PASSWORD, firstName: 'Jean', lastName: 'Bart' },
      address: newAddress(),
    });
    const { rows } = await context().database.db.execute<{ id: string }>(
      sql`select id from customers where email = ${email}`,
    );
    expect(await eraseAccount(context().database.db, rows[0]?.id as string)).toBe(false);
    const { rows: still } = await context().database.db.execute(
      sql`select 1 from customers where email = ${email}`,
    );
    expect(still).toHaveLength(1);
  });
});

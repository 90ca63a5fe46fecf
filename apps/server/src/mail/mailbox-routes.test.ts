import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { inTransaction } from '../db/executor.ts';
import { describeEachDatabase, startAppOn } from '../test/test-app.ts';
import { deliverMail } from './deliver-mail.ts';
import { createMailQueue } from './mail-queue.ts';
import { devMailbox, type Mailer } from './mailer.ts';

describeEachDatabase('the dev mailbox', (context) => {
  const deliver = async (to: string) => {
    const id = await inTransaction(context().database.db, (tx) =>
      createMailQueue(context().jobs).queue(tx, {
        eventKey: `test:${crypto.randomUUID()}`,
        to,
        language: 'en',
        template: 'password-reset',
        data: {
          firstName: 'Ada',
          resetUrl: 'http://localhost/en/identification/password-reset#token=t',
        },
      }),
    );
    if (!id) throw new Error('not queued');
    await deliverMail(context().database.db, devMailbox, id);
    return id;
  };

  it('lists delivered messages, one address’s when asked, and opens each', async () => {
    const id = await deliver('ada@example.com');
    await deliver('charles@example.com');
    const list = await context().app.inject({
      method: 'GET',
      url: '/dev/mailbox?to=ADA@example.com',
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).toContain(`href="/dev/mailbox/${id}"`);
    expect(list.body).toContain('Reset your password');
    expect(list.body).not.toContain('charles@example.com');

    const message = await context().app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(message.body).toContain(
      '<a href="http://localhost/en/identification/password-reset#token=t">',
    );
    const html = await context().app.inject({ method: 'GET', url: `/dev/mailbox/${id}/html` });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Choose a new password');
  });

  it('answers 404 for a message that is not in it', async () => {
    const missing = await context().app.inject({
      method: 'GET',
      url: `/dev/mailbox/${crypto.randomUUID()}`,
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await context().app.inject({ method: 'GET', url: '/dev/mailbox/x/html' });
    expect(malformed.statusCode).toBe(404);
  });

  it('keeps messages sent through SMTP out of it', async () => {
    const id = await inTransaction(context().database.db, (tx) =>
      createMailQueue(context().jobs).queue(tx, {
        eventKey: `test:${crypto.randomUUID()}`,
        to: 'smtp@example.com',
        language: 'en',
        template: 'activation',
        data: {
          firstName: 'S',
          activationUrl: 'http://localhost/en/identification/activation#token=t',
        },
      }),
    );
    const smtp: Mailer = { transport: 'smtp', send: async () => {} };
    if (id) await deliverMail(context().database.db, smtp, id);
    const page = await context().app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(page.statusCode).toBe(404);
  });

  it('does not exist in production', async () => {
    await deliver('prod@example.com');
    const production = await startAppOn(context().database, {
      production: true,
      trustedDocuments: {},
      mailer: { transport: 'smtp', send: async () => {} },
    });
    try {
      const { rows } = await context().database.db.execute<{ id: string }>(
        sql`select id from mail_messages where recipient = 'prod@example.com'`,
      );
      for (const url of [
        '/dev/mailbox',
        `/dev/mailbox/${rows[0]?.id}`,
        `/dev/mailbox/${rows[0]?.id}/html`,
      ]) {
        const response = await production.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain('prod@example.com');
      }
    } finally {
      await production.app.close();
    }
  });
});

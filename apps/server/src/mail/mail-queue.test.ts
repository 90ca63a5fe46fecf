import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { inTransaction } from '../db/executor.ts';
import { describeEachDatabase, startAppOn, type TestContext } from '../test/test-app.ts';
import { deliverMail } from './deliver-mail.ts';
import { createMailQueue } from './mail-queue.ts';
import type { Mailer } from './mailer.ts';

const request = (eventKey: string) => ({
  eventKey,
  to: 'marie.curie@example.com',
  language: 'fr' as const,
  template: 'activation' as const,
  data: {
    firstName: 'Marie',
    activationUrl: 'http://localhost/fr/identification/activation#token=x',
  },
});

async function rowsOf(context: TestContext, eventKey: string) {
  const { rows } = await context.database.db.execute<{
    id: string;
    status: string;
    jobs: number;
  }>(sql`
    select m.id, m.status,
      (select count(*)::int from pgboss.job j where j.name = 'mail-delivery'
        and j.data->>'mailId' = m.id::text) as jobs
    from mail_messages m where event_key = ${eventKey}`);
  return rows;
}

describeEachDatabase('e-mails are jobs queued once per event (decision 22)', (context) => {
  const mail = () => createMailQueue(context().jobs);

  it('queues an event’s message and its job once, however often the event is replayed', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const first = await inTransaction(context().database.db, (tx) =>
      mail().queue(tx, request(key)),
    );
    const again = await inTransaction(context().database.db, (tx) =>
      mail().queue(tx, request(key)),
    );
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(again).toBeNull();
    expect(await rowsOf(context(), key)).toEqual([{ id: first, status: 'queued', jobs: 1 }]);
  });

  it('queues nothing when the event’s transaction rolls back', async () => {
    const key = `test:${crypto.randomUUID()}`;
    await expect(
      inTransaction(context().database.db, async (tx) => {
        await mail().queue(tx, request(key));
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await rowsOf(context(), key)).toEqual([]);
    const { rows } = await context().database.db.execute(sql`
      select j.data from pgboss.job j where j.name = 'mail-delivery'
        and not exists (select 1 from mail_messages m where m.id::text = j.data->>'mailId')`);
    expect(rows).toEqual([]);
  });

  it('refuses data the template cannot render, queuing nothing', async () => {
    const key = `test:${crypto.randomUUID()}`;
    await expect(
      inTransaction(context().database.db, (tx) =>
        mail().queue(tx, { ...request(key), data: { firstName: 'M', activationUrl: 'nope' } }),
      ),
    ).rejects.toThrow();
    expect(await rowsOf(context(), key)).toEqual([]);
  });

  it('is delivered by another process when the one that queued it is gone', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const id = await inTransaction(context().database.db, (tx) => mail().queue(tx, request(key)));
    // This app runs no jobs: its message waits in the database for any process that does.
    const worker = await startAppOn(context().database, { workers: true });
    try {
      await vi.waitFor(async () => expect((await rowsOf(context(), key))[0]?.status).toBe('sent'), {
        timeout: 15_000,
        interval: 200,
      });
    } finally {
      await worker.app.close();
    }
    const page = await context().app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Activez votre compte');
  });

  it('sends a message once though its job runs again, and retries a failed send', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const id = await inTransaction(context().database.db, (tx) => mail().queue(tx, request(key)));
    if (!id) throw new Error('not queued');
    const failing: Mailer = {
      transport: 'smtp',
      send: vi.fn().mockRejectedValue(new Error('421 try again later')),
    };
    await expect(deliverMail(context().database.db, failing, id)).rejects.toThrow('421');
    const smtp: Mailer = { transport: 'smtp', send: vi.fn().mockResolvedValue(undefined) };
    await deliverMail(context().database.db, smtp, id);
    await deliverMail(context().database.db, smtp, id);
    expect(smtp.send).toHaveBeenCalledTimes(1);
    expect(smtp.send).toHaveBeenCalledWith(
      expect.objectContaining({
        id,
        to: 'marie.curie@example.com',
        subject: 'Activez votre compte',
      }),
    );
    const { rows } = await context().database.db.execute(sql`
      select status, transport, attempts, last_error from mail_messages where id = ${id}`);
    expect(rows).toEqual([{ status: 'sent', transport: 'smtp', attempts: 2, last_error: null }]);
  });
});

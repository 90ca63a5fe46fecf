import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';

export interface JobOptions {
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  startAfterSeconds?: number;
  /** A running job not finished after this long is taken back and retried (its process died). */
  expireInSeconds?: number;
  /**
   * Queues the job in this transaction: it exists if and only if the transaction commits, so the
   * event and its job are never one without the other. The queue must exist already (`work` or
   * `createQueue` made it), for PGlite runs one transaction at a time.
   */
  transaction?: Executor;
}

/**
 * Background work (DESIGN.md, background jobs): pg-boss on the application's own database, so any
 * process may run any job and a job outlives the process that queued it.
 */
export interface JobQueue {
  send(name: string, data: object, options?: JobOptions): Promise<void>;
  /** Runs `handler` for each job of `name`; a thrown error makes pg-boss retry the job. */
  work(name: string, handler: (data: unknown) => Promise<void>): Promise<void>;
  /** Queues a job of `name` on a cron schedule (UTC); one per tick whatever the process count. */
  schedule(name: string, cron: string): Promise<void>;
  /** Makes the queue `name` if it does not exist yet, so that jobs can be queued in a transaction. */
  createQueue(name: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startJobQueue(options: {
  executeSql: ExecuteSql;
  /** Whether this process takes jobs; a process that only queues them passes false. */
  workers?: boolean;
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
}): Promise<JobQueue> {
  const workers = options.workers ?? true;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.executeSql(text, values) },
    schedule: workers,
    supervise: workers,
  });
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  const queues = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    await boss.createQueue(name);
    queues.add(name);
  };

  return {
    async send(name, data, jobOptions = {}) {
      if (!jobOptions.transaction) await ensureQueue(name);
      const options = {
        retryLimit: jobOptions.retryLimit,
        retryDelay: jobOptions.retryDelaySeconds,
        retryBackoff: jobOptions.retryBackoff,
        startAfter: jobOptions.startAfterSeconds,
        expireInSeconds: jobOptions.expireInSeconds,
        db: jobOptions.transaction && { executeSql: executeSqlIn(jobOptions.transaction) },
      };
      // pg-boss validates every key it is given, undefined ones included.
      const given = Object.entries(options).filter(([, value]) => value !== undefined);
      await boss.send(name, data, Object.fromEntries(given));
    },
    async work(name, handler) {
      await ensureQueue(name);
      if (!workers) return;
      await boss.work(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data);
        },
      );
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron);
    },
    createQueue: ensureQueue,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}

/**
 * pg-boss's statements (`$1`-style parameters) run through a Drizzle transaction, whose driver
 * (node-postgres or PGlite) numbers the parameters again in the same order.
 */
function executeSqlIn(tx: Executor): ExecuteSql {
  return async (text, values = []) => {
    const parts = text.split(/\$(\d+)/);
    const chunks: SQL[] = [];
    parts.forEach((part, index) => {
      chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`);
    });
    const result = await tx.execute(sql.join(chunks));
    return { rows: result.rows };
  };
}

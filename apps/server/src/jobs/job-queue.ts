import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/client.ts';

export interface JobOptions {
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  startAfterSeconds?: number;
  /** A running job not finished after this long is taken back and retried (its process died). */
  expireInSeconds?: number;
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
      await ensureQueue(name);
      const options = {
        retryLimit: jobOptions.retryLimit,
        retryDelay: jobOptions.retryDelaySeconds,
        retryBackoff: jobOptions.retryBackoff,
        startAfter: jobOptions.startAfterSeconds,
        expireInSeconds: jobOptions.expireInSeconds,
      };
      // pg-boss validates every key it is given, undefined ones included.
      const given = Object.entries(options).filter(([, value]) => value !== undefined);
      await boss.send(name, data, Object.fromEntries(given));
    },
    async work(name, handler) {
      if (!workers) return;
      await ensureQueue(name);
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
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}

import { fileURLToPath } from 'node:url';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { type Env, readEnv } from './env.ts';
import { createApp } from './http/app.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { createSmtpMailer, devMailbox } from './mail/mailer.ts';

let env: Env;
try {
  env = readEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const database = await openDatabase({
  url: env.databaseUrl,
  dataDir: env.databaseUrl ? undefined : env.dataDir,
});
await seedIfEmpty(database.db, new Date());

const jobs = await startJobQueue({
  executeSql: database.executeSql,
  onError: (error) => console.error('Job queue error', error),
});
const app = await createApp({
  db: database.db,
  jobs,
  production: env.production,
  platformHosts: env.platformHosts,
  defaultPlatform: env.defaultPlatform,
  paymentSecret: env.paymentSecret,
  basketHashSecret: env.basketHashSecret,
  publicUrl: env.publicUrl,
  idpSigningKey: env.idpSigningKey,
  ticketSigningKey: env.ticketSigningKey,
  mailer: env.smtpUrl
    ? createSmtpMailer({
        smtpUrl: env.smtpUrl,
        from: env.mailFrom,
        domain: new URL(env.publicUrl ?? `http://localhost:${env.port}`).hostname,
      })
    : devMailbox,
  trustProxy: env.trustProxy,
  webRoot: env.webRoot ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
  logger: { level: env.logLevel },
});

const close = async () => {
  await app.close();
  await jobs.stop();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);

await app.listen({ port: env.port, host: env.host });
const where = env.databaseUrl ? 'PostgreSQL' : `PGlite in ${env.dataDir}`;
const esHost = Object.entries(env.platformHosts).find(([, code]) => code === 'es')?.[0];
console.log(`Sesame is running on ${where}`);
console.log(`  fr platform: http://localhost:${env.port}/fr`);
if (esHost) console.log(`  es platform: http://${esHost}:${env.port}/es`);

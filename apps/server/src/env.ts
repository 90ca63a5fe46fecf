import { resolve } from 'node:path';
import type { PlatformCode } from '@sesame/domain/platform/platform';

/** Every setting the server reads from the environment, with its default (README lists them). */
export interface Env {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Host names that select a platform other than the default, e.g. `es.localhost=es`. */
  platformHosts: Record<string, PlatformCode>;
  defaultPlatform: PlatformCode;
  /** Secret signing the sandbox provider's notifications. */
  paymentSecret: string;
  /** Public origin of this server, used for the payment provider's return and notify addresses. */
  publicUrl: string | undefined;
  logLevel: string;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const port = Number(source.PORT ?? 3000);
  return {
    port,
    host: source.HOST ?? '127.0.0.1',
    databaseUrl: source.DATABASE_URL || undefined,
    // Relative to where the command was typed (npm runs workspace scripts in their own folder).
    dataDir: resolve(source.INIT_CWD ?? process.cwd(), source.DATA_DIR ?? './data'),
    platformHosts: parsePlatformHosts(source.PLATFORM_HOSTS ?? 'es.localhost=es'),
    defaultPlatform: source.DEFAULT_PLATFORM === 'es' ? 'es' : 'fr',
    paymentSecret: source.PAYMENT_SECRET ?? 'sandbox-secret-change-me',
    publicUrl: source.PUBLIC_URL || undefined,
    logLevel: source.LOG_LEVEL ?? 'info',
  };
}

function parsePlatformHosts(value: string): Record<string, PlatformCode> {
  const entries = value
    .split(',')
    .map((pair) => pair.trim().split('='))
    .filter((pair): pair is [string, PlatformCode] => pair[1] === 'fr' || pair[1] === 'es');
  return Object.fromEntries(entries.map(([host, code]) => [host.toLowerCase(), code]));
}

import pg from 'pg';

/** The URL of `url`'s server with another database. */
export function withDatabase(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
}

export function databaseOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** Creates `database`, a copy of `template` when given: a file copy, no migration, no seed. */
export async function createDatabase(url: string, database: string, template?: string) {
  await onServer(url, (client) => {
    const copy = template ? ` template ${client.escapeIdentifier(template)}` : '';
    return `create database ${client.escapeIdentifier(database)}${copy}`;
  });
}

/**
 * Drops `database`. Not `with (force)`: the pool's connections may still be closing (pg's
 * `pool.end()` does not wait for them), and PostgreSQL waits up to 5 s for them to go.
 */
export async function dropDatabase(url: string, database: string) {
  await onServer(url, (client) => `drop database if exists ${client.escapeIdentifier(database)}`);
}

// CREATE and DROP DATABASE cannot run in the database they name: they go through `url`'s own one.
async function onServer(url: string, statement: (client: pg.Client) => string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement(client));
  } finally {
    await client.end();
  }
}

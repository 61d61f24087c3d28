// PostgreSQL databases for the cluster start and the load bench (issue 15): created when missing
// and dropped through the server's `postgres` database, so nothing needs preparing but a running
// server.
import pg from 'pg';

/** Runs `work(client, name)` on the server's `postgres` database for the database named in the URL. */
async function onServer(databaseUrl, work) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.href, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await work(client, name);
  } finally {
    await client.end();
  }
}

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(databaseUrl) {
  await onServer(databaseUrl, async (client, name) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  });
}

/** Drops the database named in the URL, if it exists (its connections closed first). */
export async function dropDatabase(databaseUrl) {
  await onServer(databaseUrl, (client, name) =>
    client.query(`drop database if exists "${name}" with (force)`),
  );
}

/** The URL of database `name` on the server of `serverUrl` (its own database name replaced). */
export function databaseUrlOn(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

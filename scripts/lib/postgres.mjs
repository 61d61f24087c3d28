// PostgreSQL for the cluster start (issue 15): the database named in the URL is created when it
// does not exist yet (through the server's `postgres` database), so `npm run start:cluster` needs
// nothing prepared but a running server.
import pg from 'pg';

export async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.href, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl` (its own database name replaced). */
export function databaseUrlOn(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Drops the database named in the URL, if it exists (through the server's `postgres` database). */
export async function dropDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.href, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

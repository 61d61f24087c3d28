// The embedded test databases start from dumps cached in the temp folder, already migrated. What
// a test must be able to rely on: the database it gets is the one its own migrations make, never a
// dump made for other migrations; and each is its own, so one test's rows are not another's.
import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Migrations } from '../database/database';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT } from '.';

const PGLITE = { name: 'pglite', available: true } as const;

// Written out, not made by a factory: a dump is keyed by a migration's code as written (its
// text), so two sets differing only in the values their functions close over would share one.
const alpha: Migrations = {
  '0001-first': {
    async up(db: Kysely<unknown>) {
      await sql`create table alpha (a int)`.execute(db);
    },
  },
};
const beta: Migrations = {
  '0001-first': {
    async up(db: Kysely<unknown>) {
      await sql`create table beta (b int)`.execute(db);
    },
  },
};

/** The tables and columns of the database's own schema, read from the catalogue. */
async function columnsOf(db: Kysely<unknown>, schema: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name || '.' || column_name as name from information_schema.columns
    where table_schema = ${schema} and table_name not like 'kysely_%' order by name`.execute(db);
  return rows.map((r) => r.name);
}

// A service name no other test uses, new each run: its first database is made from scratch.
const service = `probe${randomBytes(3).toString('hex')}`;

test(
  'a migration set gets its own database: same names with other code, or one more migration, are not served the first one',
  async () => {
    const first = await createTestDatabase(PGLITE, service, alpha);
    // The same migration name, other code: a dump keyed by names alone would come back here.
    const changed = await createTestDatabase(PGLITE, service, beta);
    const longer = await createTestDatabase(PGLITE, service, {
      ...alpha,
      '0002-second': {
        async up(db: Kysely<unknown>) {
          await sql`alter table alpha add column c int`.execute(db);
        },
      },
    });
    const again = await createTestDatabase(PGLITE, service, alpha);
    try {
      expect(await columnsOf(first.db as Kysely<unknown>, first.schema)).toEqual(['alpha.a']);
      expect(await columnsOf(changed.db as Kysely<unknown>, changed.schema)).toEqual(['beta.b']);
      expect(await columnsOf(longer.db as Kysely<unknown>, longer.schema)).toEqual(['alpha.a', 'alpha.c']);
      expect(await columnsOf(again.db as Kysely<unknown>, again.schema)).toEqual(['alpha.a']);
      // Every migration is recorded as done, so the service's own migrate() has nothing left to do.
      const { rows } = await sql<{ name: string }>`
        select name from ${sql.table(`${longer.schema}.kysely_migration`)} order by name`.execute(longer.db);
      expect(rows.map((r) => r.name)).toEqual(['0001-first', '0002-second']);

      // Separate instances: a row written in one is not in another made from the same dump.
      await sql`insert into alpha (a) values (1)`.execute(first.db);
      const { rows: seen } = await sql<{ n: number }>`select count(*)::int as n from alpha`.execute(again.db);
      expect(seen[0]?.n).toBe(0);
    } finally {
      for (const database of [first, changed, longer, again]) await database.close();
      // This test's dumps are of no use to any other run.
      for (const file of readdirSync(os.tmpdir()))
        if (file.includes(`-${service}-`)) rmSync(path.join(os.tmpdir(), file), { force: true });
    }
  },
  DATABASE_SETUP_TIMEOUT,
);

// Instances of a service started together on one PostgreSQL each migrate its schema at start
// (scripts/faults: two of each service): none may fail on the others' work, nor on another
// service's schema changing meanwhile.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { databaseTargets, describeFor, TEST_DATABASE_URL } from '../testing';
import { createDatabase, type Database, type Migrations } from './database';

const MIGRATIONS: Migrations = {
  '0001-notes': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notes')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .execute();
    },
  },
};

const postgres = databaseTargets().find((target) => target.name === 'postgres')!;

/** `count` instances of one service on a new schema, not yet migrated. */
async function instancesOnNewSchema(count: number) {
  const schema = `t_race_${randomBytes(6).toString('hex')}`;
  const instances: Database<unknown>[] = [];
  for (let i = 0; i < count; i += 1)
    instances.push(
      await createDatabase({
        service: 'race',
        schema,
        databaseUrl: TEST_DATABASE_URL,
        migrations: MIGRATIONS,
      }),
    );
  return { schema, instances };
}

/** Every instance's migration at once; the failures' messages. */
async function migrateAll(instances: readonly Database<unknown>[]): Promise<string[]> {
  const outcomes = await Promise.allSettled(instances.map((instance) => instance.migrate()));
  return outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
}

async function dropAndClose(schema: string, instances: readonly Database<unknown>[]) {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(instances[0]!.db);
  for (const instance of instances) await instance.close();
}

describeFor(postgres)('migrate() on PostgreSQL', () => {
  test('eight instances migrating a new schema at once all start; the schema is migrated once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { schema, instances } = await instancesOnNewSchema(8);
      try {
        expect(await migrateAll(instances)).toEqual([]);
        const applied = await sql<{ n: number }>`
          select count(*)::int as n from ${sql.id(schema, 'kysely_migration')}`.execute(instances[0]!.db);
        expect(applied.rows[0]!.n).toBe(1);
      } finally {
        await dropAndClose(schema, instances);
      }
    }
  });

  test('instances migrate while another client creates and drops schemas of its own', async () => {
    // Another service's migration dropping a table, or a test dropping its schema, must not fail
    // a migration of this one: nothing in migrate() may read outside its own schema.
    const churn = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await churn.connect();
    let churning = true;
    const churned = (async () => {
      let rounds = 0;
      while (churning) {
        const name = `t_churn_${randomBytes(6).toString('hex')}`;
        await churn.query(`create schema ${name}`);
        await churn.query(`create table ${name}.rows (id serial primary key, note text)`);
        await churn.query(`drop schema ${name} cascade`);
        rounds += 1;
      }
      return rounds;
    })();
    const failed: string[] = [];
    try {
      for (let round = 0; round < 15; round += 1) {
        const { schema, instances } = await instancesOnNewSchema(3);
        failed.push(...(await migrateAll(instances)));
        await dropAndClose(schema, instances);
      }
    } finally {
      churning = false;
      expect(await churned).toBeGreaterThan(0);
      await churn.end();
    }
    expect(failed).toEqual([]);
  }, 60_000);
});

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

describeFor(postgres)('migrate() on PostgreSQL', () => {
  test('eight instances migrating a new schema at once all start; the schema is migrated once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const schema = `t_race_${randomBytes(6).toString('hex')}`;
      const instances: Database<unknown>[] = [];
      for (let i = 0; i < 8; i += 1)
        instances.push(
          await createDatabase({
            service: 'race',
            schema,
            databaseUrl: TEST_DATABASE_URL,
            migrations: MIGRATIONS,
          }),
        );
      try {
        const outcomes = await Promise.allSettled(instances.map((instance) => instance.migrate()));
        const failed = outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
        expect(failed).toEqual([]);
        const applied = await sql<{ n: number }>`
          select count(*)::int as n from ${sql.id(schema, 'kysely_migration')}`.execute(instances[0]!.db);
        expect(applied.rows[0]!.n).toBe(1);
      } finally {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(instances[0]!.db);
        for (const instance of instances) await instance.close();
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
        const schema = `t_race_${randomBytes(6).toString('hex')}`;
        const instances = await Promise.all(
          [0, 1, 2].map(() =>
            createDatabase({
              service: 'race',
              schema,
              databaseUrl: TEST_DATABASE_URL,
              migrations: MIGRATIONS,
            }),
          ),
        );
        const outcomes = await Promise.allSettled(instances.map((instance) => instance.migrate()));
        failed.push(...outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : [])));
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(instances[0]!.db);
        for (const instance of instances) await instance.close();
      }
    } finally {
      churning = false;
      expect(await churned).toBeGreaterThan(0);
      await churn.end();
    }
    expect(failed).toEqual([]);
  }, 60_000);
});

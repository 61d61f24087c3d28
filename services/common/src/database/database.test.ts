// Instances of a service started together on one PostgreSQL each migrate its schema at start
// (scripts/faults: two of each service): none may fail on the others' work.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
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
});

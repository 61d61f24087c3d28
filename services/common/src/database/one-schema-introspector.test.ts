// The service's introspector answers as Kysely's own PostgreSQL introspector does for the
// service's schema, and reads no other schema. Kysely's own reads every schema, so it is asked on
// the embedded database only: on the shared PostgreSQL, other Jest workers drop theirs meanwhile.
import { randomBytes } from 'node:crypto';
import { PostgresIntrospector, sql, type Kysely } from 'kysely';
import { createTestDatabase, databaseTargets, DATABASE_SETUP_TIMEOUT, describeFor } from '../testing';
import type { Database, Migrations } from './database';

const MIGRATIONS: Migrations = {
  '0001-shapes': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('serials')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo('none'))
        .addColumn('kept', 'boolean')
        .execute();
      await db.schema
        .createTable('identities')
        .addColumn('id', 'integer', (c) => c.generatedAlwaysAsIdentity().primaryKey())
        .addColumn('taken_at', 'timestamptz')
        .execute();
      await sql`comment on column identities.taken_at is 'when it was taken'`.execute(db);
      await sql`alter table serials drop column kept`.execute(db);
      await db.schema
        .createView('notes')
        .as(sql`select id, note from serials`)
        .execute();
    },
  },
};

describe.each(databaseTargets())('OneSchemaIntrospector on $name', (target) => {
  describeFor(target)('', () => {
    let database: Database<unknown>;
    let other: string;

    beforeAll(async () => {
      database = await createTestDatabase<unknown>(target, 'introspect', MIGRATIONS);
      // A schema of another service beside it, with a table of the same name.
      other = `t_other_${randomBytes(6).toString('hex')}`;
      await sql`create schema ${sql.id(other)}`.execute(database.db);
      await sql`create table ${sql.id(other, 'serials')} (id serial primary key)`.execute(database.db);
    }, DATABASE_SETUP_TIMEOUT);
    afterAll(async () => {
      if (other) await sql`drop schema if exists ${sql.id(other)} cascade`.execute(database.db);
      await database?.close();
    });

    test.each([false, true])(
      'tables and columns as the migration made them (internal tables: %s)',
      async (withInternalKyselyTables) => {
        const actual = await database.db.introspection.getTables({ withInternalKyselyTables });
        if (target.name === 'pglite') {
          const kysely = await new PostgresIntrospector(database.db).getTables({ withInternalKyselyTables });
          expect(actual).toEqual(kysely.filter((table) => table.schema === database.schema));
        }
        const names = actual.map((table) => table.name).sort();
        expect(names).toEqual(
          withInternalKyselyTables
            ? ['identities', 'kysely_migration', 'kysely_migration_lock', 'notes', 'serials']
            : ['identities', 'notes', 'serials'],
        );
        // Facts the migration wrote, read straight from it.
        const serials = actual.find((table) => table.name === 'serials')!;
        expect(serials.columns.map((column) => column.name)).toEqual(['id', 'note']);
        expect(serials.columns[0]).toMatchObject({ isAutoIncrementing: true, isNullable: false });
        expect(serials.columns[1]).toMatchObject({ hasDefaultValue: true, dataType: 'text' });
        const identities = actual.find((table) => table.name === 'identities')!;
        expect(identities.columns[0]!.isAutoIncrementing).toBe(true);
        expect(identities.columns[1]).toMatchObject({ comment: 'when it was taken', isNullable: true });
        expect(actual.find((table) => table.name === 'notes')!.isView).toBe(true);
      },
    );

    test('schemas: its own alone', async () => {
      expect(await database.db.introspection.getSchemas()).toEqual([{ name: database.schema }]);
    });

    test('a table in another schema is not read', async () => {
      const tables = await database.db.introspection.getTables();
      expect(tables.filter((table) => table.name === 'serials')).toHaveLength(1);
      expect(tables.every((table) => table.schema === database.schema)).toBe(true);
    });
  });
});

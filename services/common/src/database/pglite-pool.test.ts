import { sql, type Kysely } from 'kysely';
import type { Database } from './database';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT } from '../testing';

interface CounterDB {
  counter: { id: number; value: number };
}

describe('PGlitePool', () => {
  let database: Database<CounterDB>;
  beforeAll(async () => {
    database = await createTestDatabase<CounterDB>({ name: 'pglite', available: true }, 'pool', {
      '0001': {
        async up(db: Kysely<unknown>) {
          await sql`create table counter (id int primary key, value int not null)`.execute(db);
          await sql`insert into counter values (1, 0)`.execute(db);
        },
      },
    });
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(() => database?.close());

  test('concurrent transactions take turns on the one connection', async () => {
    // Read-then-write in each transaction: interleaving on one connection would lose updates.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction().execute(async (trx) => {
          const { value } = await trx
            .selectFrom('counter')
            .select('value')
            .where('id', '=', 1)
            .executeTakeFirstOrThrow();
          await new Promise((resolve) => setImmediate(resolve));
          await trx
            .updateTable('counter')
            .set({ value: value + 1 })
            .where('id', '=', 1)
            .execute();
        }),
      ),
    );
    const row = await database.db.selectFrom('counter').select('value').executeTakeFirstOrThrow();
    expect(row.value).toBe(20);
  });

  test('poolStats: the connection lent while a transaction holds it, the others counted as waiting', async () => {
    expect(database.poolStats()).toEqual({ total: 1, idle: 1, waiting: 0, max: 1 });
    let release!: () => void;
    const held = database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('counter').select('value').execute();
      await new Promise<void>((resolve) => (release = resolve));
    });
    while (!release) await new Promise((resolve) => setImmediate(resolve));
    const queued = [database.db.selectFrom('counter').select('value').execute(), database.ping()];
    await new Promise((resolve) => setImmediate(resolve));
    const seen = database.poolStats();
    release();
    await Promise.all([held, ...queued]);
    expect(seen).toEqual({ total: 1, idle: 0, waiting: 2, max: 1 });
    expect(database.poolStats()).toEqual({ total: 1, idle: 1, waiting: 0, max: 1 });
  });

  test('a failed transaction rolls back and frees the connection', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.updateTable('counter').set({ value: -1 }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const row = await database.db.selectFrom('counter').select('value').executeTakeFirstOrThrow();
    expect(row.value).toBe(20);
  });

  test('numAffectedRows comes through', async () => {
    const result = await database.db.updateTable('counter').set({ value: 21 }).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
    expect(await database.ping()).toBe(true);
  });

  test('an in-memory database starts with small shared buffers, the rest of the defaults kept', async () => {
    const show = async (setting: string) =>
      (await sql<Record<string, string>>`show ${sql.raw(setting)}`.execute(database.db)).rows[0]?.[setting];
    expect(await show('shared_buffers')).toBe('16MB');
    // PGlite's own start parameters still apply (one of them read back).
    expect(await show('max_worker_processes')).toBe('0');
  });
});

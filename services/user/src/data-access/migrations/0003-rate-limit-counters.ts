import type { Kysely } from 'kysely';

// Throttling counts (issue 11 "Throttling") in the database, so every instance of the service
// counts the same and a restart forgets nothing (ARCHITECTURE.md "Scale-out path"): one row per
// limiter key (`<limiter>:<SHA-256 prefix of the address or client>`, never the address itself).
// expires_at null means the count never expires; expired rows are swept now and then.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_expires_at')
    .on('rate_limit_counters')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}

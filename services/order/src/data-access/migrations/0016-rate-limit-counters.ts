import { sql, type Kysely } from 'kysely';

// One rate-limit library (issue 39): the attempt limits (retrieve by e-mail, certificate checks,
// unsubscribe codes) are counted by rate-limiter-flexible through the shared DatabaseRateLimiter,
// in the table the user service has under the same name and shape (its migration 0003): one row
// per limiter key (`<scope>:<SHA-256 of the address or client>`, never the address itself);
// expires_at null means never. The fixed-window counters of 0008 (rate_limits) are no longer read:
// dropped; their counts were at most an hour old.
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
  await db.schema.dropTable('rate_limits').execute();
}

/** The table as 0008 and 0010 left it, empty. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('scope', 'text', (c) =>
      c
        .notNull()
        .check(sql`scope in ('email', 'client', 'verify', 'unsubscribe-email', 'unsubscribe-client')`),
    )
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull().check(sql`hits > 0`))
    .addPrimaryKeyConstraint('rate_limits_pkey', ['scope', 'key', 'window_start'])
    .execute();
  await db.schema.createIndex('rate_limits_expires_idx').on('rate_limits').column('expires_at').execute();
  await db.schema.dropTable('rate_limit_counters').execute();
}

import { sql, type Kysely } from 'kysely';

// Rate limits (issue 8: retrieve by e-mail per address and per client, certificate lookups per
// client): attempt counters in fixed windows,
// in the database so every instance counts the same (ARCHITECTURE.md "Scale-out path"); the key
// is a SHA-256 of the address, never the address itself. And the lookup of a mailbox's paid
// orders, case-insensitive, by index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('email', 'client', 'verify')`))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull().check(sql`hits > 0`))
    .addPrimaryKeyConstraint('rate_limits_pkey', ['scope', 'key', 'window_start'])
    .execute();
  await db.schema.createIndex('rate_limits_expires_idx').on('rate_limits').column('expires_at').execute();
  await sql`create index orders_paid_email_idx on orders (lower(email)) where status = 'paid'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists orders_paid_email_idx`.execute(db);
  await db.schema.dropTable('rate_limits').execute();
}

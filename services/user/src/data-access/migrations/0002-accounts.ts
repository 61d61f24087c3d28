import { sql, type Kysely } from 'kysely';

// Issue 11 accounts (spec §3 "User account", §5): profile fields, e-mail confirmation, server-side
// sessions, one-time tokens and reset codes. Only SHA-256 hashes of tokens and codes are stored,
// so the tables themselves open nothing. password_hash becomes nullable: an account made after a
// purchase has none until its owner sets one from the mailed link.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .alterColumn('password_hash', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('nickname', 'text')
    .addColumn('phone', 'text')
    .addColumn('birthday', 'text', (c) => c.check(sql`birthday ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
    .addColumn('sex', 'text', (c) => c.check(sql`sex in ('male', 'female', 'confidential')`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`token_hash ~ '^[0-9a-f]{64}$'`),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  // Confirmation, reset (after a code) and set-password (after a purchase) links: one use each.
  await db.schema
    .createTable('account_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey().check(sql`token_hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('confirm', 'reset', 'set-password')`),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('account_tokens_user_id').on('account_tokens').column('user_id').execute();

  // One live code per account: a new one replaces the old (spec §5 verification code).
  await db.schema
    .createTable('reset_codes')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().check(sql`code_hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .execute();

  // POST /internal/account/ensure is answered once per order: a retry mails nothing twice.
  await db.schema
    .createTable('account_ensures')
    .addColumn('order_number', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // Set once the set-password mail reached the outbox: a retry after a failed send mails again.
    .addColumn('mailed_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['account_ensures', 'reset_codes', 'account_tokens', 'sessions'])
    await db.schema.dropTable(table).execute();
  await db.schema
    .alterTable('users')
    .dropColumn('confirmed_at')
    .dropColumn('nickname')
    .dropColumn('phone')
    .dropColumn('birthday')
    .dropColumn('sex')
    .dropColumn('updated_at')
    .execute();
}

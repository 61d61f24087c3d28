import { sql, type Kysely } from 'kysely';

// Issue 14: the remote registry. Builds are immutable (unique remote+version); the live pointer,
// variant assignments and canaries point at builds; every change writes an audit row in the same
// transaction. Admin accounts are the campaign managers' own, not the visitors' (user service).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('builds')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('entry', 'text', (c) => c.notNull())
    .addColumn('shared', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('published_by', 'text', (c) => c.notNull())
    .addUniqueConstraint('builds_remote_version', ['remote', 'version'])
    .execute();

  await db.schema
    .createTable('live_builds')
    .addColumn('remote', 'text', (c) => c.primaryKey())
    .addColumn('build_id', 'integer', (c) => c.notNull().references('builds.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('variant_assignments')
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('build_id', 'integer', (c) => c.notNull().references('builds.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('variant_assignments_pk', ['variant', 'remote'])
    .execute();

  await db.schema
    .createTable('canaries')
    .addColumn('remote', 'text', (c) => c.primaryKey())
    .addColumn('build_id', 'integer', (c) => c.notNull().references('builds.id'))
    .addColumn('share', 'integer', (c) => c.notNull().check(sql`share between 0 and 100`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('campaign-manager', 'viewer')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('disabled_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`token_hash ~ '^[0-9a-f]{64}$'`),
    )
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`length(btrim(reason)) > 0`))
    .execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target', 'id']).execute();
  await db.schema.createIndex('audit_log_remote').on('audit_log').columns(['remote', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'admin_sessions',
    'admin_users',
    'canaries',
    'variant_assignments',
    'live_builds',
    'builds',
  ])
    await db.schema.dropTable(table).execute();
}

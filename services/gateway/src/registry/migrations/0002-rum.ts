import { sql, type Kysely } from 'kysely';

// Issue 41: real-user metrics per remote build and the canary analyses that act on them.
// rum_counts: what the gateways' beacons add up to, per build and 10-second slot (domain/rum-counts.ts SLOT_MS): a counter
// (`views`, `error_views`, `load_failures`, `step:<step>`; bucket 0) or a vital's histogram
// (`vital:<name>`, bucket = the value's logarithmic bucket, domain/vital-buckets.ts). Gateways add
// their counts to the same rows (insert … on conflict add), so no instance keeps values of its own.
// canary_analyses: a canary started with its gates and steps; at most one running per remote.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rum_counts')
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('slot', 'timestamptz', (c) => c.notNull())
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('bucket', 'smallint', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull().check(sql`count >= 0`))
    .addPrimaryKeyConstraint('rum_counts_pk', ['remote', 'version', 'slot', 'series', 'bucket'])
    .execute();

  await db.schema
    .createTable('canary_analyses')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('build_id', 'integer', (c) => c.notNull().references('builds.id'))
    .addColumn('config', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('running', 'promoted', 'rolled-back', 'stopped')`),
    )
    .addColumn('step_index', 'integer', (c) => c.notNull().check(sql`step_index >= 0`))
    .addColumn('started_by', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('step_started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('checked_at', 'timestamptz')
    .addColumn('gates', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('canary_analyses_one_running')
    .on('canary_analyses')
    .column('remote')
    .unique()
    .where(sql.ref('state'), '=', 'running')
    .execute();
  await db.schema
    .createIndex('canary_analyses_remote')
    .on('canary_analyses')
    .columns(['remote', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('canary_analyses').execute();
  await db.schema.dropTable('rum_counts').execute();
}

import { sql, type Kysely } from 'kysely';

// Issue 8 files: rendered report PDFs and certificates, cached by a hash of what they show, so a
// second download is one read; the row is also the claim that one instance is rendering it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_files')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('generating', 'ready', 'failed')`))
    .addColumn('content', 'bytea')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_files').execute();
}

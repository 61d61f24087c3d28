import { sql, type Kysely } from 'kysely';

// Issue 8. report_scores: what the order service keeps of the exam service's account of a PAID
// session (asked over HTTP once; final once confirmed), so a report view is a few local reads,
// and the platform's own comparison figures (ranking) come from these rows. certificates: one
// verification code per session whose paid tiers include the certificate.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_scores')
    .addColumn('exam_session_id', 'text', (c) => c.primaryKey())
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('scored', 'abnormal')`))
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('question_count', 'integer', (c) => c.notNull())
    // The exam service's sessionScoreSchema as JSON; null when the session has no score.
    .addColumn('score', 'jsonb')
    // For the comparison figures: the IQ, and the country of the session's first paid order.
    .addColumn('iq', 'integer')
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('certificates')
    .addColumn('code', 'text', (c) => c.primaryKey().check(sql`code ~ '^[0-9A-HJKMNP-TV-Z]{12}$'`))
    .addColumn('exam_session_id', 'text', (c) => c.notNull().unique())
    // Set by the owner (POST /exam/order/certificate); null until then.
    .addColumn('name', 'text')
    // What the certificate states and the verification page confirms: the band and the test's date.
    .addColumn('band', 'text', (c) => c.notNull())
    .addColumn('tested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('certificates').execute();
  await db.schema.dropTable('report_scores').execute();
}

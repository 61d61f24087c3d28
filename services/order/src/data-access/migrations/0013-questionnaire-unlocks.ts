import { sql, type Kysely } from 'kysely';

// Issue 12, questionnaire results (exams 2–4) as free or paid content. The exam service never
// shows a result to the session holder: the order service keeps the result it unlocked, one row
// per exam session, either for a signed-in account (a free test; user_id) or for a paid order
// whose tiers include the test (order_number). A session belongs to exactly one of them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('questionnaire_unlocks')
    .addColumn('exam_session_id', 'text', (c) => c.primaryKey())
    .addColumn('exam_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // The user service's account id (the gateway-signed identity), as text.
    .addColumn('user_id', 'text')
    .addColumn('order_number', 'text', (c) => c.references('orders.order_number'))
    // The exam service's QuestionnaireResult as it was at confirmation (answers are locked then).
    .addColumn('result', 'jsonb', (c) => c.notNull())
    // When the answers were confirmed; the list's "latest" and the screen's date.
    .addColumn('taken_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('questionnaire_unlocks_one_owner', sql`(user_id is null) <> (order_number is null)`)
    .execute();
  await sql`create index questionnaire_unlocks_user_idx on questionnaire_unlocks (user_id, exam_id)`.execute(
    db,
  );
  await sql`create index questionnaire_unlocks_order_idx on questionnaire_unlocks (order_number)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('questionnaire_unlocks').execute();
}

import { sql, type Kysely } from 'kysely';

// Issue 12: sessions of the questionnaire exams (2 personality, 3 EQ, 4 brain dominance). Their
// answers are points on a response scale, not option ids, so they get their own table; the
// personality form and the scored result too. Sessions started before this keep their
// placeholder items (questionnaire null) and the matrix flow they began with.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('questionnaire', 'text', (c) =>
      c.check(sql`questionnaire in ('sixteen-types', 'eq', 'brain-dominance')`),
    )
    .execute();

  await db.schema
    .createTable('questionnaire_answers')
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('questionnaire_answers_pk', ['session_id', 'item_id'])
    .execute();

  // spec §3 "Personality form": one per session, all fields required.
  await db.schema
    .createTable('personality_profiles')
    .addColumn('session_id', 'text', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('birth_year', 'integer', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // `result` is what GET /exam/session/result serves; `detail` keeps the exact figures (raw
  // sums, unrounded percentages) for the reports that come later.
  await db.schema
    .createTable('questionnaire_results')
    .addColumn('session_id', 'text', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull())
    .addColumn('scored_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // The catalogue's placeholder figures (30 questions, 6 options) become the real ones: 40, 30
  // and 12 statements on a 5-point scale, about 10 seconds each.
  for (const [id, questions, minutes] of [
    [2, 40, 7],
    [3, 30, 5],
    [4, 12, 2],
  ] as const)
    await sql`update exams set question_count = ${questions}, option_count = 5, minutes = ${minutes} where id = ${id}`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update exams set question_count = 30, option_count = 6, minutes = 3 where id in (2, 3, 4)`.execute(
    db,
  );
  await db.schema.dropTable('questionnaire_results').execute();
  await db.schema.dropTable('personality_profiles').execute();
  await db.schema.dropTable('questionnaire_answers').execute();
  await db.schema.alterTable('sessions').dropColumn('questionnaire').execute();
}

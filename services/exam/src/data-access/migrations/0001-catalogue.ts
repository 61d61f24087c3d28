import { sql, type Kysely } from 'kysely';

// spec/ARCHITECTURE "Routes": 1 IQ, 2 personality (16 types), 3 EQ, 4 brain dominance.
const KINDS = [
  { id: 1, key: 'iq', name: 'IQ test' },
  { id: 2, key: 'personality', name: 'Personality test (16 types)' },
  { id: 3, key: 'eq', name: 'EQ test' },
  { id: 4, key: 'brainDominance', name: 'Brain dominance test' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('exams')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('question_count', 'integer', (c) => c.notNull())
    .addColumn('option_count', 'integer', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .execute();

  await sql`insert into categories (id, name_key, name, sort_order) values ${sql.join(
    KINDS.map((k) => sql`(${k.id}, ${`exam.category.${k.key}`}, ${k.name}, ${k.id})`),
  )}`.execute(db);
  // PLACEHOLDER figures for every kind: spec §9 gives 30 questions, 6 options, "about 3 minutes" (IQ).
  await sql`insert into exams (id, category_id, name_key, name, question_count, option_count, minutes) values ${sql.join(
    KINDS.map((k) => sql`(${k.id}, ${k.id}, ${`exam.name.${k.key}`}, ${k.name}, 30, 6, 3)`),
  )}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exams').execute();
  await db.schema.dropTable('categories').execute();
}

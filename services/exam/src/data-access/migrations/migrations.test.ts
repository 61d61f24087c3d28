// Upgrading a database that already holds sessions from before generated items (0002).
import { questionListSchema } from '@iq/contracts';
import { Migrator } from 'kysely/migration';
import { sql } from 'kysely';
import type { Database, RunningServer } from '@iq/service-common';
import {
  createTestDatabase,
  DATABASE_SETUP_TIMEOUT,
  databaseTargets,
  describeFor,
  postJson,
  request,
  startServer,
} from '@iq/service-common/src/testing';
import { createExamApp } from '../../app';
import type { ExamDB } from '../schema';
import { examMigrations } from '.';

const [pglite] = databaseTargets();

describeFor(pglite!)('migration 0003 over existing sessions', () => {
  let database: Database<ExamDB>;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    const { '0001-catalogue': catalogue, '0002-sessions': sessions } = examMigrations;
    database = await createTestDatabase<ExamDB>(pglite!, 'exam', {
      '0001-catalogue': catalogue!,
      '0002-sessions': sessions!,
    });
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  test('an old session keeps working: placeholder pictures, answers, confirmation', async () => {
    await sql`insert into sessions (id, exam_id, code) values ('old-session', 1, 'web')`.execute(database.db);
    await sql`insert into session_items (session_id, number, item_id, option_ids)
      values ('old-session', 1, 'old-item', ${['o1', 'o2', 'o3', 'o4', 'o5', 'o6']})`.execute(database.db);
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => ({ ...examMigrations }) },
      migrationTableSchema: database.schema,
    });
    const { error, results } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    expect(results?.map((r) => [r.migrationName, r.status])).toEqual([
      ['0003-exam-lifecycle', 'Success'],
      ['0004-score-bounds', 'Success'],
      ['0005-questionnaires', 'Success'],
      ['0006-session-handoffs', 'Success'],
      ['0007-session-retention', 'Success'],
      ['0008-answer-revision', 'Success'],
      ['0009-guessing-flag', 'Success'],
    ]);

    server = await startServer(createExamApp({ database }));
    const headers = { 'Exam-Session': 'old-session' };
    const list = await request(`${server.url}/exam/question/list/1/en`, { headers });
    const { questions } = questionListSchema.parse((list.body as { data: unknown }).data);
    expect(questions.map((q) => [q.id, q.options.map((o) => o.id)])).toEqual([
      ['old-item', ['o1', 'o2', 'o3', 'o4', 'o5', 'o6']],
    ]);
    const answered = await postJson(
      `${server.url}/exam/session/answer`,
      { questionId: 'old-item', optionId: 'o2' },
      headers,
    );
    expect(answered.body).toEqual({ result: 200, data: { answeredCount: 1 } });
    const confirmed = await postJson(`${server.url}/exam/session/confirm`, {}, headers);
    expect(confirmed).toMatchObject({ status: 200, body: { data: { outcome: expect.any(String) } } });
  });
});

// Issue 15 "resource limits": sessions nothing can be sold for expire 7 days after their last use
// (domain/session-retention.ts), answer as unknown at once and are purged; a confirmed, scored
// session (the only kind the order service sells) is never purged. On PGlite and PostgreSQL,
// with the service clock moved by the test.
import { EXAM_ERROR_MESSAGES, INTERNAL_TOKEN_HEADER } from '@iq/contracts';
import { DEV_INTERNAL_TOKEN } from '@iq/service-common';
import {
  databaseTargets,
  describeFor,
  postJson,
  request,
  serviceUnderTest,
} from '@iq/service-common/src/testing';
import { createExamApp, createExamSessionPurger, purgeExpiredSessions } from './app';
import { examMigrations } from './data-access/migrations';
import type { ExamDB } from './data-access/schema';

const T0 = Date.parse('2030-01-01T00:00:00.000Z');
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
const NOT_FOUND = { result: 404, message: EXAM_ERROR_MESSAGES.sessionNotFound };

describe.each(databaseTargets())('session retention on $name', (target) => {
  describeFor(target)('', () => {
    let clockMs = T0;
    const now = () => new Date(clockMs);
    const service = serviceUnderTest<ExamDB>(target, 'exam', examMigrations, (database) =>
      createExamApp({ database, now, config: { timeLimitSeconds: 1200, minSecondsPerItem: 2 } }),
    );
    const headers = (session: string) => ({ 'Exam-Session': session });
    const dataOf = (res: { body: unknown }) => (res.body as { data: unknown }).data;
    const start = async (examId = 1) => {
      const res = await postJson(`${service.url}/exam/session/start`, { examId, code: 'web' });
      expect(res.status).toBe(200);
      return (dataOf(res) as { sessionId: string }).sessionId;
    };
    const list = (session: string) =>
      request(`${service.url}/exam/question/list/1/en`, { headers: headers(session) });
    const state = (session: string) =>
      request(`${service.url}/exam/session/state`, { headers: headers(session) });
    const rowsOf = async (session: string) => {
      const count = async (
        table: 'sessions' | 'session_items' | 'session_handoffs',
        column: 'id' | 'session_id',
      ) => {
        const row = await service.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where(column, '=', session)
          .executeTakeFirstOrThrow();
        return Number(row.n);
      };
      return {
        sessions: await count('sessions', 'id'),
        items: await count('session_items', 'session_id'),
        handoffs: await count('session_handoffs', 'session_id'),
      };
    };
    /** What a visitor route answers for a session id nobody ever had. */
    const asUnknown = async (call: (session: string) => Promise<{ status: number; body: unknown }>) => {
      const unknown = await call('never-issued-session-id');
      expect(unknown).toMatchObject({ status: 404, body: NOT_FOUND });
      return { status: unknown.status, body: unknown.body };
    };
    const visitorCalls: [string, (session: string) => Promise<{ status: number; body: unknown }>][] = [
      ['list', list],
      ['state', state],
      [
        'answer',
        (s) => postJson(`${service.url}/exam/session/answer`, { questionId: 'q', optionId: 'o' }, headers(s)),
      ],
      ['confirm', (s) => postJson(`${service.url}/exam/session/confirm`, {}, headers(s))],
      ['email', (s) => postJson(`${service.url}/exam/session/email`, { email: 'a@example.com' }, headers(s))],
      ['summary', (s) => request(`${service.url}/exam/session/summary`, { headers: headers(s) })],
      ['handoff', (s) => postJson(`${service.url}/exam/session/handoff`, {}, headers(s))],
    ];

    let scored = '';
    let abandoned = '';
    let lateStart = '';
    let abnormal = '';
    let questionnaire = '';
    let t = 0;

    test('setup: a scored session, then abandoned, late-started, abnormal and questionnaire ones', async () => {
      // Scored: every answer right, 20 s apart (the order service sells only such sessions).
      scored = await start();
      const { questions } = dataOf(await list(scored)) as { questions: { id: string }[] };
      const keys = await service.database.db
        .selectFrom('session_items')
        .select(['item_id', 'correct_option_id'])
        .where('session_id', '=', scored)
        .execute();
      const key = new Map(keys.map((row) => [row.item_id, row.correct_option_id!]));
      for (const question of questions) {
        clockMs += 20 * SECOND;
        const res = await postJson(
          `${service.url}/exam/session/answer`,
          { questionId: question.id, optionId: key.get(question.id) },
          headers(scored),
        );
        expect(res.status).toBe(200);
      }
      const confirmed = await postJson(`${service.url}/exam/session/confirm`, {}, headers(scored));
      expect(dataOf(confirmed)).toEqual({ outcome: 'scored' });

      t = clockMs;
      abandoned = await start();
      expect((await list(abandoned)).status).toBe(200);
      expect((await postJson(`${service.url}/exam/session/handoff`, {}, headers(abandoned))).status).toBe(
        200,
      );
      lateStart = await start(); // its questions are first served three days later
      abnormal = await start();
      expect((await list(abnormal)).status).toBe(200);
      // Confirmed at once, nothing answered: not analysable, so nothing can be bought for it.
      expect(
        dataOf(await postJson(`${service.url}/exam/session/confirm`, {}, headers(abnormal))),
      ).toMatchObject({
        outcome: 'abnormal',
      });
      questionnaire = await start(3);
      clockMs = t + 3 * DAY;
      expect((await list(lateStart)).status).toBe(200);
    });

    test('one second before the 7 days are up, every session still answers', async () => {
      clockMs = t + 7 * DAY - SECOND;
      for (const session of [scored, abandoned, lateStart, abnormal, questionnaire])
        expect((await state(session)).status).toBe(200);
      expect(await purgeExpiredSessions(service.database.db, now())).toEqual({ sessions: 0, handoffs: 1 });
    });

    test('after 7 days unused, a session answers exactly as an unknown one, before any purge', async () => {
      clockMs = t + 7 * DAY + SECOND;
      for (const session of [abandoned, abnormal]) {
        for (const [name, call] of visitorCalls) {
          const res = await call(session);
          expect([name, { status: res.status, body: res.body }]).toEqual([name, await asUnknown(call)]);
        }
        expect((await rowsOf(session)).sessions).toBe(1); // gone for visitors, not yet purged
      }
      const questionnaireView = (s: string) =>
        request(`${service.url}/exam/question/questionnaire/3/en`, { headers: headers(s) });
      expect(await questionnaireView(questionnaire)).toMatchObject(await asUnknown(questionnaireView));
      // Used three days later, or confirmed and scored: still there.
      for (const session of [lateStart, scored]) expect((await state(session)).status).toBe(200);
    });

    test('the purge deletes the expired sessions with their rows, in batches, and nothing else', async () => {
      expect(await rowsOf(abandoned)).toEqual({ sessions: 1, items: 30, handoffs: 0 });
      // Batches of 2: the three expired sessions take two statements.
      expect(await purgeExpiredSessions(service.database.db, now(), 2)).toEqual({ sessions: 3, handoffs: 0 });
      for (const session of [abandoned, abnormal, questionnaire])
        expect(await rowsOf(session)).toEqual({ sessions: 0, items: 0, handoffs: 0 });
      expect((await rowsOf(lateStart)).sessions).toBe(1);
      expect((await rowsOf(scored)).sessions).toBe(1);

      clockMs = t + 10 * DAY + SECOND; // 7 days after the late start's first list
      expect((await state(lateStart)).status).toBe(404);
      expect(await createExamSessionPurger({ database: service.database, now }).purgeNow()).toEqual({
        sessions: 1,
        handoffs: 0,
      });
      expect((await rowsOf(lateStart)).sessions).toBe(0);
    });

    test('a confirmed, scored session is never purged: its report is there a year later', async () => {
      clockMs = t + 400 * DAY;
      expect(await purgeExpiredSessions(service.database.db, now())).toEqual({ sessions: 0, handoffs: 0 });
      expect(
        dataOf(await request(`${service.url}/exam/session/summary`, { headers: headers(scored) })),
      ).toMatchObject({ confirmed: true, outcome: 'scored', scored: true });
      const report = await request(`${service.url}/internal/session-report`, {
        headers: { ...headers(scored), [INTERNAL_TOKEN_HEADER]: DEV_INTERNAL_TOKEN },
      });
      expect(report.status).toBe(200);
      expect((dataOf(report) as { questions: unknown[] }).questions).toHaveLength(30);
    });

    test('two instances purging at once share the work: each session deleted once, no error', async () => {
      const sessions = await Promise.all(Array.from({ length: 9 }, () => start()));
      clockMs += 8 * DAY;
      const results = await Promise.all([
        purgeExpiredSessions(service.database.db, now(), 2),
        purgeExpiredSessions(service.database.db, now(), 2),
      ]);
      expect(results[0]!.sessions + results[1]!.sessions).toBe(sessions.length);
      for (const session of sessions) expect((await rowsOf(session)).sessions).toBe(0);
    });
  });
});

// Issue 15 (load): an answer is saved by an unlocked read and a write that applies only if the
// session is as read (exam-store.ts readAnswerState / saveAnswerIfUnchanged). Here the write is
// handed a stale read on purpose — another answer, the locked way, a confirmation or the clock's
// start came in between — and must write nothing; the rows are read back with plain SQL. On
// PGlite and PostgreSQL.
import { sql } from 'kysely';
import {
  databaseTargets,
  describeFor,
  postJson,
  request,
  serviceUnderTest,
  startServer,
} from '@iq/service-common/src/testing';
import { createExamApp } from './app';
import { countAnswered, type AnswerState } from './data-access/answer-states';
import { createExamStore } from './data-access/exam-store';
import { examMigrations } from './data-access/migrations';
import type { ExamDB } from './data-access/schema';

const T0 = Date.parse('2030-01-01T00:00:00.000Z');

describe.each(databaseTargets())('answers against a stale read on $name', (target) => {
  describeFor(target)('', () => {
    let clockMs = T0;
    const now = () => new Date(clockMs);
    const service = serviceUnderTest<ExamDB>(target, 'exam', examMigrations, (database) =>
      createExamApp({ database, now, config: { timeLimitSeconds: 1200, minSecondsPerItem: 0 } }),
    );
    const store = () => createExamStore(service.database.db, { now });
    const headers = (session: string) => ({ 'Exam-Session': session });
    const dataOf = (res: { body: unknown }) => (res.body as { data: unknown }).data;
    type Questions = { id: string; options: { id: string }[] }[];

    const start = async () => {
      const res = await postJson(`${service.url}/exam/session/start`, { examId: 1, code: 'web' });
      return (dataOf(res) as { sessionId: string }).sessionId;
    };
    const list = async (session: string): Promise<Questions> => {
      const res = await request(`${service.url}/exam/question/list/1/en`, { headers: headers(session) });
      return (dataOf(res) as { questions: Questions }).questions;
    };
    const answer = (session: string, questionId: string, optionId: string | null) =>
      postJson(`${service.url}/exam/session/answer`, { questionId, optionId }, headers(session));
    /** The item's stored answer and events, read with plain SQL. */
    const itemRow = async (session: string, itemId: string) => {
      const { rows } = await sql<{ answer_option_id: string | null; answer_events: number; seconds: number }>`
        select answer_option_id, answer_events, seconds from session_items
        where session_id = ${session} and item_id = ${itemId}`.execute(service.database.db);
      return rows[0];
    };
    /** A stale read's write of `optionId` to `item`: applied or not. */
    const writeWith = (session: string, read: AnswerState, item: { id: string; options: { id: string }[] }) =>
      store().saveAnswerIfUnchanged(
        session,
        { revision: read.revision, started: read.session.startedAt !== null },
        { itemId: item.id, optionId: item.options[2]!.id, addSeconds: 7, at: now() },
      );

    test("a fresh read writes, and it read every item's options and answer", async () => {
      const session = await start();
      const questions = await list(session);
      await answer(session, questions[0]!.id, questions[0]!.options[0]!.id);
      const read = (await store().readAnswerState(session))!;
      expect(countAnswered(read)).toBe(1);
      expect(read.items.size).toBe(30);
      expect(read.items.get(questions[1]!.id)).toEqual({
        optionIds: questions[1]!.options.map((o) => o.id),
        answer: null,
      });
      expect(await writeWith(session, read, questions[1]!)).toBe(true);
      expect(await itemRow(session, questions[1]!.id)).toEqual({
        answer_option_id: questions[1]!.options[2]!.id,
        answer_events: 1,
        seconds: 7,
      });
    });

    test('another answer saved after the read: nothing written', async () => {
      const session = await start();
      const questions = await list(session);
      const read = (await store().readAnswerState(session))!;
      expect((await answer(session, questions[0]!.id, questions[0]!.options[0]!.id)).status).toBe(200);
      expect(await writeWith(session, read, questions[1]!)).toBe(false);
      expect(await itemRow(session, questions[1]!.id)).toEqual({
        answer_option_id: null,
        answer_events: 0,
        seconds: 0,
      });
    });

    test('an answer saved the locked way after the read: nothing written', async () => {
      const session = await start();
      const questions = await list(session);
      const read = (await store().readAnswerState(session))!;
      const count = await store().transaction(async (queries) => {
        await queries.findSessionForAnswer(session, questions[0]!.id);
        return queries.saveAnswerAndCount(session, {
          itemId: questions[0]!.id,
          optionId: questions[0]!.options[1]!.id,
          addSeconds: 1,
          at: now(),
        });
      });
      expect(count).toBe(1);
      expect(await writeWith(session, read, questions[1]!)).toBe(false);
      expect((await itemRow(session, questions[1]!.id))!.answer_events).toBe(0);
    });

    test('confirmed after the read: nothing written, and the answer is refused as locked', async () => {
      const session = await start();
      const questions = await list(session);
      const read = (await store().readAnswerState(session))!;
      const confirmed = await postJson(`${service.url}/exam/session/confirm`, {}, headers(session));
      expect(confirmed.status).toBe(200);
      expect(await writeWith(session, read, questions[1]!)).toBe(false);
      expect((await itemRow(session, questions[1]!.id))!.answer_events).toBe(0);
      expect((await answer(session, questions[1]!.id, questions[1]!.options[0]!.id)).status).toBe(409);
    });

    test('the clock started after the read (its seconds were reckoned without it): nothing written', async () => {
      const session = await start();
      // The item ids without serving the list (serving it starts the clock).
      const { rows } = await sql<{ item_id: string; option_ids: string[] }>`
        select item_id, option_ids from session_items where session_id = ${session} order by number`.execute(
        service.database.db,
      );
      const item = { id: rows[0]!.item_id, options: rows[0]!.option_ids.map((id) => ({ id })) };
      const read = (await store().readAnswerState(session))!;
      expect(read.session.startedAt).toBeNull();
      clockMs += 5000;
      await list(session);
      expect(await writeWith(session, read, item)).toBe(false);
      expect((await itemRow(session, item.id))!.answer_events).toBe(0);
    });

    test('two instances answering one session in turn: each reads again what the other changed', async () => {
      const other = await startServer(
        createExamApp({
          database: service.database,
          now,
          config: { timeLimitSeconds: 1200, minSecondsPerItem: 0 },
        }),
      );
      try {
        const session = await start();
        const questions = await list(session);
        const on = (url: string, i: number, option: number | null) =>
          postJson(
            `${url}/exam/session/answer`,
            {
              questionId: questions[i]!.id,
              optionId: option === null ? null : questions[i]!.options[option]!.id,
            },
            headers(session),
          );
        const counts: number[] = [];
        // Alternating instances, each keeping what it saw: every kept state is out of date by the
        // next call to it. Answers, a change and a clearing.
        const steps: [string, number, number | null][] = [
          [service.url, 0, 1],
          [other.url, 1, 2],
          [service.url, 2, 3],
          [other.url, 0, 4],
          [service.url, 1, null],
          [other.url, 3, 0],
        ];
        for (const [url, i, option] of steps) {
          clockMs += 2000;
          const res = await on(url, i, option);
          expect(res.status).toBe(200);
          counts.push((dataOf(res) as { answeredCount: number }).answeredCount);
        }
        expect(counts).toEqual([1, 2, 3, 3, 2, 3]);
        const rows = await Promise.all([0, 1, 2, 3].map((i) => itemRow(session, questions[i]!.id)));
        expect(rows.map((row) => [row!.answer_option_id, row!.answer_events, row!.seconds])).toEqual([
          // Every answer event adds the 2 s since the one before it.
          [questions[0]!.options[4]!.id, 2, 4],
          [null, 2, 4],
          [questions[2]!.options[3]!.id, 1, 2],
          [questions[3]!.options[0]!.id, 1, 2],
        ]);
      } finally {
        await other.close();
      }
    });

    test('a session this instance kept, expired since: the answer is 404 and nothing is written', async () => {
      const session = await start();
      const questions = await list(session);
      expect((await answer(session, questions[0]!.id, questions[0]!.options[0]!.id)).status).toBe(200);
      clockMs += 8 * 24 * 60 * 60 * 1000; // unused for longer than the 7 days of retention
      const res = await answer(session, questions[1]!.id, questions[1]!.options[0]!.id);
      expect(res.status).toBe(404);
      // And the write itself refuses an expired session, whatever was read before.
      const stale = (await createExamStore(service.database.db, { now: () => new Date(T0) }).readAnswerState(
        session,
      ))!;
      expect(await writeWith(session, stale, questions[1]!)).toBe(false);
      expect((await itemRow(session, questions[1]!.id))!.answer_events).toBe(0);
    });
  });
});

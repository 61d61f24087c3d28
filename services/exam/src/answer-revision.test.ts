// Issue 15 (load): an answer is saved by an unlocked read and a write that applies only if the
// session is as read (exam-store.ts readForAnswer / saveAnswerIfUnchanged). Here the write is
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
} from '@iq/service-common/src/testing';
import { createExamApp } from './app';
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
    const writeWith = (
      session: string,
      read: { revision: number; startedAt: Date | null },
      item: { id: string; options: { id: string }[] },
    ) =>
      store().saveAnswerIfUnchanged(
        session,
        { revision: read.revision, started: read.startedAt !== null },
        { itemId: item.id, optionId: item.options[2]!.id, addSeconds: 7, at: now() },
      );

    test('a fresh read writes, and the count it read is the other answers', async () => {
      const session = await start();
      const questions = await list(session);
      await answer(session, questions[0]!.id, questions[0]!.options[0]!.id);
      const read = (await store().readForAnswer(session, questions[1]!.id))!;
      expect(read).toMatchObject({
        othersAnswered: 1,
        itemOptionIds: questions[1]!.options.map((o) => o.id),
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
      const read = (await store().readForAnswer(session, questions[1]!.id))!;
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
      const read = (await store().readForAnswer(session, questions[1]!.id))!;
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
      const read = (await store().readForAnswer(session, questions[1]!.id))!;
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
      const read = (await store().readForAnswer(session, item.id))!;
      expect(read.startedAt).toBeNull();
      clockMs += 5000;
      await list(session);
      expect(await writeWith(session, read, item)).toBe(false);
      expect((await itemRow(session, item.id))!.answer_events).toBe(0);
    });
  });
});

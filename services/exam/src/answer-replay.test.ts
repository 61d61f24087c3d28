// Issue 38 (answers that survive a dropped connection): the browser queues an answer given
// offline and sends it when the connection is back, again if its acknowledgement was lost. The
// same answer sent twice must be acknowledged and change nothing: no second answer event, no
// seconds added, no new revision, even after confirmation or the time limit. A different answer
// still meets those rules. Rows are read back with plain SQL. On PGlite and PostgreSQL.
import { sql } from 'kysely';
import {
  databaseTargets,
  describeFor,
  postJson,
  request,
  serviceUnderTest,
} from '@iq/service-common/src/testing';
import { createExamApp } from './app';
import { examMigrations } from './data-access/migrations';
import type { ExamDB } from './data-access/schema';

const T0 = Date.parse('2030-01-01T00:00:00.000Z');
const LIMIT = 1200;

describe.each(databaseTargets())('a replayed answer on $name', (target) => {
  describeFor(target)('', () => {
    let clockMs = T0;
    const now = () => new Date(clockMs);
    const service = serviceUnderTest<ExamDB>(target, 'exam', examMigrations, (database) =>
      createExamApp({ database, now, config: { timeLimitSeconds: LIMIT, minSecondsPerItem: 0 } }),
    );
    const headers = (session: string) => ({ 'Exam-Session': session });
    const dataOf = (res: { body: unknown }) => (res.body as { data: unknown }).data;
    type Questions = { id: string; options: { id: string }[] }[];

    beforeEach(() => {
      clockMs = T0;
    });

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
    const item = async (session: string, itemId: string) => {
      const { rows } = await sql<{ answer_option_id: string | null; answer_events: number; seconds: number }>`
        select answer_option_id, answer_events, seconds from session_items
        where session_id = ${session} and item_id = ${itemId}`.execute(service.database.db);
      return rows[0]!;
    };
    const revision = async (session: string) => {
      const { rows } = await sql<{ answer_revision: number }>`
        select answer_revision from sessions where id = ${session}`.execute(service.database.db);
      return rows[0]!.answer_revision;
    };

    test('the same answer twice: both acknowledged with the same count, written once', async () => {
      const session = await start();
      const [first, second] = await list(session);
      const a = first!.options[1]!.id;
      expect(dataOf(await answer(session, second!.id, second!.options[0]!.id))).toEqual({ answeredCount: 1 });
      clockMs += 10_000;
      expect(dataOf(await answer(session, first!.id, a))).toEqual({ answeredCount: 2 });
      const before = { item: await item(session, first!.id), revision: await revision(session) };
      expect(before.item).toEqual({ answer_option_id: a, answer_events: 1, seconds: 10 });
      clockMs += 30_000;
      const replayed = await answer(session, first!.id, a);
      expect(replayed.status).toBe(200);
      expect(dataOf(replayed)).toEqual({ answeredCount: 2 });
      expect(await item(session, first!.id)).toEqual(before.item);
      expect(await revision(session)).toBe(before.revision);
      // The next real answer is timed from the last real one: the replay moved no clock.
      await answer(session, second!.id, second!.options[3]!.id);
      expect((await item(session, second!.id)).seconds).toBe(30);
    });

    test('a changed answer is a new event; its replay is not', async () => {
      const session = await start();
      const [first] = await list(session);
      await answer(session, first!.id, first!.options[0]!.id);
      await answer(session, first!.id, first!.options[4]!.id);
      await answer(session, first!.id, first!.options[4]!.id);
      expect(await item(session, first!.id)).toMatchObject({
        answer_option_id: first!.options[4]!.id,
        answer_events: 2,
      });
    });

    test('a cleared answer replayed, and a clear of an unanswered item: nothing written', async () => {
      const session = await start();
      const [first, second] = await list(session);
      await answer(session, first!.id, first!.options[0]!.id);
      await answer(session, first!.id, null);
      const cleared = await item(session, first!.id);
      expect(dataOf(await answer(session, first!.id, null))).toEqual({ answeredCount: 0 });
      expect(dataOf(await answer(session, second!.id, null))).toEqual({ answeredCount: 0 });
      expect(await item(session, first!.id)).toEqual(cleared);
      expect((await item(session, second!.id)).answer_events).toBe(0);
    });

    test('the same answer sent five times at once: all acknowledged, one event', async () => {
      const session = await start();
      const [first] = await list(session);
      const optionId = first!.options[2]!.id;
      const sent = await Promise.all([1, 2, 3, 4, 5].map(() => answer(session, first!.id, optionId)));
      expect(sent.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
      expect(sent.map(dataOf)).toEqual(Array(5).fill({ answeredCount: 1 }));
      expect(await item(session, first!.id)).toMatchObject({ answer_option_id: optionId, answer_events: 1 });
    });

    test('after confirmation a replay is acknowledged, a different answer is refused as locked', async () => {
      const session = await start();
      const [first] = await list(session);
      await answer(session, first!.id, first!.options[0]!.id);
      expect((await postJson(`${service.url}/exam/session/confirm`, {}, headers(session))).status).toBe(200);
      const before = await item(session, first!.id);
      expect((await answer(session, first!.id, first!.options[0]!.id)).status).toBe(200);
      const changed = await answer(session, first!.id, first!.options[1]!.id);
      expect(changed.status).toBe(409);
      expect(await item(session, first!.id)).toEqual(before);
    });

    test('after the time limit a replay is acknowledged, a new answer is refused as time up', async () => {
      const session = await start();
      const [first, second] = await list(session);
      await answer(session, first!.id, first!.options[0]!.id);
      clockMs += (LIMIT + 60) * 1000;
      const before = await item(session, first!.id);
      expect((await answer(session, first!.id, first!.options[0]!.id)).status).toBe(200);
      expect(await item(session, first!.id)).toEqual(before);
      const late = await answer(session, second!.id, second!.options[0]!.id);
      expect(late.status).toBe(409);
      expect((await item(session, second!.id)).answer_option_id).toBeNull();
    });

    test('a replay still names only this session’s questions and options', async () => {
      const session = await start();
      const [first, second] = await list(session);
      await answer(session, first!.id, first!.options[0]!.id);
      expect((await answer(session, first!.id, second!.options[0]!.id)).status).toBe(400);
      expect((await answer(session, 'no-such-question', first!.options[0]!.id)).status).toBe(400);
      expect((await item(session, first!.id)).answer_events).toBe(1);
    });
  });
});

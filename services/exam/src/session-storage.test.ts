// Issue 15 "resource limits": a session start must not store its 30 items' pictures (most of a
// session's bytes before the fix: docs/decisions/2026-11-26-drawings-from-seed.md). The pictures are drawn again from the seed; what a session's list
// shows must not change by a byte. The expected pictures come from the item bank directly
// (assembleTest / assembleIqItems on the same seeded randomness), never through the store.
import { questionListSchema, type QuestionList } from '@iq/contracts';
import { sql } from 'kysely';
import type { Database } from '@iq/service-common';
import {
  databaseTargets,
  describeFor,
  postJson,
  request,
  serviceUnderTest,
  startServer,
} from '@iq/service-common/src/testing';
import { createExamApp } from './app';
import { examMigrations } from './data-access/migrations';
import type { ExamDB } from './data-access/schema';
import { assembleIqItems, newSessionId, toQuestion } from './domain/exam-session';
import { assembleTest } from './domain/matrices';
import { PreparedItemSets } from './domain/prepared-item-sets';
import { seededRandom } from './domain/testing-random';
import { workerItemSetDrawer } from './entry-points/worker/item-set-drawer';

/** Stored bytes of the session tables (heap, TOAST and indexes). */
async function sessionTableBytes(database: Database<ExamDB>): Promise<number> {
  const { rows } = await sql<{ bytes: string | number }>`
    select pg_total_relation_size('sessions') + pg_total_relation_size('session_items') as bytes`.execute(
    database.db,
  );
  return Number(rows[0]!.bytes);
}

const STARTS = 20;
/** A clock that stands still, so two lists of one session are comparable byte for byte. */
const now = () => new Date('2030-01-01T00:00:00.000Z');
/**
 * The budget per start: 30 items' ids, option order and scoring key (rules, features, IRT), no
 * pictures and no mistakes; a start that stored its pictures is several times over it.
 */
const BYTES_PER_START_BUDGET = 44 * 1024;

describe.each(databaseTargets())('session storage on $name', (target) => {
  describeFor(target)('', () => {
    let random = seededRandom(1);
    const service = serviceUnderTest<ExamDB>(target, 'exam', examMigrations, (database) =>
      createExamApp({ database, now, random: { id: (n) => random.id(n), below: (n) => random.below(n) } }),
    );
    const dataOf = (res: { body: unknown }) => (res.body as { data: unknown }).data;
    const start = async () => {
      const res = await postJson(`${service.url}/exam/session/start`, { examId: 1, code: 'web' });
      expect(res.status).toBe(200);
      return (dataOf(res) as { sessionId: string }).sessionId;
    };
    const listText = async (url: string, session: string) => {
      const res = await request(`${url}/exam/question/list/1/en`, { headers: { 'Exam-Session': session } });
      expect(res.status).toBe(200);
      return res.text;
    };

    test(`bytes stored per session start stay under ${BYTES_PER_START_BUDGET / 1024} KB`, async () => {
      await start(); // the tables' first pages
      const before = await sessionTableBytes(service.database);
      for (let i = 0; i < STARTS; i++) await start();
      const perStart = ((await sessionTableBytes(service.database)) - before) / STARTS;
      console.info(`${target.name}: ${(perStart / 1024).toFixed(1)} KB stored per session start`);
      expect(perStart).toBeLessThan(BYTES_PER_START_BUDGET);
    });

    test("a session's list is byte for byte the item bank's pictures, on the instance that started it and on another", async () => {
      // The same randomness the service draws from gives, independently, the set it assembled.
      random = seededRandom(4242);
      const expectedRandom = seededRandom(4242);
      const session = await start();
      expect(session).toBe(newSessionId(expectedRandom));
      const expected = assembleIqItems(expectedRandom);

      const served = await listText(service.url, session);
      // Another instance on the same database: nothing of this session in its memory.
      const other = await startServer(createExamApp({ database: service.database, now }));
      try {
        const again = await listText(other.url, session);
        expect(again).toBe(served);
        const { questions } = questionListSchema.parse((JSON.parse(again) as { data: QuestionList }).data);
        expect(questions).toEqual(expected.items.map(toQuestion));
        // And straight from the item bank: item n of the seed's test, its options in some order.
        const bank = assembleTest(expected.seed!, 30);
        questions.forEach((question, i) => {
          expect(question.matrixSvg).toBe(bank[i]!.matrixSvg);
          expect(question.options.map((o) => o.svg).sort()).toEqual([...bank[i]!.optionSvgs].sort());
        });
      } finally {
        await other.close();
      }
      // The pictures are not in the database at all.
      const stored = await service.database.db
        .selectFrom('session_items')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('session_id', '=', session)
        .where((eb) => eb.or([eb('matrix_svg', 'is not', null), eb('option_svgs', 'is not', null)]))
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(0);
    });

    test('a start takes a set drawn on the worker thread, waiting for it when none is ready; another instance draws the same list from its seed', async () => {
      const drawer = workerItemSetDrawer();
      const failures: unknown[] = [];
      // Size 0: nothing is kept ready, so each start waits for the set the thread draws for it.
      const itemSets = new PreparedItemSets({
        size: 0,
        count: 30,
        random: seededRandom(98),
        drawAway: drawer.draw,
        onDrawAwayFailed: (error) => failures.push(error),
      }).start();
      const ahead = await startServer(createExamApp({ database: service.database, now, itemSets }));
      const other = await startServer(createExamApp({ database: service.database, now }));
      try {
        const res = await postJson(`${ahead.url}/exam/session/start`, { examId: 1, code: 'web' });
        const session = (dataOf(res) as { sessionId: string }).sessionId;
        const { seed } = await service.database.db
          .selectFrom('sessions')
          .select('seed')
          .where('id', '=', session)
          .executeTakeFirstOrThrow();
        expect(Number(seed)).toBe(seededRandom(98).below(2 ** 32));
        const served = await listText(ahead.url, session);
        expect(await listText(other.url, session)).toBe(served);
        const { questions } = questionListSchema.parse((JSON.parse(served) as { data: QuestionList }).data);
        expect(questions.map((q) => q.matrixSvg)).toEqual(
          assembleTest(Number(seed), 30).map((item) => item.matrixSvg),
        );
        expect(failures).toEqual([]);
      } finally {
        itemSets.stop();
        await drawer.stop();
        await ahead.close();
        await other.close();
      }
    }, 60_000);

    test('a start given a set drawn ahead stores its seed; another instance draws the same list from it', async () => {
      const itemSets = new PreparedItemSets({ size: 1, count: 30, random: seededRandom(99) }).start();
      for (let i = 0; i < 400 && itemSets.readyCount < 1; i++) await new Promise((r) => setTimeout(r, 5));
      expect(itemSets.readyCount).toBe(1);
      const ahead = await startServer(createExamApp({ database: service.database, now, itemSets }));
      const other = await startServer(createExamApp({ database: service.database, now }));
      try {
        const res = await postJson(`${ahead.url}/exam/session/start`, { examId: 1, code: 'web' });
        const session = (dataOf(res) as { sessionId: string }).sessionId;
        const served = await listText(ahead.url, session);
        expect(await listText(other.url, session)).toBe(served);
        // The seed stored is the prepared set's (seededRandom(99)'s first), and its test is what is shown.
        const { seed } = await service.database.db
          .selectFrom('sessions')
          .select('seed')
          .where('id', '=', session)
          .executeTakeFirstOrThrow();
        expect(Number(seed)).toBe(seededRandom(99).below(2 ** 32));
        const bank = assembleTest(Number(seed), 30);
        const { questions } = questionListSchema.parse((JSON.parse(served) as { data: QuestionList }).data);
        expect(questions.map((q) => q.matrixSvg)).toEqual(bank.map((item) => item.matrixSvg));
      } finally {
        itemSets.stop();
        await ahead.close();
        await other.close();
      }
    });

    test('a redrawing that differs from the digest kept at start is a 500, never other puzzles', async () => {
      random = seededRandom(77);
      const session = await start();
      // As if the generator had changed since: the seed now draws another set.
      await service.database.db
        .updateTable('sessions')
        .set({ drawings_digest: 'not-the-digest' })
        .where('id', '=', session)
        .execute();
      const other = await startServer(createExamApp({ database: service.database }));
      try {
        const res = await request(`${other.url}/exam/question/list/1/en`, {
          headers: { 'Exam-Session': session },
        });
        expect(res.status).toBe(500);
        expect(res.body).toMatchObject({ result: 500 });
      } finally {
        await other.close();
      }
    });
  });
});

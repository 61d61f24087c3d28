// Migration 0007 over sessions stored the old way (pictures and mistakes in every item row): the
// ones the generator draws again lose them, the others keep them, and every one of them shows
// exactly the questions (and the report exactly the analysis) it showed before.
import { questionListSchema, sessionReportSchema, INTERNAL_TOKEN_HEADER } from '@iq/contracts';
import { Migrator } from 'kysely/migration';
import { DEV_INTERNAL_TOKEN, type Database, type RunningServer } from '@iq/service-common';
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
import {
  assembleIqItems,
  generatePlaceholderItems,
  toQuestion,
  type SessionItemSet,
} from '../../domain/exam-session';
import { seededRandom } from '../../domain/testing-random';
import type { ExamDB } from '../schema';
import { examMigrations } from '.';

const before0007 = Object.fromEntries(Object.entries(examMigrations).filter(([name]) => name < '0007'));

/** A session's rows exactly as the code before 0007 wrote them. */
async function insertOldSession(
  database: Database<ExamDB>,
  id: string,
  set: SessionItemSet,
  mistakesOf = (mistakes: unknown[][]): unknown[] => mistakes,
) {
  await database.db
    .insertInto('sessions')
    .values({ id, exam_id: 1, code: 'web', seed: set.seed, time_limit_seconds: 1200 })
    .execute();
  await database.db
    .insertInto('session_items')
    .values(
      set.items.map((item) => ({
        session_id: id,
        number: item.number,
        item_id: item.itemId,
        option_ids: item.optionIds,
        matrix_svg: item.matrixSvg,
        option_svgs: item.optionSvgs,
        correct_option_id: item.key?.correctOptionId ?? null,
        irt: item.key ? JSON.stringify(item.key.irt) : null,
        level: item.key?.level ?? null,
        rules: item.key ? JSON.stringify(item.key.rules) : null,
        mistakes: item.key ? JSON.stringify(mistakesOf(item.key.mistakes)) : null,
        features: item.key ? JSON.stringify(item.key.features) : null,
      })),
    )
    .execute();
}

describe.each(databaseTargets())('migration 0007 on $name', (target) => {
  describeFor(target)('', () => {
    let database: Database<ExamDB>;
    let server: RunningServer | undefined;
    const redrawable = assembleIqItems(seededRandom(9));
    // As if drawn by an earlier generator: one option's picture is not what the seed draws now.
    const earlier = assembleIqItems(seededRandom(10));
    earlier.items[4]!.optionSvgs[2] = earlier.items[4]!.optionSvgs[2]!.replace('<svg ', '<svg data-v="0" ');
    const placeholder = generatePlaceholderItems(seededRandom(11));
    // Rows from before issue 8 kept one mistake (or null) per option.
    const beforeIssue8 = assembleIqItems(seededRandom(12));

    beforeAll(async () => {
      database = await createTestDatabase<ExamDB>(target, 'exam', before0007);
      await insertOldSession(database, 'redrawable', redrawable);
      await insertOldSession(database, 'earlier', earlier);
      await insertOldSession(database, 'placeholder', placeholder);
      await insertOldSession(database, 'before-issue-8', beforeIssue8, (mistakes) =>
        mistakes.map((list) => list[0] ?? null),
      );
      const migrator = new Migrator({
        db: database.db,
        provider: { getMigrations: async () => ({ ...examMigrations }) },
        migrationTableSchema: database.schema,
      });
      const { error, results } = await migrator.migrateToLatest();
      expect(error).toBeUndefined();
      expect(results?.map((r) => [r.migrationName, r.status])).toEqual([
        ['0007-session-retention', 'Success'],
        ['0008-answer-revision', 'Success'],
        ['0009-guessing-flag', 'Success'],
      ]);
      server = await startServer(createExamApp({ database }));
    }, DATABASE_SETUP_TIMEOUT);
    afterAll(async () => {
      await server?.close();
      await database?.close();
    });

    const listOf = async (session: string) => {
      const res = await request(`${server!.url}/exam/question/list/1/en`, {
        headers: { 'Exam-Session': session },
      });
      expect(res.status).toBe(200);
      return questionListSchema.parse((res.body as { data: unknown }).data).questions;
    };
    const storedPictures = async (session: string) =>
      database.db
        .selectFrom('session_items')
        .select(['matrix_svg', 'option_svgs', 'option_order', 'mistakes'])
        .where('session_id', '=', session)
        .orderBy('number')
        .execute();

    test('every old session shows exactly the questions it showed before', async () => {
      for (const [session, set] of [
        ['redrawable', redrawable],
        ['earlier', earlier],
        ['placeholder', placeholder],
        ['before-issue-8', beforeIssue8],
      ] as const)
        expect(JSON.stringify(await listOf(session))).toBe(JSON.stringify(set.items.map(toQuestion)));
    });

    test('pictures and mistakes the seed draws again are dropped; any other set keeps its own', async () => {
      const redrawn = await storedPictures('redrawable');
      expect(redrawn.every((row) => row.matrix_svg === null && row.option_svgs === null)).toBe(true);
      expect(redrawn.every((row) => row.mistakes === null)).toBe(true);
      expect(redrawn.map((row) => [...row.option_order!].sort())).toEqual(
        redrawn.map(() => [0, 1, 2, 3, 4, 5]),
      );

      const kept = await storedPictures('earlier');
      expect(kept.map((row) => row.option_svgs)).toEqual(earlier.items.map((item) => item.optionSvgs));
      expect(kept.every((row) => row.option_order === null && row.mistakes !== null)).toBe(true);

      // Mistakes the redrawing does not give back as stored stay stored.
      const oldMistakes = await storedPictures('before-issue-8');
      expect(oldMistakes.every((row) => row.matrix_svg === null && row.option_order !== null)).toBe(true);
      expect(oldMistakes.map((row) => row.mistakes)).toEqual(
        beforeIssue8.items.map((item) => item.key!.mistakes.map((list) => list[0] ?? null)),
      );

      // Placeholder pictures are constants the code draws for a null.
      const placeholders = await storedPictures('placeholder');
      expect(placeholders.every((row) => row.matrix_svg === null && row.option_svgs === null)).toBe(true);
    });

    test("the report's analysis of a converted session is what it stored: pictures and mistakes", async () => {
      const headers = { 'Exam-Session': 'redrawable' };
      // A wrong option on every item, so each item's analysis names its mistakes.
      const chosen = redrawable.items.map((item) =>
        item.optionIds.findIndex((id) => id !== item.key!.correctOptionId),
      );
      for (const [i, item] of redrawable.items.entries())
        expect(
          (
            await postJson(
              `${server!.url}/exam/session/answer`,
              { questionId: item.itemId, optionId: item.optionIds[chosen[i]!] },
              headers,
            )
          ).status,
        ).toBe(200);
      expect((await postJson(`${server!.url}/exam/session/confirm`, {}, headers)).status).toBe(200);
      const res = await request(`${server!.url}/internal/session-report`, {
        headers: { ...headers, [INTERNAL_TOKEN_HEADER]: DEV_INTERNAL_TOKEN },
      });
      expect(res.status).toBe(200);
      const report = sessionReportSchema.parse((res.body as { data: unknown }).data);
      expect(report.questions.map((q) => [q.matrixSvg, q.optionSvgs, q.chosen, q.mistakes])).toEqual(
        redrawable.items.map((item, i) => [
          item.matrixSvg,
          item.optionSvgs,
          chosen[i],
          item.key!.mistakes[chosen[i]!],
        ]),
      );
    });
  });
});

// Kysely queries of the exam service; nothing else touches its tables.
import type { Kysely } from 'kysely';
import type { AbnormalReason, Category, ExamInfo, ExamOutcome, QuestionnaireKind } from '@iq/contracts';
import {
  PLACEHOLDER_MATRIX_SVG,
  placeholderOptionSvg,
  type ItemKey,
  type PublicItem,
  type SessionItem,
} from '../domain/exam-session';
import type { ExamScore } from '../domain/scoring';
import { handoffQueries } from './handoff-queries';
import { questionnaireQueries } from './questionnaire-queries';
import type { ExamDB } from './schema';

export interface NewExamSession {
  id: string;
  examId: number;
  code: string;
  seed: number | null;
  timeLimitSeconds: number;
  /** Exams 2–4 (issue 12): the questionnaire served instead of an item set. */
  questionnaire?: QuestionnaireKind;
}

export interface ExamSessionRecord {
  id: string;
  examId: number;
  code: string;
  timeLimitSeconds: number;
  startedAt: Date | null;
  lastAnswerAt: Date | null;
  confirmedAt: Date | null;
  outcome: ExamOutcome | null;
  abnormalReason: AbnormalReason | null;
  email: string | null;
  /** Set for questionnaire sessions (issue 12); null for IQ and pre-0005 placeholder sessions. */
  questionnaire: QuestionnaireKind | null;
}

/** What the visitor did on one item so far. */
export interface StoredAnswer {
  itemId: string;
  answerOptionId: string | null;
  seconds: number;
  answerEvents: number;
}

export interface ConfirmedSession {
  confirmedAt: Date;
  totalSeconds: number;
  outcome: ExamOutcome;
  abnormalReason: AbnormalReason | null;
}

const json = (value: unknown) => JSON.stringify(value);

const sessionColumns = [
  'id',
  'exam_id as examId',
  'code',
  'time_limit_seconds as timeLimitSeconds',
  'started_at as startedAt',
  'last_answer_at as lastAnswerAt',
  'confirmed_at as confirmedAt',
  'outcome',
  'abnormal_reason as abnormalReason',
  'email',
  'questionnaire',
] as const;

function examQueries(db: Kysely<ExamDB>) {
  return {
    ...questionnaireQueries(db),
    ...handoffQueries(db),
    async listCategories(): Promise<Category[]> {
      return db
        .selectFrom('categories')
        .select(['id', 'name_key as nameKey', 'name'])
        .orderBy('sort_order')
        .execute();
    },

    async findExam(id: number): Promise<ExamInfo | undefined> {
      return db
        .selectFrom('exams')
        .select([
          'id',
          'category_id as categoryId',
          'name_key as nameKey',
          'name',
          'question_count as questionCount',
          'option_count as optionCount',
          'minutes',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Stores the session and its item set (key included); run it in a transaction. */
    async createSession(session: NewExamSession, items: SessionItem[]): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          id: session.id,
          exam_id: session.examId,
          code: session.code,
          seed: session.seed,
          time_limit_seconds: session.timeLimitSeconds,
          questionnaire: session.questionnaire ?? null,
        })
        .execute();
      // A questionnaire session has no item set: its items are the questionnaire's own.
      if (items.length === 0) return;
      await db
        .insertInto('session_items')
        .values(
          items.map((item) => ({
            session_id: session.id,
            number: item.number,
            item_id: item.itemId,
            option_ids: item.optionIds,
            matrix_svg: item.matrixSvg,
            option_svgs: item.optionSvgs,
            correct_option_id: item.key?.correctOptionId ?? null,
            irt: item.key ? json(item.key.irt) : null,
            level: item.key?.level ?? null,
            rules: item.key ? json(item.key.rules) : null,
            mistakes: item.key ? json(item.key.mistakes) : null,
            features: item.key ? json(item.key.features) : null,
          })),
        )
        .execute();
    },

    /**
     * The session, optionally only when it belongs to `examId`; `lock` takes a row lock for the
     * rest of the transaction, so concurrent answers and confirms take turns.
     */
    async findSession(
      id: string,
      options: { examId?: number; lock?: boolean } = {},
    ): Promise<ExamSessionRecord | undefined> {
      let query = db.selectFrom('sessions').select(sessionColumns).where('id', '=', id);
      if (options.examId !== undefined) query = query.where('exam_id', '=', options.examId);
      if (options.lock) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row && { ...row, abnormalReason: row.abnormalReason as AbnormalReason | null };
    },

    /** Records the start (server clock) the first time; later calls change nothing. */
    async markStarted(id: string, now: Date): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ started_at: now })
        .where('id', '=', id)
        .where('started_at', 'is', null)
        .execute();
    },

    /** The browser's view of the set: the key columns are not even read. */
    async listPublicItems(sessionId: string): Promise<PublicItem[]> {
      const rows = await db
        .selectFrom('session_items')
        .select(['number', 'item_id', 'option_ids', 'matrix_svg', 'option_svgs'])
        .where('session_id', '=', sessionId)
        .orderBy('number')
        .execute();
      return rows.map((row) => ({
        number: row.number,
        itemId: row.item_id,
        optionIds: row.option_ids,
        // Sessions started before generated items existed show blank placeholder pictures.
        matrixSvg: row.matrix_svg ?? PLACEHOLDER_MATRIX_SVG,
        optionSvgs: row.option_ids.map((_, i) => row.option_svgs?.[i] ?? placeholderOptionSvg(i)),
      }));
    },

    /** Every item with its key and what the visitor did on it (for confirmation). */
    async listItemsWithAnswers(sessionId: string): Promise<(SessionItem & StoredAnswer)[]> {
      const rows = await db
        .selectFrom('session_items')
        .selectAll()
        .where('session_id', '=', sessionId)
        .orderBy('number')
        .execute();
      return rows.map((row) => {
        const key: ItemKey | null =
          row.correct_option_id !== null && row.irt !== null
            ? {
                correctOptionId: row.correct_option_id,
                irt: row.irt as ItemKey['irt'],
                level: row.level ?? 0,
                rules: (row.rules ?? []) as ItemKey['rules'],
                mistakes: mistakesOf(row.mistakes),
                features: (row.features ?? {}) as ItemKey['features'],
              }
            : null;
        return {
          number: row.number,
          itemId: row.item_id,
          optionIds: row.option_ids,
          matrixSvg: row.matrix_svg ?? PLACEHOLDER_MATRIX_SVG,
          optionSvgs: row.option_svgs ?? [],
          key,
          answerOptionId: row.answer_option_id,
          seconds: row.seconds,
          answerEvents: row.answer_events,
        };
      });
    },

    /** The item's option ids when `itemId` is a question of this session. */
    async findItemOptions(sessionId: string, itemId: string): Promise<string[] | undefined> {
      const row = await db
        .selectFrom('session_items')
        .select('option_ids')
        .where('session_id', '=', sessionId)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return row?.option_ids;
    },

    /** questionId → optionId of every answered item. */
    async listAnswers(sessionId: string): Promise<Record<string, string>> {
      const rows = await db
        .selectFrom('session_items')
        .select(['item_id', 'answer_option_id'])
        .where('session_id', '=', sessionId)
        .where('answer_option_id', 'is not', null)
        .orderBy('number')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.item_id, row.answer_option_id!]));
    },

    /** Saves the answer as given (null clears it) and adds the measured seconds to the item. */
    async saveAnswer(
      sessionId: string,
      answer: { itemId: string; optionId: string | null; addSeconds: number; at: Date },
    ): Promise<void> {
      await db
        .updateTable('session_items')
        .set((eb) => ({
          answer_option_id: answer.optionId,
          seconds: eb('seconds', '+', answer.addSeconds),
          answer_events: eb('answer_events', '+', 1),
          answered_at: answer.at,
        }))
        .where('session_id', '=', sessionId)
        .where('item_id', '=', answer.itemId)
        .execute();
      await db
        .updateTable('sessions')
        .set((eb) => ({
          last_answer_at: answer.at,
          started_at: eb.fn.coalesce('started_at', eb.val(answer.at)),
        }))
        .where('id', '=', sessionId)
        .execute();
    },

    async countAnswers(sessionId: string): Promise<number> {
      const row = await db
        .selectFrom('session_items')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('session_id', '=', sessionId)
        .where('answer_option_id', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Locks the answers with the outcome; only the first confirmation writes. */
    async confirmSession(sessionId: string, confirmed: ConfirmedSession): Promise<void> {
      await db
        .updateTable('sessions')
        .set({
          confirmed_at: confirmed.confirmedAt,
          total_seconds: confirmed.totalSeconds,
          outcome: confirmed.outcome,
          abnormal_reason: confirmed.abnormalReason,
        })
        .where('id', '=', sessionId)
        .where('confirmed_at', 'is', null)
        .execute();
    },

    async saveScore(
      sessionId: string,
      score: ExamScore,
      counts: { answeredCount: number; correctCount: number },
      at: Date,
    ): Promise<void> {
      await db
        .insertInto('session_scores')
        .values({
          session_id: sessionId,
          theta: score.theta,
          se: score.se,
          iq: score.iq,
          iq_low: score.iqLow,
          iq_high: score.iqHigh,
          percentile: score.percentile,
          band: score.band,
          indicators: json(score.indicators),
          answered_count: counts.answeredCount,
          correct_count: counts.correctCount,
          scored_at: at,
          measurable_low: score.measurable.low,
          measurable_high: score.measurable.high,
          bound: score.bound,
        })
        .execute();
    },

    /** The stored score of a session, or undefined. */
    async findScore(sessionId: string) {
      return db
        .selectFrom('session_scores')
        .selectAll()
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
    },

    /** Whether a score was stored for the session (keyed exams that were confirmed and analysable). */
    async hasScore(sessionId: string): Promise<boolean> {
      const row = await db
        .selectFrom('session_scores')
        .select('session_id')
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async saveEmail(sessionId: string, email: string): Promise<void> {
      await db.updateTable('sessions').set({ email }).where('id', '=', sessionId).execute();
    },
  };
}

export type ExamQueries = ReturnType<typeof examQueries>;

export function createExamStore(db: Kysely<ExamDB>) {
  return {
    ...examQueries(db),
    /** Runs `work` in one transaction with the queries bound to it. */
    transaction<T>(work: (queries: ExamQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(examQueries(trx)));
    },
  };
}

export type ExamStore = ReturnType<typeof createExamStore>;

/**
 * Per displayed option, its mistakes. Rows written before issue 8 kept one mistake or null per
 * option; rows since keep the full list.
 */
function mistakesOf(stored: unknown): ItemKey['mistakes'] {
  if (!Array.isArray(stored)) return [];
  return stored.map((entry) =>
    Array.isArray(entry)
      ? (entry as ItemKey['mistakes'][number])
      : entry
        ? [entry as ItemKey['mistakes'][number][number]]
        : [],
  );
}

// Kysely queries of the exam service; nothing else touches its tables.
import type { Kysely } from 'kysely';
import type { AbnormalReason, Category, ExamInfo, ExamOutcome, QuestionnaireKind } from '@iq/contracts';
import {
  drawingsDigest,
  PLACEHOLDER_MATRIX_SVG,
  placeholderOptionSvg,
  redrawItems,
  type RedrawnItem,
  type ItemKey,
  type PublicItem,
  type SessionItem,
} from '../domain/exam-session';
import type { ExamScore } from '../domain/scoring';
import { handoffQueries } from './handoff-queries';
import { questionnaireQueries } from './questionnaire-queries';
import type { ExamDB } from './schema';
import { sessionLive } from './session-retention-queries';

export interface NewExamSession {
  id: string;
  examId: number;
  code: string;
  seed: number | null;
  timeLimitSeconds: number;
  /** Exams 2–4 (issue 12): the questionnaire served instead of an item set. */
  questionnaire?: QuestionnaireKind;
  /** The service clock's start time (retention counts from it). */
  createdAt: Date;
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

/**
 * An item with its key and the visitor's answer, without its pictures and mistakes (what
 * confirmation scores with; the report adds listItemAnalysis).
 */
export type KeyedItem = Pick<SessionItem, 'number' | 'itemId' | 'optionIds'> & {
  key: Omit<ItemKey, 'mistakes'> | null;
};

const json = (value: unknown) => JSON.stringify(value);

/** Sessions whose redrawn pictures one process keeps (≈240 KB each): reloads and the start's list. */
const DRAWINGS_CACHE_SIZE = 32;

/** session id → its generated items' pictures by item number; least recently used goes first. */
export class DrawingsCache {
  private readonly entries = new Map<string, Map<number, RedrawnItem>>();
  constructor(private readonly size = DRAWINGS_CACHE_SIZE) {}

  get(sessionId: string): Map<number, RedrawnItem> | undefined {
    const entry = this.entries.get(sessionId);
    if (entry) {
      this.entries.delete(sessionId);
      this.entries.set(sessionId, entry);
    }
    return entry;
  }

  set(sessionId: string, drawings: Map<number, RedrawnItem>): void {
    this.entries.delete(sessionId);
    this.entries.set(sessionId, drawings);
    while (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** 500 rather than other puzzles than the stored key was made for (the generator changed). */
export class DrawingsChangedError extends Error {}

interface StoreContext {
  /** The service clock: an expired session is not found (session-retention.ts). */
  now: () => Date;
  drawings: DrawingsCache;
}

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

function examQueries(db: Kysely<ExamDB>, { now, drawings }: StoreContext) {
  /**
   * The pictures of a session's generated items, drawn again from its seed (issue 15: only the
   * option order is stored) and checked against the digest kept at start.
   */
  async function redrawn(
    sessionId: string,
    rows: readonly { number: number; option_order: number[] | null }[],
  ): Promise<Map<number, RedrawnItem>> {
    const generated = rows.flatMap((row) =>
      row.option_order ? [{ number: row.number, optionOrder: row.option_order }] : [],
    );
    if (generated.length === 0) return new Map();
    const cached = drawings.get(sessionId);
    if (cached) return cached;
    const session = await db
      .selectFrom('sessions')
      .select(['seed', 'drawings_digest'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    if (session.seed === null) throw new DrawingsChangedError('Session items without a seed');
    // Every item of a generated set is stored, so the set's size is the number of rows.
    const items = redrawItems(Number(session.seed), rows.length, generated);
    if (session.drawings_digest !== null && drawingsDigest(items) !== session.drawings_digest)
      throw new DrawingsChangedError('The item generator no longer draws this session’s items');
    const byNumber = new Map(generated.map(({ number }, i) => [number, items[i]!]));
    drawings.set(sessionId, byNumber);
    return byNumber;
  }

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

    /**
     * Stores the session and its item set (key included); run it in a transaction. Generated
     * items keep their option order, not their pictures (issue 15: those come again from the
     * seed); placeholder items keep neither (their pictures are constants).
     */
    async createSession(session: NewExamSession, items: SessionItem[]): Promise<void> {
      const generated = items.filter((item) => item.optionOrder !== null);
      await db
        .insertInto('sessions')
        .values({
          id: session.id,
          exam_id: session.examId,
          code: session.code,
          seed: session.seed,
          time_limit_seconds: session.timeLimitSeconds,
          questionnaire: session.questionnaire ?? null,
          created_at: session.createdAt,
          drawings_digest: generated.length > 0 ? drawingsDigest(generated) : null,
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
            option_order: item.optionOrder,
            correct_option_id: item.key?.correctOptionId ?? null,
            irt: item.key ? json(item.key.irt) : null,
            level: item.key?.level ?? null,
            rules: item.key ? json(item.key.rules) : null,
            // Drawn again with the pictures (the report's analysis alone reads them).
            mistakes: item.key && item.optionOrder === null ? json(item.key.mistakes) : null,
            features: item.key ? json(item.key.features) : null,
          })),
        )
        .execute();
      if (generated.length > 0)
        drawings.set(
          session.id,
          new Map(
            generated.map((item) => [
              item.number,
              { matrixSvg: item.matrixSvg, optionSvgs: item.optionSvgs, mistakes: item.key?.mistakes ?? [] },
            ]),
          ),
        );
    },

    /**
     * The session, optionally only when it belongs to `examId`; `lock` takes a row lock for the
     * rest of the transaction, so concurrent answers and confirms take turns. An expired session
     * (session-retention.ts) is not found, purged yet or not.
     */
    async findSession(
      id: string,
      options: { examId?: number; lock?: boolean } = {},
    ): Promise<ExamSessionRecord | undefined> {
      let query = db
        .selectFrom('sessions')
        .select(sessionColumns)
        .where('id', '=', id)
        .where((eb) => sessionLive(eb, now()));
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
        .select(['number', 'item_id', 'option_ids', 'matrix_svg', 'option_svgs', 'option_order'])
        .where('session_id', '=', sessionId)
        .orderBy('number')
        .execute();
      const generated = await redrawn(sessionId, rows);
      return rows.map((row) => ({
        number: row.number,
        itemId: row.item_id,
        optionIds: row.option_ids,
        ...picturesOf(row, generated.get(row.number)),
      }));
    },

    /** item number → its pictures and, per displayed option, its mistakes (the paid report). */
    async listItemAnalysis(sessionId: string): Promise<Map<number, RedrawnItem>> {
      const rows = await db
        .selectFrom('session_items')
        .select(['number', 'option_ids', 'matrix_svg', 'option_svgs', 'option_order', 'mistakes'])
        .where('session_id', '=', sessionId)
        .orderBy('number')
        .execute();
      const generated = await redrawn(sessionId, rows);
      return new Map(
        rows.map((row) => {
          const again = generated.get(row.number);
          const mistakes = row.mistakes === null && again ? again.mistakes : mistakesOf(row.mistakes);
          return [row.number, { ...picturesOf(row, again), mistakes }];
        }),
      );
    },

    /** Every item with its key and what the visitor did on it (for confirmation). */
    async listItemsWithAnswers(sessionId: string): Promise<(KeyedItem & StoredAnswer)[]> {
      const rows = await db
        .selectFrom('session_items')
        // Not the pictures: neither the outcome nor the report's key needs them.
        .select([
          'number',
          'item_id',
          'option_ids',
          'correct_option_id',
          'irt',
          'level',
          'rules',
          'features',
          'answer_option_id',
          'seconds',
          'answer_events',
        ])
        .where('session_id', '=', sessionId)
        .orderBy('number')
        .execute();
      return rows.map((row) => {
        const key: KeyedItem['key'] =
          row.correct_option_id !== null && row.irt !== null
            ? {
                correctOptionId: row.correct_option_id,
                irt: row.irt as ItemKey['irt'],
                level: row.level ?? 0,
                rules: (row.rules ?? []) as ItemKey['rules'],
                features: (row.features ?? {}) as ItemKey['features'],
              }
            : null;
        return {
          number: row.number,
          itemId: row.item_id,
          optionIds: row.option_ids,
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

export function createExamStore(db: Kysely<ExamDB>, { now = () => new Date() }: { now?: () => Date } = {}) {
  const context: StoreContext = { now, drawings: new DrawingsCache() };
  return {
    ...examQueries(db, context),
    /** Runs `work` in one transaction with the queries bound to it. */
    transaction<T>(work: (queries: ExamQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(examQueries(trx, context)));
    },
  };
}

export type ExamStore = ReturnType<typeof createExamStore>;

/**
 * Generated items are drawn again; sets that kept their pictures (0007 could not redraw them)
 * show those; sets from before generated items show blank placeholder pictures.
 */
function picturesOf(
  row: { option_ids: string[]; matrix_svg: string | null; option_svgs: string[] | null },
  redrawn: RedrawnItem | undefined,
): Pick<RedrawnItem, 'matrixSvg' | 'optionSvgs'> {
  if (redrawn) return { matrixSvg: redrawn.matrixSvg, optionSvgs: redrawn.optionSvgs };
  return {
    matrixSvg: row.matrix_svg ?? PLACEHOLDER_MATRIX_SVG,
    optionSvgs: row.option_ids.map((_, i) => row.option_svgs?.[i] ?? placeholderOptionSvg(i)),
  };
}

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

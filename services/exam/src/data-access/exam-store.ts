// Kysely queries of the exam service; nothing else touches its tables.
import { expressionBuilder, sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
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
import type { AnswerState } from './answer-states';
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

/**
 * Heap one process gives the redrawn pictures of sessions (reloads, the start's list, and lists
 * that come a while after the start under load): a session's entry weighs about twice its SVG
 * text, mistakes included (figures: docs/decisions/2026-11-26-drawings-from-seed.md).
 */
const DRAWINGS_CACHE_BYTES = 64 * 1024 * 1024;

/** An entry's weight: twice its pictures' characters (see DRAWINGS_CACHE_BYTES). */
function drawingsBytes(drawings: Map<number, RedrawnItem>): number {
  let chars = 0;
  for (const item of drawings.values()) {
    chars += item.matrixSvg.length;
    for (const svg of item.optionSvgs) chars += svg.length;
  }
  return 2 * chars;
}

/** session id → its generated items' pictures by item number; least recently used goes first. */
export class DrawingsCache {
  private readonly entries = new Map<string, { drawings: Map<number, RedrawnItem>; bytes: number }>();
  private bytes = 0;
  constructor(private readonly maxBytes = DRAWINGS_CACHE_BYTES) {}

  get(sessionId: string): Map<number, RedrawnItem> | undefined {
    const entry = this.entries.get(sessionId);
    if (entry) {
      this.entries.delete(sessionId);
      this.entries.set(sessionId, entry);
    }
    return entry?.drawings;
  }

  set(sessionId: string, drawings: Map<number, RedrawnItem>): void {
    this.remove(sessionId);
    const bytes = drawingsBytes(drawings);
    this.entries.set(sessionId, { drawings, bytes });
    this.bytes += bytes;
    // The newest entry stays even when it alone is over the limit (it is about to be served).
    while (this.bytes > this.maxBytes && this.entries.size > 1)
      this.remove(this.entries.keys().next().value!);
  }

  /** Sessions kept and their weight (tests, figures). */
  get usage(): { sessions: number; bytes: number } {
    return { sessions: this.entries.size, bytes: this.bytes };
  }

  private remove(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    this.bytes -= entry.bytes;
  }
}

/** Session ids this process remembers as not questionnaire sessions (≈100 bytes each). */
const NOT_QUESTIONNAIRE_CACHE_SIZE = 50_000;

/**
 * Ids of sessions known to be IQ or placeholder sessions, least recently added first. A session's
 * kind never changes and an id never names another session, so an id in here needs no lookup
 * to be passed on to the IQ handlers (which look the session up themselves).
 */
export class NotQuestionnaireIds {
  private readonly ids = new Set<string>();
  constructor(private readonly size = NOT_QUESTIONNAIRE_CACHE_SIZE) {}

  has(id: string): boolean {
    return this.ids.has(id);
  }

  add(id: string): void {
    if (this.ids.has(id)) return;
    this.ids.add(id);
    if (this.ids.size > this.size) this.ids.delete(this.ids.values().next().value!);
  }
}

/** 500 rather than other puzzles than the stored key was made for (the generator changed). */
export class DrawingsChangedError extends Error {}

interface StoreContext {
  /** The service clock: an expired session is not found (session-retention.ts). */
  now: () => Date;
  drawings: DrawingsCache;
  notQuestionnaire: NotQuestionnaireIds;
  /** Exams found so far by id (the catalogue is written by migrations only). */
  exams: Map<number, ExamInfo>;
}

/** Expressions over the sessions table, outside a query builder (written-out statements). */
const sessionsExpression = expressionBuilder<ExamDB, 'sessions'>();

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

function examQueries(db: Kysely<ExamDB>, { now, drawings, notQuestionnaire, exams }: StoreContext) {
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

  /**
   * The session, optionally only when it belongs to `examId`; `lock` takes a row lock for the
   * rest of the transaction, so concurrent answers and confirms take turns. An expired session
   * (session-retention.ts) is not found, purged yet or not.
   */
  async function findSession(
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
  }

  /**
   * listPublicItems and listAnswers from one read of the item rows (the question list serves
   * both: one statement less per list).
   */
  async function listPublicItemsAndAnswers(
    sessionId: string,
  ): Promise<{ items: PublicItem[]; answers: Record<string, string> }> {
    const rows = await db
      .selectFrom('session_items')
      .select([
        'number',
        'item_id',
        'option_ids',
        'matrix_svg',
        'option_svgs',
        'option_order',
        'answer_option_id',
      ])
      .where('session_id', '=', sessionId)
      .orderBy('number')
      .execute();
    const generated = await redrawn(sessionId, rows);
    const items = rows.map((row) => ({
      number: row.number,
      itemId: row.item_id,
      optionIds: row.option_ids,
      ...picturesOf(row, generated.get(row.number)),
    }));
    const answers = Object.fromEntries(
      rows.flatMap((row) => (row.answer_option_id === null ? [] : [[row.item_id, row.answer_option_id]])),
    );
    return { items, answers };
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

    /** The exam; found ones are kept for the process (only migrations write the catalogue). */
    async findExam(id: number): Promise<ExamInfo | undefined> {
      const known = exams.get(id);
      if (known) return { ...known };
      const exam = await db
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
      if (exam) exams.set(id, { ...exam });
      return exam;
    },

    /**
     * Stores the session and its item set (key included) in one statement (atomic without a
     * transaction: one round trip). Generated items keep their option order, not their pictures
     * (issue 15: those come again from the seed); placeholder items keep neither (their pictures
     * are constants).
     */
    async createSession(session: NewExamSession, items: SessionItem[]): Promise<void> {
      const generated = items.filter((item) => item.optionOrder !== null);
      const insertSession = db.insertInto('sessions').values({
        id: session.id,
        exam_id: session.examId,
        code: session.code,
        seed: session.seed,
        time_limit_seconds: session.timeLimitSeconds,
        questionnaire: session.questionnaire ?? null,
        created_at: session.createdAt,
        drawings_digest: generated.length > 0 ? drawingsDigest(generated) : null,
      });
      // A questionnaire session has no item set: its items are the questionnaire's own.
      if (items.length === 0) await insertSession.execute();
      else
        await db
          .with('new_session', () => insertSession.returning('id'))
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
      if (!session.questionnaire) notQuestionnaire.add(session.id);
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

    findSession,

    /**
     * What an answer checks, in one statement: the session as findSession reads it, locked for
     * the rest of the transaction (concurrent answers and confirms take turns), with the option
     * ids of `itemId` when that is a question of this session (undefined otherwise).
     */
    async findSessionForAnswer(
      id: string,
      itemId: string,
    ): Promise<
      (ExamSessionRecord & { itemOptionIds: string[] | undefined; itemAnswer: string | null }) | undefined
    > {
      const item = (eb: ExpressionBuilder<ExamDB, 'sessions'>) =>
        eb
          .selectFrom('session_items')
          .whereRef('session_items.session_id', '=', 'sessions.id')
          .where('session_items.item_id', '=', itemId);
      const row = await db
        .selectFrom('sessions')
        .select(sessionColumns)
        .select((eb) => item(eb).select('option_ids').as('itemOptionIds'))
        .select((eb) => item(eb).select('answer_option_id').as('itemAnswer'))
        .where('id', '=', id)
        .where((eb) => sessionLive(eb, now()))
        .forUpdate()
        .executeTakeFirst();
      if (!row) return undefined;
      const { itemOptionIds, itemAnswer, ...session } = row;
      return {
        ...session,
        abnormalReason: session.abnormalReason as AbnormalReason | null,
        itemOptionIds: itemOptionIds ?? undefined,
        itemAnswer: itemAnswer ?? null,
      };
    },

    /**
     * What answers are checked against, without a lock (answer-states.ts): the session as
     * findSession reads it, its answer revision, and every item's options and whether it has an
     * answer. One statement, so the answers and the revision come from one snapshot.
     */
    async readAnswerState(id: string): Promise<AnswerState | undefined> {
      const row = await db
        .selectFrom('sessions')
        .select(sessionColumns)
        .select('answer_revision as revision')
        .select((eb) =>
          jsonArrayFrom(
            eb
              .selectFrom('session_items')
              .select([
                'session_items.item_id as itemId',
                'session_items.option_ids as optionIds',
                'session_items.answer_option_id as answer',
              ])
              .whereRef('session_items.session_id', '=', 'sessions.id'),
          ).as('items'),
        )
        .where('id', '=', id)
        .where((eb) => sessionLive(eb, now()))
        .executeTakeFirst();
      if (!row) return undefined;
      const { revision, items, ...session } = row;
      return {
        session: { ...session, abnormalReason: session.abnormalReason as AbnormalReason | null },
        revision,
        items: new Map(
          items.map((item) => [item.itemId, { optionIds: item.optionIds, answer: item.answer ?? null }]),
        ),
      };
    },

    /**
     * Saves an answer in one statement, without a transaction, only if nothing changed since
     * readAnswerState: the same answer revision (no other answer saved since), still unconfirmed,
     * the clock's start as it was (the added seconds were reckoned from it), and not expired. A
     * concurrent write makes PostgreSQL check these against the row as that write left it. False
     * when they no longer hold: nothing was written.
     */
    async saveAnswerIfUnchanged(
      sessionId: string,
      read: { revision: number; started: boolean },
      answer: { itemId: string; optionId: string | null; addSeconds: number; at: Date },
    ): Promise<boolean> {
      // Written as SQL rather than built: the most frequent statement, so building it on every
      // answer counts (docs/decisions/2026-11-26-answer-without-transaction.md).
      const { at } = answer;
      const { rows } = await sql<{ item_id: string }>`
        with saved_session as (
          update sessions
          set answer_revision = answer_revision + 1, last_answer_at = ${at},
            started_at = coalesce(started_at, ${at})
          where id = ${sessionId} and answer_revision = ${read.revision} and confirmed_at is null
            and started_at ${sql.raw(read.started ? 'is not null' : 'is null')}
            and ${sessionLive(sessionsExpression, now())}
          returning id)
        update session_items
        set answer_option_id = ${answer.optionId}, seconds = seconds + ${answer.addSeconds},
          answer_events = answer_events + 1, answered_at = ${at}
        where session_id = (select id from saved_session) and item_id = ${answer.itemId}
        returning item_id`.execute(db);
      return rows.length > 0;
    },

    /**
     * saveAnswer and countAnswers in one statement (one round trip instead of three); run it in
     * the transaction that locked the session. The count reads the statement's snapshot, taken
     * after that lock, so every answer committed before this one is in it; this statement's own
     * write is not (a statement does not see its own changes), so the answered item is counted
     * from the answer given.
     */
    async saveAnswerAndCount(
      sessionId: string,
      answer: { itemId: string; optionId: string | null; addSeconds: number; at: Date },
    ): Promise<number> {
      const row = await db
        .with('saved_item', (qb) =>
          qb
            .updateTable('session_items')
            .set((eb) => ({
              answer_option_id: answer.optionId,
              seconds: eb('seconds', '+', answer.addSeconds),
              answer_events: eb('answer_events', '+', 1),
              answered_at: answer.at,
            }))
            .where('session_id', '=', sessionId)
            .where('item_id', '=', answer.itemId)
            .returning('item_id'),
        )
        .with('saved_session', (qb) =>
          qb
            .updateTable('sessions')
            .set((eb) => ({
              answer_revision: eb('answer_revision', '+', 1),
              last_answer_at: answer.at,
              started_at: eb.fn.coalesce('started_at', eb.val(answer.at)),
            }))
            .where('id', '=', sessionId)
            .returning('id'),
        )
        .selectFrom('session_items')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('session_id', '=', sessionId)
        .where('answer_option_id', 'is not', null)
        .where('item_id', '<>', answer.itemId)
        .executeTakeFirstOrThrow();
      return Number(row.count) + (answer.optionId === null ? 0 : 1);
    },

    /**
     * The session when it is a questionnaire session (a live one, as findSession reads it);
     * undefined for any other id, without a lookup when the id is known not to be one.
     */
    async findQuestionnaireSession(id: string): Promise<ExamSessionRecord | undefined> {
      if (notQuestionnaire.has(id)) return undefined;
      const session = await findSession(id);
      if (!session) return undefined;
      if (session.questionnaire === null) {
        notQuestionnaire.add(id);
        return undefined;
      }
      return session;
    },

    /**
     * markStarted that returns the session (as findSession reads it) when this call recorded
     * the start, undefined when the start was recorded before (or there is no such session).
     */
    async markStartedReturning(id: string, now: Date): Promise<ExamSessionRecord | undefined> {
      const row = await db
        .updateTable('sessions')
        .set({ started_at: now })
        .where('id', '=', id)
        .where('started_at', 'is', null)
        .returning(sessionColumns)
        .executeTakeFirst();
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
      return (await listPublicItemsAndAnswers(sessionId)).items;
    },

    listPublicItemsAndAnswers,

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

    /** How many items the session has and how many of them are answered. */
    async countAnswers(sessionId: string): Promise<{ questionCount: number; answeredCount: number }> {
      const row = await db
        .selectFrom('session_items')
        .select((eb) => [
          eb.fn.countAll<string>().as('questions'),
          eb.fn.count<string>('answer_option_id').as('answered'),
        ])
        .where('session_id', '=', sessionId)
        .executeTakeFirstOrThrow();
      return { questionCount: Number(row.questions), answeredCount: Number(row.answered) };
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
          guessing_likely: score.guessing.likely,
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
  const context: StoreContext = {
    now,
    drawings: new DrawingsCache(),
    notQuestionnaire: new NotQuestionnaireIds(),
    exams: new Map(),
  };
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

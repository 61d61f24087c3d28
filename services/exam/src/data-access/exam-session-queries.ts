// Kysely queries of an exam session's life: created with its item set, found (never once
// expired), started, confirmed, given an e-mail. Part of the exam store (same transactions).
import type { Kysely } from 'kysely';
import type { AbnormalReason, ExamOutcome, QuestionnaireKind } from '@iq/contracts';
import { drawingsDigest, type SessionItem } from '../domain/exam-session';
import type { ExamDB } from './schema';
import { sessionLive } from './session-retention-queries';
import type { StoreContext } from './store-context';

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

export interface ConfirmedSession {
  confirmedAt: Date;
  totalSeconds: number;
  outcome: ExamOutcome;
  abnormalReason: AbnormalReason | null;
}

const json = (value: unknown) => JSON.stringify(value);

/** A session row as every query of it answers (findSession's columns). */
export const sessionColumns = [
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

export function examSessionQueries(
  db: Kysely<ExamDB>,
  { now, drawings, notQuestionnaire }: Pick<StoreContext, 'now' | 'drawings' | 'notQuestionnaire'>,
) {
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

  return {
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

    async saveEmail(sessionId: string, email: string): Promise<void> {
      await db.updateTable('sessions').set({ email }).where('id', '=', sessionId).execute();
    },
  };
}

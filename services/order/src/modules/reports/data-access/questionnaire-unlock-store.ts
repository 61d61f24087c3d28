// Kysely queries behind the free tests and the tests a paid tier includes (issue 12): the
// questionnaire results this service unlocked, one row per exam session, owned by an account
// (user_id) or by a paid order (order_number). Nothing else touches questionnaire_unlocks.
import type { Kysely } from 'kysely';
import { questionnaireResultSchema, type QuestionnaireKind, type QuestionnaireResult } from '@iq/contracts';
import type { OrderDB } from '../../../data-access/schema';

/** Who a result is unlocked for: an account's free test, or a paid order's included test. */
export type UnlockOwner = { userId: string } | { orderNumber: string };

export interface UnlockRecord {
  examSessionId: string;
  examId: number;
  kind: QuestionnaireKind;
  userId: string | null;
  orderNumber: string | null;
  result: QuestionnaireResult;
  takenAt: Date;
}

const columns = [
  'questionnaire_unlocks.exam_session_id as examSessionId',
  'questionnaire_unlocks.exam_id as examId',
  'questionnaire_unlocks.kind as kind',
  'questionnaire_unlocks.user_id as userId',
  'questionnaire_unlocks.order_number as orderNumber',
  'questionnaire_unlocks.result as result',
  'questionnaire_unlocks.taken_at as takenAt',
] as const;

type Row = {
  examSessionId: string;
  examId: number;
  kind: string;
  userId: string | null;
  orderNumber: string | null;
  result: unknown;
  takenAt: Date;
};

function recordOf(row: Row): UnlockRecord {
  // What was stored came through the contract's schema; parsing again keeps the type honest.
  const result = questionnaireResultSchema.parse(
    typeof row.result === 'string' ? JSON.parse(row.result) : row.result,
  );
  return { ...row, kind: result.kind, result, takenAt: new Date(row.takenAt) };
}

/** The latest record per exam (taken last, then unlocked last), in exam id order. */
function latestPerExam(rows: readonly Row[]): UnlockRecord[] {
  const latest = new Map<number, Row>();
  for (const row of rows) if (!latest.has(row.examId)) latest.set(row.examId, row);
  return [...latest.values()].sort((a, b) => a.examId - b.examId).map(recordOf);
}

export function createQuestionnaireUnlockStore(db: Kysely<OrderDB>) {
  return {
    /**
     * Unlocks a session's result for `owner` unless the session is unlocked already: one
     * statement, so two racing claims cannot both win. Returns the session's record either way
     * (the caller compares its owner).
     */
    async claim(
      unlock: {
        examSessionId: string;
        examId: number;
        kind: QuestionnaireKind;
        result: QuestionnaireResult;
        takenAt: Date;
      },
      owner: UnlockOwner,
      now: Date,
    ): Promise<{ record: UnlockRecord; created: boolean }> {
      const inserted = await db
        .insertInto('questionnaire_unlocks')
        .values({
          exam_session_id: unlock.examSessionId,
          exam_id: unlock.examId,
          kind: unlock.kind,
          user_id: 'userId' in owner ? owner.userId : null,
          order_number: 'orderNumber' in owner ? owner.orderNumber : null,
          result: JSON.stringify(unlock.result),
          taken_at: unlock.takenAt,
          created_at: now,
        })
        .onConflict((oc) => oc.column('exam_session_id').doNothing())
        .returning('exam_session_id')
        .executeTakeFirst();
      const row = await db
        .selectFrom('questionnaire_unlocks')
        .select(columns)
        .where('exam_session_id', '=', unlock.examSessionId)
        .executeTakeFirstOrThrow();
      return { record: recordOf(row), created: inserted !== undefined };
    },

    /** Issue 38: is the session's result unlocked already (for anyone)? */
    async isUnlocked(examSessionId: string): Promise<boolean> {
      const row = await db
        .selectFrom('questionnaire_unlocks')
        .select('exam_session_id')
        .where('exam_session_id', '=', examSessionId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** An account's free tests: the latest per exam. */
    async latestOfUser(userId: string): Promise<UnlockRecord[]> {
      const rows = await db
        .selectFrom('questionnaire_unlocks')
        .select(columns)
        .where('user_id', '=', userId)
        .orderBy('exam_id')
        .orderBy('taken_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute();
      return latestPerExam(rows);
    },

    /**
     * The tests unlocked by the paid orders of one exam session (an order and its upgrade share
     * one report, so they share its tests too): the latest per exam.
     */
    async latestOfOrderSession(examSessionId: string): Promise<UnlockRecord[]> {
      const rows = await db
        .selectFrom('questionnaire_unlocks')
        .innerJoin('orders', 'orders.order_number', 'questionnaire_unlocks.order_number')
        .select(columns)
        .where('orders.exam_session_id', '=', examSessionId)
        .orderBy('questionnaire_unlocks.exam_id')
        .orderBy('questionnaire_unlocks.taken_at', 'desc')
        .orderBy('questionnaire_unlocks.created_at', 'desc')
        .execute();
      return latestPerExam(rows);
    },
  };
}

export type QuestionnaireUnlockStore = ReturnType<typeof createQuestionnaireUnlockStore>;

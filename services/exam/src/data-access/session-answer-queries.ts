// Kysely queries of a session's answers: what an answer is checked against, saving it (with or
// without the session's lock), and the counts. Part of the exam store (same transactions).
import { expressionBuilder, sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { AbnormalReason } from '@iq/contracts';
import type { AnswerState } from './answer-states';
import { sessionColumns, type ExamSessionRecord } from './exam-session-queries';
import type { ExamDB } from './schema';
import { sessionLive } from './session-retention-queries';
import type { StoreContext } from './store-context';

/** Expressions over the sessions table, outside a query builder (written-out statements). */
const sessionsExpression = expressionBuilder<ExamDB, 'sessions'>();

export function sessionAnswerQueries(db: Kysely<ExamDB>, { now }: Pick<StoreContext, 'now'>) {
  return {
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
  };
}

// Issue 38: the results a sign-up brought along (results_awaiting_account). Kept at register for
// a new account only; claimed (and the clear session id forgotten) when the mailed link is opened.
import type { Kysely } from 'kysely';
import { sha256 } from '../domain/secrets';
import type { UserDB } from './schema';

type Db = Kysely<UserDB>;

export const resultClaimQueries = {
  /** Keeps the sessions for `userId` (a repeat of one is kept once). */
  async keep(db: Db, userId: number, examSessions: readonly string[], at: Date): Promise<void> {
    const unique = [...new Set(examSessions)];
    if (unique.length === 0) return;
    await db
      .insertInto('results_awaiting_account')
      .values(
        unique.map((id) => ({
          user_id: userId,
          session_hash: sha256(id),
          exam_session_id: id,
          created_at: at,
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'session_hash']).doNothing())
      .execute();
  },

  /** The account's sessions not claimed yet. */
  async unclaimed(db: Db, userId: number): Promise<{ sessionHash: string; examSessionId: string }[]> {
    const rows = await db
      .selectFrom('results_awaiting_account')
      .select(['session_hash', 'exam_session_id'])
      .where('user_id', '=', userId)
      .where('claimed_at', 'is', null)
      .where('exam_session_id', 'is not', null)
      .execute();
    return rows.map((row) => ({ sessionHash: row.session_hash, examSessionId: row.exam_session_id! }));
  },

  /** Records a claim's outcome and forgets the clear session id. */
  async settle(db: Db, userId: number, sessionHash: string, outcome: 'saved' | 'refused', at: Date) {
    await db
      .updateTable('results_awaiting_account')
      .set({ claimed_at: at, outcome, exam_session_id: null })
      .where('user_id', '=', userId)
      .where('session_hash', '=', sessionHash)
      .where('claimed_at', 'is', null)
      .execute();
  },

  /** Was this exam session's result saved to an account through a sign-up? */
  async saved(db: Db, examSession: string): Promise<boolean> {
    const row = await db
      .selectFrom('results_awaiting_account')
      .select('user_id')
      .where('session_hash', '=', sha256(examSession))
      .where('outcome', '=', 'saved')
      .executeTakeFirst();
    return row !== undefined;
  },
};

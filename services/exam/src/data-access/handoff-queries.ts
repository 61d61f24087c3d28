// Kysely queries of the session hand-over codes (issue 13). Part of the exam store. The routes
// pass the code's hash, never the code: this module cannot store a claimable value by mistake.
import type { Kysely } from 'kysely';
import type { ExamDB } from './schema';

export function handoffQueries(db: Kysely<ExamDB>) {
  return {
    async saveHandoff(handoff: { codeHash: string; sessionId: string; createdAt: Date; expiresAt: Date }) {
      await db
        .insertInto('session_handoffs')
        .values({
          code_hash: handoff.codeHash,
          session_id: handoff.sessionId,
          created_at: handoff.createdAt,
          expires_at: handoff.expiresAt,
        })
        .execute();
    },

    /**
     * Marks the code claimed and returns its session, or undefined (unknown, used or expired).
     * One conditional UPDATE: of two claims at the same moment, only one gets the row.
     */
    async claimHandoff(codeHash: string, at: Date): Promise<string | undefined> {
      const row = await db
        .updateTable('session_handoffs')
        .set({ claimed_at: at })
        .where('code_hash', '=', codeHash)
        .where('claimed_at', 'is', null)
        .where('expires_at', '>', at)
        .returning('session_id')
        .executeTakeFirst();
      return row?.session_id;
    },
  };
}

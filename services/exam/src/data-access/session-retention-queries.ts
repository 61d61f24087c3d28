// The retention rule of domain/session-retention.ts in SQL: ONE expression, used both to hide
// expired sessions (findSession) and to purge them, so what answers as gone is what is deleted.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { retentionCutoff, SESSION_PURGE_BATCH } from '../domain/session-retention';
import type { ExamDB } from './schema';

/**
 * Expired at `now`: never confirmed and unused since the cutoff, or confirmed as abnormal before
 * it. greatest() skips nulls; the same expression backs the partial index of 0007. Null (not
 * false) on a live unconfirmed row: use it in WHERE only, and sessionLive for its negation.
 */
export function sessionExpired(eb: ExpressionBuilder<ExamDB, 'sessions'>, now: Date) {
  const cutoff = retentionCutoff(now);
  return eb.or([
    eb.and([
      eb('confirmed_at', 'is', null),
      eb(
        sql<Date>`greatest(${sql.ref('created_at')}, ${sql.ref('started_at')}, ${sql.ref('last_answer_at')})`,
        '<',
        cutoff,
      ),
    ]),
    eb.and([eb('outcome', '=', 'abnormal'), eb('confirmed_at', '<', cutoff)]),
  ]);
}

/** Not expired at `now` (never null, unlike the OR above on a row with a null outcome). */
export function sessionLive(eb: ExpressionBuilder<ExamDB, 'sessions'>, now: Date) {
  return eb.not(eb.fn.coalesce(sessionExpired(eb, now), eb.lit(false)));
}

export interface PurgeResult {
  sessions: number;
  handoffs: number;
}

/**
 * Deletes every session expired at `now` (its items, answers, score rows and codes go with it by
 * ON DELETE CASCADE), `batch` sessions per statement so no statement locks much for long, and
 * hand-over codes past their expiry. Rows another transaction holds are skipped (SKIP LOCKED):
 * two instances purging at once share the work instead of waiting on each other.
 */
export async function purgeExpiredSessions(
  db: Kysely<ExamDB>,
  now: Date,
  batch: number = SESSION_PURGE_BATCH,
): Promise<PurgeResult> {
  let sessions = 0;
  for (;;) {
    const deleted = await db
      .deleteFrom('sessions')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('sessions')
          .select('id')
          .where((inner) => sessionExpired(inner, now))
          .limit(batch)
          .forUpdate()
          .skipLocked(),
      )
      .executeTakeFirst();
    const count = Number(deleted.numDeletedRows);
    sessions += count;
    if (count < batch) break;
  }
  const handoffs = await db.deleteFrom('session_handoffs').where('expires_at', '<', now).executeTakeFirst();
  return { sessions, handoffs: Number(handoffs.numDeletedRows) };
}

// Kysely queries of a confirmed session's score. Part of the exam store (same transactions).
import type { Kysely } from 'kysely';
import type { ExamScore } from '../domain/scoring';
import type { ExamDB } from './schema';

const json = (value: unknown) => JSON.stringify(value);

export function scoreQueries(db: Kysely<ExamDB>) {
  return {
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
  };
}

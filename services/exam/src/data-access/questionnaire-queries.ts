// Kysely queries of the questionnaire sessions (issue 12): answers as points on the response
// scale, the personality form and the stored result. Part of the exam store (same transactions).
import type { Kysely } from 'kysely';
import type { PersonalityForm, QuestionnaireKind, QuestionnaireResult } from '@iq/contracts';
import type { ExamDB } from './schema';

export function questionnaireQueries(db: Kysely<ExamDB>) {
  return {
    /** itemId → value of every answered item of the session. */
    async listQuestionnaireAnswers(sessionId: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('questionnaire_answers')
        .select(['item_id', 'value'])
        .where('session_id', '=', sessionId)
        .execute();
      return new Map(rows.map((row) => [row.item_id, row.value]));
    },

    /** Saves the answer as given; null clears it. Also notes the time of the last answer. */
    async saveQuestionnaireAnswer(
      sessionId: string,
      answer: { itemId: string; value: number | null; at: Date },
    ): Promise<void> {
      if (answer.value === null)
        await db
          .deleteFrom('questionnaire_answers')
          .where('session_id', '=', sessionId)
          .where('item_id', '=', answer.itemId)
          .execute();
      else
        await db
          .insertInto('questionnaire_answers')
          .values({
            session_id: sessionId,
            item_id: answer.itemId,
            value: answer.value,
            answered_at: answer.at,
          })
          .onConflict((oc) =>
            oc
              .columns(['session_id', 'item_id'])
              .doUpdateSet({ value: answer.value!, answered_at: answer.at }),
          )
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

    /** Saves (or replaces) the session's personality form. */
    async savePersonalityProfile(sessionId: string, form: PersonalityForm, at: Date): Promise<void> {
      const values = {
        first_name: form.firstName,
        last_name: form.lastName,
        email: form.email,
        birth_year: form.birthYear,
        gender: form.gender,
        country: form.country,
        saved_at: at,
      };
      await db
        .insertInto('personality_profiles')
        .values({ session_id: sessionId, ...values })
        .onConflict((oc) => oc.column('session_id').doUpdateSet(values))
        .execute();
    },

    async hasPersonalityProfile(sessionId: string): Promise<boolean> {
      const row = await db
        .selectFrom('personality_profiles')
        .select('session_id')
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async saveQuestionnaireResult(
      sessionId: string,
      kind: QuestionnaireKind,
      scored: { result: QuestionnaireResult; detail: object },
      at: Date,
    ): Promise<void> {
      await db
        .insertInto('questionnaire_results')
        .values({
          session_id: sessionId,
          kind,
          result: JSON.stringify(scored.result),
          detail: JSON.stringify(scored.detail),
          scored_at: at,
        })
        .execute();
    },

    /** The result stored at confirmation, or undefined. */
    async findQuestionnaireResult(sessionId: string): Promise<QuestionnaireResult | undefined> {
      const row = await db
        .selectFrom('questionnaire_results')
        .select('result')
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      return row?.result;
    },
  };
}

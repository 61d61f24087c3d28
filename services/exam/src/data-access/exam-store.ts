// The exam service's store: its Kysely queries, one file per part of the data (catalogue, a
// session's life, its items, its answers, its score, questionnaires, handoffs), bound to one
// connection or transaction; nothing else touches its tables.
import type { Kysely } from 'kysely';
import { catalogueQueries } from './catalogue-queries';
import { examSessionQueries } from './exam-session-queries';
import { handoffQueries } from './handoff-queries';
import { questionnaireQueries } from './questionnaire-queries';
import type { ExamDB } from './schema';
import { scoreQueries } from './score-queries';
import { sessionAnswerQueries } from './session-answer-queries';
import { sessionItemQueries } from './session-item-queries';
import { DrawingsCache, NotQuestionnaireIds, type StoreContext } from './store-context';

export type { ConfirmedSession, ExamSessionRecord, NewExamSession } from './exam-session-queries';
export { DrawingsChangedError, type KeyedItem, type StoredAnswer } from './session-item-queries';
export { DrawingsCache, NotQuestionnaireIds } from './store-context';

function examQueries(db: Kysely<ExamDB>, context: StoreContext) {
  return {
    ...questionnaireQueries(db),
    ...handoffQueries(db),
    ...catalogueQueries(db, context),
    ...examSessionQueries(db, context),
    ...sessionItemQueries(db, context),
    ...sessionAnswerQueries(db, context),
    ...scoreQueries(db),
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

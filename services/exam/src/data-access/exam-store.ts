// Kysely queries of the exam service; nothing else touches its tables.
import type { Kysely } from 'kysely';
import type { Category, ExamInfo } from '@iq/contracts';
import type { SessionItem } from '../domain/exam-session';
import type { ExamDB } from './schema';

export interface ExamSessionRecord {
  id: string;
  examId: number;
  code: string;
}

export function createExamStore(db: Kysely<ExamDB>) {
  return {
    async listCategories(): Promise<Category[]> {
      return db
        .selectFrom('categories')
        .select(['id', 'name_key as nameKey', 'name'])
        .orderBy('sort_order')
        .execute();
    },

    async findExam(id: number): Promise<ExamInfo | undefined> {
      return db
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
    },

    /** Stores the session and its item set in one transaction. */
    async createSession(session: ExamSessionRecord, items: SessionItem[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sessions')
          .values({ id: session.id, exam_id: session.examId, code: session.code })
          .execute();
        await trx
          .insertInto('session_items')
          .values(
            items.map((item) => ({
              session_id: session.id,
              number: item.number,
              item_id: item.itemId,
              option_ids: item.optionIds,
            })),
          )
          .execute();
      });
    },

    async findSession(id: string, examId: number): Promise<ExamSessionRecord | undefined> {
      return db
        .selectFrom('sessions')
        .select(['id', 'exam_id as examId', 'code'])
        .where('id', '=', id)
        .where('exam_id', '=', examId)
        .executeTakeFirst();
    },

    async listSessionItems(sessionId: string): Promise<SessionItem[]> {
      return db
        .selectFrom('session_items')
        .select(['number', 'item_id as itemId', 'option_ids as optionIds'])
        .where('session_id', '=', sessionId)
        .orderBy('number')
        .execute();
    },
  };
}

export type ExamStore = ReturnType<typeof createExamStore>;

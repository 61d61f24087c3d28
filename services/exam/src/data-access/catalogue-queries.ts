// Kysely queries of the catalogue: categories and exams, written by migrations only. Part of the
// exam store (same transactions).
import type { Kysely } from 'kysely';
import type { Category, ExamInfo } from '@iq/contracts';
import type { ExamDB } from './schema';
import type { StoreContext } from './store-context';

export function catalogueQueries(db: Kysely<ExamDB>, { exams }: Pick<StoreContext, 'exams'>) {
  return {
    async listCategories(): Promise<Category[]> {
      return db
        .selectFrom('categories')
        .select(['id', 'name_key as nameKey', 'name'])
        .orderBy('sort_order')
        .execute();
    },

    /** The exam; found ones are kept for the process (only migrations write the catalogue). */
    async findExam(id: number): Promise<ExamInfo | undefined> {
      const known = exams.get(id);
      if (known) return { ...known };
      const exam = await db
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
      if (exam) exams.set(id, { ...exam });
      return exam;
    },
  };
}

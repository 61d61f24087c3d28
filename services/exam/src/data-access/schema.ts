// Table types of the exam schema (migrations/ is the source of truth for the DDL).
import type { ColumnType, Generated } from 'kysely';

export interface ExamDB {
  categories: { id: number; name_key: string; name: string; sort_order: number };
  exams: {
    id: number;
    category_id: number;
    name_key: string;
    name: string;
    question_count: number;
    option_count: number;
    minutes: number;
  };
  sessions: {
    id: string;
    exam_id: number;
    code: string;
    created_at: ColumnType<Date, never, never> & Generated<Date>;
  };
  session_items: { session_id: string; number: number; item_id: string; option_ids: string[] };
}

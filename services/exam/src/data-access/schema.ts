// Table types of the exam schema (migrations/ is the source of truth for the DDL).
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { QuestionnaireKind, QuestionnaireResult } from '@iq/contracts';

/** A jsonb column: written as JSON text (pg and PGlite pass strings through), read parsed. */
type Json<T extends object> = JSONColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

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
    /** Written from the service clock since issue 15 (retention is measured with it). */
    created_at: ColumnType<Date, Date | undefined, never>;
    /** int8 comes back as a string from pg. */
    seed: ColumnType<string | number | null, number | null | undefined, never>;
    time_limit_seconds: ColumnType<number, number, never>;
    started_at: Date | null;
    last_answer_at: Date | null;
    confirmed_at: Date | null;
    total_seconds: number | null;
    outcome: 'scored' | 'abnormal' | null;
    abnormal_reason: string | null;
    email: string | null;
    /** Issue 12: set for sessions of exams 2–4 started since 0005; null for IQ and old placeholder sets. */
    questionnaire: ColumnType<QuestionnaireKind | null, QuestionnaireKind | null | undefined, never>;
    /** Issue 15 (0007): fingerprint of the generated set's pictures, which are drawn again from `seed`. */
    drawings_digest: ColumnType<string | null, string | null | undefined, string | null>;
    /** Issue 15 (0008): raised by every saved answer; an unlocked answer writes only if unchanged. */
    answer_revision: ColumnType<number, never, number>;
  };
  session_items: {
    session_id: string;
    number: number;
    item_id: string;
    option_ids: string[];
    /** Null for generated items since issue 15 (drawn again from the seed) and on pre-0003 sets. */
    matrix_svg: string | null;
    option_svgs: string[] | null;
    /** Issue 15 (0007): per displayed option, its generated index; null for placeholder and kept-picture items. */
    option_order: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
    correct_option_id: string | null;
    irt: NullableJson<unknown>;
    level: number | null;
    rules: NullableJson<unknown>;
    mistakes: NullableJson<unknown>;
    features: NullableJson<unknown>;
    answer_option_id: string | null;
    seconds: Generated<number>;
    answer_events: Generated<number>;
    answered_at: Date | null;
  };
  session_scores: {
    session_id: string;
    theta: number;
    se: number;
    iq: number;
    iq_low: number;
    iq_high: number;
    percentile: number;
    band: string;
    indicators: Json<Record<string, number | null>>;
    answered_count: number;
    correct_count: number;
    scored_at: Date;
    measurable_low: number | null;
    measurable_high: number | null;
    bound: 'above' | 'below' | null;
    guessing_likely: boolean | null;
  };
  questionnaire_answers: { session_id: string; item_id: string; value: number; answered_at: Date };
  personality_profiles: {
    session_id: string;
    first_name: string;
    last_name: string;
    email: string;
    birth_year: number;
    gender: string;
    country: string;
    saved_at: Date;
  };
  questionnaire_results: {
    session_id: string;
    kind: QuestionnaireKind;
    result: Json<QuestionnaireResult>;
    detail: Json<object>;
    scored_at: Date;
  };
  /** Issue 13: hand-over codes, kept as their SHA-256 only (0006-session-handoffs). */
  session_handoffs: {
    code_hash: string;
    session_id: string;
    created_at: Date;
    expires_at: Date;
    claimed_at: Date | null;
  };
}

// Contracts of the exam service's endpoints (ARCHITECTURE.md "Exam session", spec §7).
import { z } from 'zod';
import { LOCALE_TAGS } from './locales';

/** spec §9: 30 questions with 6 options each. */
export const QUESTION_COUNT = 30;
export const OPTION_COUNT = 6;

/** The header that carries the exam session id. */
export const EXAM_SESSION_HEADER = 'Exam-Session';

/** A numeric exam id as a number (JSON bodies). */
export const examIdSchema = z.number().int().min(1).max(999_999);
/** A numeric exam id as it appears in a path segment. */
export const examIdParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,5}$/, 'must be a positive integer')
  .transform(Number);
/** A campaign/app code: letters, digits, underscore; no hyphen (it separates code and exam id). */
export const appCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_]{1,32}$/, 'must be 1-32 letters, digits or underscores');

export const languageSchema = z.object({
  tag: z.enum(LOCALE_TAGS),
  /** The language's own name for itself, e.g. "Deutsch". */
  name: z.string(),
  region: z.string(),
});
export const languageListSchema = z.array(languageSchema);
export type Language = z.infer<typeof languageSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  /** i18n key for the display name. */
  nameKey: z.string(),
  /** English fallback name. */
  name: z.string(),
});
export const categoryListSchema = z.array(categorySchema);
export type Category = z.infer<typeof categorySchema>;

export const examInfoSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  nameKey: z.string(),
  name: z.string(),
  questionCount: z.number().int(),
  optionCount: z.number().int(),
  /** The duration claimed to the user (spec §9: about 3 minutes). */
  minutes: z.number().int(),
});
export type ExamInfo = z.infer<typeof examInfoSchema>;

export const startExamSessionRequestSchema = z.object({ examId: examIdSchema, code: appCodeSchema });
export type StartExamSessionRequest = z.infer<typeof startExamSessionRequestSchema>;
export const startExamSessionResponseSchema = z.object({ sessionId: z.string() });
export type StartExamSessionResponse = z.infer<typeof startExamSessionResponseSchema>;

// Strict objects: a question must never carry anything beyond these fields (no answer key).
export const questionOptionSchema = z.strictObject({ id: z.string(), label: z.string() });
export const questionSchema = z.strictObject({
  id: z.string(),
  number: z.number().int().min(1),
  /** i18n key of the question's prompt. */
  promptKey: z.string(),
  options: z.array(questionOptionSchema),
});
export type Question = z.infer<typeof questionSchema>;
export const questionListSchema = z.strictObject({
  examId: z.number().int(),
  hl: z.enum(LOCALE_TAGS),
  questions: z.array(questionSchema),
});
export type QuestionList = z.infer<typeof questionListSchema>;

// Contracts of the exam service's endpoints (ARCHITECTURE.md "Exam session", spec §7).
import { z } from 'zod';
import { LOCALE_TAGS } from './locales';
import { text } from './text';

/** spec §9: 30 questions with 6 options each. */
export const QUESTION_COUNT = 30;
export const OPTION_COUNT = 6;

/** The header that carries the exam session id. */
export const EXAM_SESSION_HEADER = 'Exam-Session';

/** A numeric exam id as a number (JSON bodies). */
export const examIdSchema = z.number().int().min(1).max(999_999);
/** A numeric exam id as it appears in a path segment. */
export const examIdParamSchema = text()
  .regex(/^[1-9][0-9]{0,5}$/, 'must be a positive integer')
  .transform(Number);
/** A campaign/app code: letters, digits, underscore; no hyphen (it separates code and exam id). */
export const appCodeSchema = text().regex(
  /^[A-Za-z0-9_]{1,32}$/,
  'must be 1-32 letters, digits or underscores',
);

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
/** GET /exam/info/{id}: the exam plus the time limit in force, for the instructions screen. */
export const examInfoResponseSchema = examInfoSchema.extend({ timeLimitSeconds: z.number().int().min(1) });
export type ExamInfoResponse = z.infer<typeof examInfoResponseSchema>;

export const startExamSessionRequestSchema = z.object({
  examId: examIdSchema,
  code: appCodeSchema,
  /**
   * Optional: the visitor's language (a tag or bare language, unknown → English). When given,
   * the visitor is on the question screen already, so the response also carries the question
   * list in that language (and the exam clock starts): one round trip instead of two.
   */
  hl: text().max(35).optional(),
});
export type StartExamSessionRequest = z.infer<typeof startExamSessionRequestSchema>;

/** A question or option id: random and opaque, unique within a session. */
export const opaqueIdSchema = text().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id from the question list');

// Strict objects: a question must never carry anything beyond these fields (no answer key, no
// difficulty, no rule). Options come in the displayed order, which is shuffled per session.
export const questionOptionSchema = z.strictObject({ id: opaqueIdSchema, svg: z.string().min(1) });
export type QuestionOption = z.infer<typeof questionOptionSchema>;
export const questionSchema = z.strictObject({
  id: opaqueIdSchema,
  number: z.number().int().min(1),
  /** The 3×3 matrix with its missing cell, as standalone SVG markup. */
  matrixSvg: z.string().min(1),
  options: z.array(questionOptionSchema).length(OPTION_COUNT),
});
export type Question = z.infer<typeof questionSchema>;

/** How a confirmed exam ended: scored (the paid report may follow) or not analysable. */
export const examOutcomeSchema = z.enum(['scored', 'abnormal']);
export type ExamOutcome = z.infer<typeof examOutcomeSchema>;
/**
 * Why a result is 'Unable to analyze test results' (spec §8 "Abnormal test"); too-few-answers:
 * fewer than half the questions answered, too little for a report (issue 35).
 */
export const abnormalReasonSchema = z.enum([
  'nothing-answered',
  'too-few-answers',
  'one-option',
  'too-fast',
  'pattern',
]);
export type AbnormalReason = z.infer<typeof abnormalReasonSchema>;

/** A confirmed result that is not analysable: why, with the figures the abnormal screen states. */
export const abnormalResultSchema = z.strictObject({
  reason: abnormalReasonSchema,
  answeredCount: z.number().int().min(0),
  questionCount: z.number().int().min(0),
  /** The fewest answered questions a report needs (half the test, rounded up). */
  minAnswered: z.number().int().min(0),
});
export type AbnormalResult = z.infer<typeof abnormalResultSchema>;

/** GET /exam/session/state: what a reloaded page needs to restore answers and the timer. */
export const examSessionStateSchema = z.strictObject({
  /** questionId → optionId of every answered question. */
  answers: z.record(opaqueIdSchema, opaqueIdSchema),
  confirmed: z.boolean(),
  outcome: examOutcomeSchema.nullable(),
  /** When the question list was first served (server clock), ISO 8601; null before. */
  startedAt: z.iso.datetime().nullable(),
  /** Whole seconds since start; frozen at confirmation. */
  elapsedSeconds: z.number().int().min(0),
  timeLimitSeconds: z.number().int().min(1),
  remainingSeconds: z.number().int().min(0),
  email: z.string().nullable(),
  /** Only with outcome 'abnormal': why, and the counts behind it. */
  abnormal: abnormalResultSchema.optional(),
  /**
   * Only with outcome 'scored' (issue 36): the answers look like guessing, so the checkout says
   * before payment that the score cannot be trusted and recommends a free retake. Not the score.
   */
  guessingLikely: z.boolean().optional(),
});
export type ExamSessionState = z.infer<typeof examSessionStateSchema>;

export const questionListSchema = z.strictObject({
  examId: z.number().int(),
  hl: z.enum(LOCALE_TAGS),
  questions: z.array(questionSchema),
  /**
   * The session's state as this list was served (the clock has started), so the question
   * screen needs no second round trip to GET /exam/session/state before its first view.
   */
  state: examSessionStateSchema.optional(),
});
export type QuestionList = z.infer<typeof questionListSchema>;

export const startExamSessionResponseSchema = z.strictObject({
  /** Unguessable; sent back as the Exam-Session header (never the logid). */
  sessionId: z.string(),
  questionCount: z.number().int().min(1),
  /** The time limit the instructions screen announces (20 minutes by default: docs/decisions/2026-11-22-time-limit-20-minutes.md). */
  timeLimitSeconds: z.number().int().min(1),
  /** Only when the request named `hl`: what GET /exam/question/list serves, state included. */
  questionList: questionListSchema.optional(),
});
export type StartExamSessionResponse = z.infer<typeof startExamSessionResponseSchema>;

/** POST /exam/session/answer: saved as given; null clears the answer. */
export const saveAnswerRequestSchema = z.object({
  questionId: opaqueIdSchema,
  optionId: opaqueIdSchema.nullable(),
});
export type SaveAnswerRequest = z.infer<typeof saveAnswerRequestSchema>;
export const saveAnswerResponseSchema = z.strictObject({ answeredCount: z.number().int().min(0) });
export type SaveAnswerResponse = z.infer<typeof saveAnswerResponseSchema>;

/** POST /exam/session/confirm: locks the answers; the score itself stays server-side (paid). */
export const confirmExamRequestSchema = z.object({});
export type ConfirmExamRequest = z.infer<typeof confirmExamRequestSchema>;
export const confirmExamResponseSchema = z.strictObject({
  outcome: examOutcomeSchema,
  /** Only with outcome 'abnormal'. */
  reason: abnormalReasonSchema.optional(),
});
export type ConfirmExamResponse = z.infer<typeof confirmExamResponseSchema>;

/** POST /exam/session/email (spec §5: required and valid, checked with isEmail). */
export const saveExamEmailRequestSchema = z.object({ email: text().max(320) });
export type SaveExamEmailRequest = z.infer<typeof saveExamEmailRequestSchema>;
export const saveExamEmailResponseSchema = z.strictObject({ saved: z.literal(true) });
export type SaveExamEmailResponse = z.infer<typeof saveExamEmailResponseSchema>;

/** The exam service's error messages a screen may react to (spec §5 and §8 wording). */
export const EXAM_ERROR_MESSAGES = {
  missingSession: `Missing ${EXAM_SESSION_HEADER} header`,
  sessionNotFound: 'Exam session not found',
  answersLocked: 'Answers are locked after confirmation',
  timeUp: 'Time is up',
  notConfirmed: 'Confirm the exam first',
  emailRequired: 'Please input email address',
  emailInvalid: 'Please input correct email address',
} as const;

/*
 * Session hand-over (issue 13, in-app browsers): the session id lives in one tab's session
 * storage, so a link copied out of an app's built-in browser opens a tab with no test in the
 * system browser. The holder asks for a short-lived, one-use code that travels in the copied URL
 * (`?handoff=`); the new tab claims it once for the session id. The code is not the session id:
 * a link that leaks later (chat history, browser history) is worthless after one use or 15 minutes.
 */
export const SESSION_HANDOFF = {
  /** POST, with the Exam-Session header: a new code for that session. */
  path: '/exam/session/handoff',
  /** POST { code }: the session id, once. */
  claimPath: '/exam/session/handoff/claim',
  /** The query key of the copied URL. */
  queryKey: 'handoff',
  /** Long enough to switch apps and paste; short enough that a stale link is dead. */
  ttlSeconds: 15 * 60,
  /** One message for unknown, used and expired codes: a prober learns nothing from it. */
  notFound: 'Hand-over code not found, used or expired',
} as const;

/** 32 random bytes in base64url (43 characters); anything else is refused before any lookup. */
export const sessionHandoffCodeSchema = text().regex(/^[A-Za-z0-9_-]{43}$/, 'not a hand-over code');

/** POST /exam/session/handoff → a code for the Exam-Session header's session. */
export const sessionHandoffResponseSchema = z.strictObject({
  code: sessionHandoffCodeSchema,
  expiresInSeconds: z.number().int().positive(),
});
export type SessionHandoffResponse = z.infer<typeof sessionHandoffResponseSchema>;

/** POST /exam/session/handoff/claim. */
export const claimSessionHandoffRequestSchema = z.strictObject({ code: sessionHandoffCodeSchema });
export type ClaimSessionHandoffRequest = z.infer<typeof claimSessionHandoffRequestSchema>;
export const claimSessionHandoffResponseSchema = z.strictObject({ sessionId: z.string().min(1) });
export type ClaimSessionHandoffResponse = z.infer<typeof claimSessionHandoffResponseSchema>;

// Contracts of the questionnaire exams (issue 12): 2 personality (16 types), 3 EQ, 4 brain
// dominance. They reuse the exam session (POST /exam/session/start with examId 2–4 and the
// Exam-Session header); the session's exam decides which shape /exam/session/state, /answer and
// /confirm answer with. The IQ flow's contracts (exam-api.ts) are unchanged.
import { z } from 'zod';
import { text } from './text';
import { EXAM_IDS } from './exams';
import { LOCALE_TAGS } from './locales';
import { SEXES } from './user-api';
import { isEmail } from './validation';
import { orderNumberSchema, type SkuItemKey } from './order-api';

/** Exam ids that are questionnaires (ARCHITECTURE.md "Routes"). */
export const QUESTIONNAIRE_EXAM_IDS = [EXAM_IDS.personality, EXAM_IDS.eq, EXAM_IDS.brainDominance] as const;
export function isQuestionnaireExam(examId: number): boolean {
  return (QUESTIONNAIRE_EXAM_IDS as readonly number[]).includes(examId);
}

export const QUESTIONNAIRE_KINDS = ['sixteen-types', 'eq', 'brain-dominance'] as const;
export const questionnaireKindSchema = z.enum(QUESTIONNAIRE_KINDS);
export type QuestionnaireKind = z.infer<typeof questionnaireKindSchema>;

/**
 * Paths (the gateway routes /exam/question/* and /exam/session/* to the exam service; a new
 * /exam/questionnaire/* prefix would not be routed). All but `start` need the Exam-Session header.
 */
export const QUESTIONNAIRE_PATHS = {
  /** POST, body { examId: 2 | 3 | 4, code }: StartExamSessionResponse (exam-api.ts). */
  start: '/exam/session/start',
  /** GET: QuestionnaireView in the locale {hl} (a tag or bare language, unknown → English). */
  questionnaire: (examId: number, hl: string) => `/exam/question/questionnaire/${examId}/${hl}`,
  /** GET: QuestionnaireState (what a reloaded page restores). */
  state: '/exam/session/state',
  /** POST SaveQuestionnaireAnswerRequest: SaveQuestionnaireAnswerResponse. */
  answer: '/exam/session/answer',
  /** POST PersonalityForm (exam 2 only; before confirm): SavePersonalityFormResponse. */
  profile: '/exam/session/profile',
  /** POST {}: QuestionnaireConfirmed (all items answered; exam 2 needs the form first); no result. */
  confirm: '/exam/session/confirm',
  /** GET: always 403 (QUESTIONNAIRE_MESSAGES.resultNotHere): results come from FREE_TEST_PATHS. */
  result: '/exam/session/result',
} as const;

/** A questionnaire item id (stable across sessions, e.g. "ei-01"); never carries its scoring key. */
export const questionnaireItemIdSchema = text().regex(
  /^[a-z0-9-]{1,32}$/,
  'must be an item id from the questionnaire',
);

/** A point of the response scale: 1 = "Not at all" … max = "Very much" (the view lists them). */
export const responseValueSchema = z.number().int('must be a whole number from the response options');

const percentSchema = z.number().int().min(0).max(100);

export const partProgressSchema = z.strictObject({
  partId: z.string(),
  answered: z.number().int().min(0),
  total: z.number().int().min(1),
  /** Every item of the part answered: time for its progress message (spec §1). */
  complete: z.boolean(),
});
export type PartProgress = z.infer<typeof partProgressSchema>;

/**
 * GET /exam/session/state for a questionnaire session: the answers so far and where each part
 * stands. No timer: questionnaires are not timed (there is nothing to gain by looking things up).
 */
export const questionnaireStateSchema = z.strictObject({
  examId: z.number().int(),
  kind: questionnaireKindSchema,
  /** itemId → chosen value, every answered item. */
  answers: z.record(questionnaireItemIdSchema, responseValueSchema),
  answeredCount: z.number().int().min(0),
  itemCount: z.number().int().min(1),
  parts: z.array(partProgressSchema).min(1),
  /** Exam 2 only: the personality form must be saved before confirmation. */
  profileRequired: z.boolean(),
  profileSaved: z.boolean(),
  confirmed: z.boolean(),
});
export type QuestionnaireState = z.infer<typeof questionnaireStateSchema>;

// Strict objects: the served questionnaire carries texts only, never an item's scale or keying.
export const questionnaireViewSchema = z.strictObject({
  examId: z.number().int(),
  kind: questionnaireKindSchema,
  hl: z.enum(LOCALE_TAGS),
  title: z.string(),
  description: z.string(),
  /** The response options in order, value 1 ("Not at all") first. */
  responseOptions: z.array(z.strictObject({ value: responseValueSchema, label: z.string() })).min(2),
  /** In order; after the last item of a part, its progressMessage is shown (spec §1). */
  parts: z
    .array(
      z.strictObject({
        id: z.string(),
        progressMessage: z.string(),
        items: z.array(z.strictObject({ id: questionnaireItemIdSchema, text: z.string() })).min(1),
      }),
    )
    .min(1),
  /** The session's state as served, so the first view needs no second round trip. */
  state: questionnaireStateSchema,
});
export type QuestionnaireView = z.infer<typeof questionnaireViewSchema>;

/** POST /exam/session/answer on a questionnaire session: saved as given; null clears it. */
export const saveQuestionnaireAnswerRequestSchema = z.object({
  itemId: questionnaireItemIdSchema,
  value: responseValueSchema.nullable(),
});
export type SaveQuestionnaireAnswerRequest = z.infer<typeof saveQuestionnaireAnswerRequestSchema>;
export const saveQuestionnaireAnswerResponseSchema = z.strictObject({
  answeredCount: z.number().int().min(0),
  parts: z.array(partProgressSchema).min(1),
});
export type SaveQuestionnaireAnswerResponse = z.infer<typeof saveQuestionnaireAnswerResponseSchema>;

/** Name lengths the form accepts (a longer one is a paste accident or an attack). */
export const PERSONALITY_NAME_MAX = 50;
export const PERSONALITY_BIRTH_YEAR_MIN = 1900;

/** What the questionnaire endpoints answer with; a screen shows its translation of each. */
export const QUESTIONNAIRE_MESSAGES = {
  firstNameRequired: 'Please input your first name',
  firstNameTooLong: `First name must be at most ${PERSONALITY_NAME_MAX} characters`,
  lastNameRequired: 'Please input your last name',
  lastNameTooLong: `Last name must be at most ${PERSONALITY_NAME_MAX} characters`,
  // spec §5 wording, as for the IQ e-mail capture.
  emailRequired: 'Please input email address',
  emailInvalid: 'Please input correct email address',
  birthYearRequired: 'Please select your birth year',
  birthYearInvalid: 'Please select a valid birth year',
  genderRequired: 'Please select your gender',
  countryRequired: 'Please select your country or region',
  /** 409 from confirm on exam 2 before the form is saved. */
  profileRequired: 'Please fill in the personality form first',
  /** 400 from /profile on exams 3 and 4. */
  profileNotForThisExam: 'Only the personality test (exam 2) has a personality form',
  /** 409 from /answer and /profile after confirmation. */
  answersLocked: 'Answers are locked after confirmation',
  /** 409 from /result before confirmation. */
  notConfirmed: 'Confirm the exam first',
  /** 403 from GET /exam/session/result: results are served once unlocked (FREE_TEST_PATHS). */
  resultNotHere:
    'Questionnaire results are shown once unlocked: as a free test after logging in, or by a report that includes the test',
  /** 400: a questionnaire call with an IQ session (or the reverse). */
  notAQuestionnaire: 'This exam session is not a questionnaire (exams 2, 3 and 4)',
  isAQuestionnaire:
    'This exam session is a questionnaire: use GET /exam/question/questionnaire/{examId}/{hl}',
  /** 409: a session of exam 2–4 started before the questionnaires existed (placeholder items). */
  placeholderSession: 'This exam session was started before the questionnaire existed; please start again',
} as const;

/** 400 from confirm while items are unanswered, e.g. "3 of 40 items are not answered yet". */
export function missingAnswersMessage(missing: number, total: number): string {
  return `${missing} of ${total} items are not answered yet`;
}

const required = (message: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? message : undefined;

const nameSchema = (requiredMessage: string, tooLongMessage: string) =>
  text({}, { error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(PERSONALITY_NAME_MAX, tooLongMessage);

/**
 * POST /exam/session/profile (spec §3 "Personality form", §5: every field required). The first
 * failing field, in form order, gives the 400's message: exactly one QUESTIONNAIRE_MESSAGES text.
 */
export const personalityFormSchema = z.object({
  firstName: nameSchema(QUESTIONNAIRE_MESSAGES.firstNameRequired, QUESTIONNAIRE_MESSAGES.firstNameTooLong),
  lastName: nameSchema(QUESTIONNAIRE_MESSAGES.lastNameRequired, QUESTIONNAIRE_MESSAGES.lastNameTooLong),
  email: text(
    { message: QUESTIONNAIRE_MESSAGES.emailInvalid },
    { error: QUESTIONNAIRE_MESSAGES.emailRequired },
  )
    .trim()
    .min(1, QUESTIONNAIRE_MESSAGES.emailRequired)
    .refine(isEmail, QUESTIONNAIRE_MESSAGES.emailInvalid),
  birthYear: z
    .number({
      error: (issue) =>
        required(QUESTIONNAIRE_MESSAGES.birthYearRequired)(issue) ?? QUESTIONNAIRE_MESSAGES.birthYearInvalid,
    })
    .int(QUESTIONNAIRE_MESSAGES.birthYearInvalid)
    .min(PERSONALITY_BIRTH_YEAR_MIN, QUESTIONNAIRE_MESSAGES.birthYearInvalid)
    // Not in the future (the check runs when the form is parsed, on either side).
    .refine((year) => year <= new Date().getUTCFullYear(), QUESTIONNAIRE_MESSAGES.birthYearInvalid),
  /** The account's three values (spec §3 "User account": male, female, confidential). */
  gender: z.enum(SEXES, { error: QUESTIONNAIRE_MESSAGES.genderRequired }),
  /** ISO 3166-1 alpha-2, upper case (as the order routes carry it), e.g. "DE". */
  country: text(
    { message: QUESTIONNAIRE_MESSAGES.countryRequired },
    { error: QUESTIONNAIRE_MESSAGES.countryRequired },
  ).regex(/^[A-Z]{2}$/, QUESTIONNAIRE_MESSAGES.countryRequired),
});
export type PersonalityForm = z.output<typeof personalityFormSchema>;
export type PersonalityFormInput = z.input<typeof personalityFormSchema>;
export const savePersonalityFormResponseSchema = z.strictObject({ saved: z.literal(true) });
export type SavePersonalityFormResponse = z.infer<typeof savePersonalityFormResponseSchema>;

export const SIXTEEN_TYPES_AXIS_KEYS = ['EI', 'SN', 'TF', 'JP'] as const;

/** A four-letter type code in E/I, S/N, T/F, J/P order. */
export const typeCodeSchema = z.string().regex(/^[EI][SN][TF][JP]$/);

/**
 * One result's measurement error, in whole percentage points (its standard error rounded up):
 * a lean no larger than this is balanced (docs/decisions/2026-11-29-within-measurement-error.md).
 * Absent in results scored before that decision.
 */
const marginSchema = percentSchema.optional();

/**
 * Exam 2: per axis, the percentages toward each pole (sum 100) and whether the lean is larger
 * than the axis's measurement error; the type only when all four axes are decided.
 */
export const sixteenTypesResultSchema = z.strictObject({
  kind: z.literal('sixteen-types'),
  /**
   * The four-letter type when every axis is decided, null otherwise (a balanced axis gives no
   * letter, so the answers are between types). Results scored before 2026-11-29 always have one.
   */
  typeCode: typeCodeSchema.nullable(),
  /**
   * Every type the decided letters allow, nearest to the answers first: one when typeCode is
   * set, two with one balanced axis, up to 16. Absent in results scored before 2026-11-29.
   */
  nearest: z.array(typeCodeSchema).min(1).max(16).optional(),
  axes: z
    .array(
      z.strictObject({
        axis: z.enum(SIXTEEN_TYPES_AXIS_KEYS),
        firstLetter: z.string().length(1),
        secondLetter: z.string().length(1),
        firstPercent: percentSchema,
        secondPercent: percentSchema,
        /**
         * The axis's letter when it is decided; null when it is balanced. Results scored before
         * 2026-11-29 carry a letter on every axis (an exact 50 % took the first).
         */
        letter: z.string().length(1).nullable(),
        /** Exactly 50 %. */
        tie: z.boolean(),
        /**
         * The lean is larger than the axis's measurement error (`margin`). Absent in results
         * scored before 2026-11-29: read it with isAxisDecided.
         */
        decided: z.boolean().optional(),
        margin: marginSchema,
      }),
    )
    .length(4),
});
export type SixteenTypesResultView = z.infer<typeof sixteenTypesResultSchema>;
export type SixteenTypesAxisView = SixteenTypesResultView['axes'][number];

/** Whether an axis states its letter; a result scored before `decided` existed: all but exact ties. */
export function isAxisDecided(axis: SixteenTypesAxisView): boolean {
  return (axis.decided ?? !axis.tie) && axis.letter !== null;
}

export const EQ_SCALE_KEYS = [
  'self-awareness',
  'self-regulation',
  'self-motivation',
  'empathy',
  'social-skill',
] as const;

/**
 * Exam 3: percent of the maximum per scale and over all items (reversed items recoded); per
 * scale its measurement error, so a score within it of a band boundary is shown as such.
 */
export const eqResultSchema = z.strictObject({
  kind: z.literal('eq'),
  scales: z
    .array(z.strictObject({ key: z.enum(EQ_SCALE_KEYS), percent: percentSchema, margin: marginSchema }))
    .length(5),
  overall: z.strictObject({ percent: percentSchema }),
});
export type EqResultView = z.infer<typeof eqResultSchema>;

/**
 * Exam 4: a light-hearted self-report, not neuroscience; "balanced" unless the lean is larger
 * than its measurement error (`margin`; before 2026-11-29 only an exact 50/50 was balanced).
 */
export const brainDominanceResultSchema = z.strictObject({
  kind: z.literal('brain-dominance'),
  leftPercent: percentSchema,
  rightPercent: percentSchema,
  dominant: z.enum(['left', 'right', 'balanced']),
  margin: marginSchema,
});
export type BrainDominanceResultView = z.infer<typeof brainDominanceResultSchema>;

/**
 * A questionnaire's scored result. The exam service never gives it to the session holder: the
 * order service serves it once it is unlocked, as a free test of a signed-in user or as a test a
 * paid report tier includes (FREE_TEST_PATHS below; spec §3 sku2–sku4, §6).
 */
export const questionnaireResultSchema = z.discriminatedUnion('kind', [
  sixteenTypesResultSchema,
  eqResultSchema,
  brainDominanceResultSchema,
]);
export type QuestionnaireResult = z.infer<typeof questionnaireResultSchema>;

/**
 * POST /exam/session/confirm on a questionnaire session: answers locked and scored. The result
 * is not in this answer (it is unlocked through FREE_TEST_PATHS.claim); GET /exam/session/result
 * answers 403 with QUESTIONNAIRE_MESSAGES.resultNotHere.
 */
export const questionnaireConfirmedSchema = z.strictObject({
  confirmed: z.literal(true),
  examId: z.number().int(),
});
export type QuestionnaireConfirmed = z.infer<typeof questionnaireConfirmedSchema>;

/**
 * GET /internal/questionnaire-result on the exam service (internal token; Exam-Session header):
 * what the order service stores when it unlocks a result. 404 for an unknown session or one that
 * is not a questionnaire; 409 (QUESTIONNAIRE_MESSAGES.notConfirmed) before confirmation.
 */
export const INTERNAL_QUESTIONNAIRE_RESULT_PATH = '/internal/questionnaire-result';
export const internalQuestionnaireResultSchema = z.strictObject({
  examId: z.number().int(),
  kind: questionnaireKindSchema,
  confirmedAt: z.string(),
  result: questionnaireResultSchema,
});
export type InternalQuestionnaireResult = z.infer<typeof internalQuestionnaireResultSchema>;

// ---- Free tests and tests included in a report tier (order service; spec §1, §3, §6, §7) ----

/** The gateway routes /exam/order/* to the order service. */
export const FREE_TEST_PATHS = {
  /**
   * POST ClaimQuestionnaireRequest with the Exam-Session header of a CONFIRMED questionnaire
   * session: UnlockedQuestionnaire. Without `orderNumber` the caller must be signed in (the
   * gateway's signed identity): a free test of that account (401 otherwise). With it, the order
   * must be paid and its tiers must include the test (FREE_TEST_INCLUDED_BY; 403 otherwise; an
   * unknown order is a 404). Idempotent per exam session; a session unlocked for one account or
   * order cannot be claimed by another (409).
   */
  claim: '/exam/order/info/free',
  /**
   * GET: UnlockedQuestionnaires. Without a query: the signed-in account's free tests (401 when
   * nobody is signed in). With `?orderNumber=`: the tests that paid order unlocked (404 unknown).
   */
  list: '/exam/order/info/free',
} as const;

/** Which report-tier item includes which questionnaire (spec §3); the personality test is free only. */
export const FREE_TEST_INCLUDED_BY: Readonly<Partial<Record<number, SkuItemKey>>> = {
  [EXAM_IDS.eq]: 'eqTest',
  [EXAM_IDS.brainDominance]: 'brainTest',
};

export const claimQuestionnaireRequestSchema = z.strictObject({
  orderNumber: orderNumberSchema.optional(),
});
export type ClaimQuestionnaireRequest = z.infer<typeof claimQuestionnaireRequestSchema>;

export const unlockedQuestionnaireSchema = z.strictObject({
  examId: z.number().int(),
  kind: questionnaireKindSchema,
  /** 'free': a signed-in account's free test; 'order': included in a paid report tier. */
  via: z.enum(['free', 'order']),
  /** When the answers were confirmed (ISO 8601). */
  takenAt: z.string(),
  result: questionnaireResultSchema,
});
export type UnlockedQuestionnaire = z.infer<typeof unlockedQuestionnaireSchema>;

/** The latest unlocked result per exam, in exam id order (2, 3, 4); empty when none. */
export const unlockedQuestionnairesSchema = z.strictObject({
  tests: z.array(unlockedQuestionnaireSchema),
});
export type UnlockedQuestionnaires = z.infer<typeof unlockedQuestionnairesSchema>;

/** What the free-test endpoints answer with (a screen shows its translation of each). */
export const FREE_TEST_MESSAGES = {
  /** 401: a free test without a signed-in account. */
  signInRequired: 'Please log in to take the free tests',
  /** 403: the order's tiers do not include this test (or it is the personality test). */
  notIncluded: "This test is not included in the order's report",
  /** 409: the order is not paid (yet). */
  orderNotPaid: 'The order is not paid',
  /** 409: the session was already unlocked for another account or order. */
  claimedElsewhere: 'This test result belongs to another account or order',
} as const;

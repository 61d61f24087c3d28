// ARCHITECTURE.md "Routes": exam ids are numeric; further free tests take further ids.
export const EXAM_IDS = { iq: 1, personality: 2, eq: 3, brainDominance: 4 } as const;
export type ExamKind = keyof typeof EXAM_IDS;
export const DEFAULT_EXAM_ID = EXAM_IDS.iq;
export const DEFAULT_APP_CODE = 'web';

/** spec §1/§9: 30 questions of six options (docs/decisions.md: 30, not the older 20). */
export const IQ_QUESTION_COUNT = 30;
export const IQ_OPTION_COUNT = 6;
/** Default time limit announced on the instructions screen; the exam service may configure it. */
export const IQ_TIME_LIMIT_MINUTES = 20;

// ARCHITECTURE.md "Routes": exam ids are numeric; further free tests take further ids.
export const EXAM_IDS = { iq: 1, personality: 2, eq: 3, brainDominance: 4 } as const;
export type ExamKind = keyof typeof EXAM_IDS;
export const DEFAULT_EXAM_ID = EXAM_IDS.iq;
export const DEFAULT_APP_CODE = 'web';

// Exams 2–4 are questionnaires (contracts' QUESTIONNAIRE_EXAM_IDS). Not imported from
// questionnaire-api.ts: that module builds zod schemas when it loads, and the IQ pages that ask
// this question must not carry zod in their chunks (the question page's JS budget).
import { EXAM_IDS } from '@iq/contracts';

export function isQuestionnaireExamId(examId: number): boolean {
  return examId === EXAM_IDS.personality || examId === EXAM_IDS.eq || examId === EXAM_IDS.brainDominance;
}

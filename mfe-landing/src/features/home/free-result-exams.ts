// The questionnaires (exams 2–4: personality, EQ, brain dominance) sell nothing: their result is
// free with a free account (docs/decisions). Known here without asking, so the prerendered page
// already says so; not imported from the contracts' questionnaire module, which builds zod
// schemas on load (the landing's first view carries no zod).
import { EXAM_IDS } from '@iq/contracts';

export function resultIsFree(examId: number): boolean {
  return examId === EXAM_IDS.personality || examId === EXAM_IDS.eq || examId === EXAM_IDS.brainDominance;
}

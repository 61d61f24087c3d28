// Confirmation: is the answer sheet analysable, and if so its score (issue 3 "Scoring",
// "Abnormal results"). The score is paid content: it is stored, never returned by confirm.
import type { AbnormalReason } from '@iq/contracts';
import {
  detectAbnormal,
  scoreExam,
  type AbnormalReason as ScoringAbnormalReason,
  type ExamScore,
  type ScoredResponse,
} from './scoring';
import type { ItemKey, SessionItem } from './exam-session';

// The contract's reasons and the scorer's are one list; this line fails to compile if they drift.
const _sameReasons: [ScoringAbnormalReason] extends [AbnormalReason]
  ? [AbnormalReason] extends [ScoringAbnormalReason]
    ? true
    : never
  : never = true;

/** One item of a session with what the visitor did on it. */
export interface AnsweredItem {
  /** Neither the pictures nor the mistakes (the report's analysis) play a part in the outcome. */
  item: Pick<SessionItem, 'optionIds'> & { key: Omit<ItemKey, 'mistakes'> | null };
  /** The chosen option id, null when unanswered (or cleared). */
  answerOptionId: string | null;
  /** Server-measured seconds spent on the item; null when it never got an answer event. */
  seconds: number | null;
}

export interface EvaluationOptions {
  minSecondsPerItem: number;
  timeLimitSeconds: number;
}

export type ExamEvaluation =
  | {
      outcome: 'abnormal';
      reason: AbnormalReason;
      score: null;
      answeredCount: number;
      correctCount: number | null;
    }
  | {
      outcome: 'scored';
      reason: null;
      score: ExamScore | null;
      answeredCount: number;
      correctCount: number | null;
    };

/** The option's position as displayed (0..5), null when unanswered. */
export function displayedPosition({ item, answerOptionId }: AnsweredItem): number | null {
  if (answerOptionId === null) return null;
  const position = item.optionIds.indexOf(answerOptionId);
  return position < 0 ? null : position;
}

/** A response as the scorer takes it: null marks an unanswered item, which counts as wrong (issue 3). */
export function toScoredResponse(answered: AnsweredItem): ScoredResponse | null {
  const key = answered.item.key;
  if (!key) return null;
  return {
    correct: answered.answerOptionId === null ? null : answered.answerOptionId === key.correctOptionId,
    seconds: answered.seconds,
    irt: key.irt,
    level: key.level,
    rules: key.rules.filter((rule) => rule.rule !== 'constant').length,
    components: Number(key.features.components ?? 1),
    position: displayedPosition(answered),
  };
}

/**
 * Abnormal sheets first (nothing answered, one option throughout, implausibly fast, repeating
 * patterns), then the 3PL score. Item sets without a key (the placeholder non-IQ exams) are
 * accepted as 'scored' without a score until their own scoring lands.
 */
export function evaluateExam(answered: AnsweredItem[], options: EvaluationOptions): ExamEvaluation {
  const answeredCount = answered.filter((a) => a.answerOptionId !== null).length;
  const reason = detectAbnormal(
    answered.map(displayedPosition),
    answered.map((a) => a.seconds),
    { minSecondsPerItem: options.minSecondsPerItem },
  );
  const responses = answered.map(toScoredResponse).filter((r): r is ScoredResponse => r !== null);
  const keyed = responses.length > 0 && responses.length === answered.length;
  const correctCount = keyed ? responses.filter((r) => r.correct === true).length : null;
  if (reason) return { outcome: 'abnormal', reason, score: null, answeredCount, correctCount };
  const score = keyed ? scoreExam(responses, { timeLimitSeconds: options.timeLimitSeconds }) : null;
  return { outcome: 'scored', reason: null, score, answeredCount, correctCount };
}

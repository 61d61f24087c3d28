import type { ExamConfig } from '../../config';
import type { AnswerStates } from '../../data-access/answer-states';
import type { ExamStore } from '../../data-access/exam-store';
import type { SessionRandom } from '../../domain/exam-session';
import type { PreparedItemSets } from '../../domain/prepared-item-sets';

/** What the exam routes work with; tests replace the clock. */
export interface ExamRouteContext {
  store: ExamStore;
  config: ExamConfig;
  /** The service's clock: every exam time is measured with it, never with the browser's. */
  now: () => Date;
  random: SessionRandom;
  /** Sessions as this instance last saw them answered (answer-routes.ts). */
  answerStates: AnswerStates;
  /** IQ item sets drawn ahead (main.ts); without them a start draws its set itself. */
  itemSets?: PreparedItemSets;
}

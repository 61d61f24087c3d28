import type { ExamConfig } from '../../config';
import type { ExamStore } from '../../data-access/exam-store';
import type { SessionRandom } from '../../domain/exam-session';

/** What the exam routes work with; tests replace the clock. */
export interface ExamRouteContext {
  store: ExamStore;
  config: ExamConfig;
  /** The service's clock: every exam time is measured with it, never with the browser's. */
  now: () => Date;
  random: SessionRandom;
}

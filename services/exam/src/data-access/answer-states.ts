// What an answer is checked against, kept between a visitor's answers (issue 15, load): with it
// an answer is one statement (saveAnswerIfUnchanged), not a read and a write. It is only ever a
// guess: the write applies only if the session's answer revision is still the one kept here (no
// answer, confirmation or start elsewhere, on this instance or another, since), so a stale entry
// costs a fresh read, never a wrong count or a lost answer.
import type { ExamSessionRecord } from './exam-session-queries';

/** A session as an answer checks it, with its revision and every item's options and answer. */
export interface AnswerState {
  session: ExamSessionRecord;
  revision: number;
  /** `answer`: the chosen option id, null while unanswered (a replayed answer is told by it). */
  items: Map<string, { optionIds: string[]; answer: string | null }>;
}

/** Items with an answer. */
export const countAnswered = (state: AnswerState): number => {
  let count = 0;
  for (const item of state.items.values()) if (item.answer !== null) count += 1;
  return count;
};

/** The state after `answer` was written at `at` under the state's revision (the revision + 1). */
export function afterAnswer(
  state: AnswerState,
  answer: { itemId: string; optionId: string | null; at: Date },
): AnswerState {
  const items = new Map(state.items);
  const item = items.get(answer.itemId);
  if (item) items.set(answer.itemId, { ...item, answer: answer.optionId });
  return {
    session: {
      ...state.session,
      startedAt: state.session.startedAt ?? answer.at,
      lastAnswerAt: answer.at,
    },
    revision: state.revision + 1,
    items,
  };
}

/** Sessions kept (≈5 KB each: 30 items' ids). */
const ANSWER_STATES_SIZE = 5_000;

/** session id → its answer state; least recently used goes first. */
export class AnswerStates {
  private readonly entries = new Map<string, AnswerState>();
  constructor(private readonly size = ANSWER_STATES_SIZE) {}

  get(sessionId: string): AnswerState | undefined {
    const state = this.entries.get(sessionId);
    if (state) {
      this.entries.delete(sessionId);
      this.entries.set(sessionId, state);
    }
    return state;
  }

  set(sessionId: string, state: AnswerState): void {
    this.entries.delete(sessionId);
    this.entries.set(sessionId, state);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(sessionId: string): void {
    this.entries.delete(sessionId);
  }
}

// Answer sheets for tests: generated items answered at given displayed positions and times, as
// evaluateExam takes them (option ids o0…o5, the key from the item itself).
import type { AnsweredItem } from './exam-outcome';
import type { GeneratedItem } from './matrices';

/** `positions[i]` null = unanswered (no time either). */
export function answerSheet(
  items: readonly GeneratedItem[],
  positions: readonly (number | null)[],
  seconds: readonly (number | null)[],
): AnsweredItem[] {
  return items.map((item, i) => ({
    item: {
      optionIds: ['o0', 'o1', 'o2', 'o3', 'o4', 'o5'],
      key: {
        correctOptionId: `o${item.correctOption}`,
        irt: item.irt,
        level: item.level,
        rules: item.rules,
        features: item.features,
      },
    },
    answerOptionId: positions[i] === null ? null : `o${positions[i]}`,
    seconds: positions[i] === null ? null : (seconds[i] ?? null),
  }));
}

// Answer sheets we refuse to score (spec §8 'Unable to analyze test results': retake or contact
// support). Positions are as displayed, so a genuine visitor's choices look random to us: the
// key is shuffled per item.

export type AbnormalReason = 'nothing-answered' | 'too-few-answers' | 'one-option' | 'too-fast' | 'pattern';

/**
 * The fewest answered items a report needs: half the test, rounded up (15 of 30). Below it the
 * estimate cannot support the report's statements (decision 2026-11-29, issue 35).
 */
export function minAnsweredFor(itemCount: number): number {
  return Math.ceil(itemCount / 2);
}

/** Below this many answers we do not judge options or patterns: too little to tell. */
const MIN_ANSWERS_FOR_PATTERNS = 6;
/** Share of answers on one option that only a non-reader produces (30 answers: 27 the same). */
const ONE_OPTION_SHARE = 0.9;
/** Share of answers that repeat the one a cycle back, for cycles of 2 to 10. */
const PATTERN_SHARE = 0.9;
const MIN_PATTERN_COMPARISONS = 10;

function isPeriodic(answers: readonly number[]): boolean {
  for (let period = 2; period <= 10; period++) {
    const compared = answers.length - period;
    if (compared < MIN_PATTERN_COMPARISONS) break;
    let same = 0;
    for (let i = period; i < answers.length; i++) if (answers[i] === answers[i - period]) same++;
    // A cycle must use more than one option, else it is the one-option case.
    if (same / compared >= PATTERN_SHARE && new Set(answers.slice(0, period)).size > 1) return true;
  }
  return false;
}

/**
 * Reasons in order of precedence: nothing answered; fewer than half the items answered
 * (`answers` holds one entry per item of the test); (almost) all one option; a repeating cycle
 * such as 1-2-3-4-5-6 or 1-2-1-2; a median answer time under `minSecondsPerItem` (configurable
 * so that browser tests may answer quickly).
 */
export function detectAbnormal(
  answers: (number | null)[],
  seconds: (number | null)[],
  options: { minSecondsPerItem: number },
): AbnormalReason | null {
  const given = answers.filter((a): a is number => a !== null);
  if (given.length === 0) return 'nothing-answered';
  if (given.length < minAnsweredFor(answers.length)) return 'too-few-answers';

  if (given.length >= MIN_ANSWERS_FOR_PATTERNS) {
    const counts = new Map<number, number>();
    for (const a of given) counts.set(a, (counts.get(a) ?? 0) + 1);
    if (Math.max(...counts.values()) / given.length >= ONE_OPTION_SHARE) return 'one-option';
    if (isPeriodic(given)) return 'pattern';
  }

  const times = answers
    .map((a, i) => (a === null ? null : (seconds[i] ?? null)))
    .filter((t): t is number => t !== null)
    .sort((x, y) => x - y);
  if (times.length > 0) {
    const mid = Math.floor(times.length / 2);
    const median =
      times.length % 2 ? (times[mid] as number) : ((times[mid - 1] as number) + (times[mid] as number)) / 2;
    if (median < options.minSecondsPerItem) return 'too-fast';
  }
  return null;
}

// The five indicators of the report (spec §1, §3: memory, speed, reaction, concentration,
// logic; levels 1 very low … 5 very high). These are indicators DERIVED FROM THIS TEST's
// accuracy and response times, each by the documented rule below; they are not clinical
// measures of memory, attention or processing speed.
import { probabilityCorrect } from './irt';
import type { ItemParameters } from '../matrices';

export type IndicatorId = 'memory' | 'speed' | 'reaction' | 'concentration' | 'logic';
export type IndicatorLevel = 1 | 2 | 3 | 4 | 5;
/** null: the answers hold too little to measure the indicator (its "not measured" state). */
export type IndicatorValue = IndicatorLevel | null;

export interface IndicatorResponse {
  correct: boolean | null;
  seconds: number | null;
  irt: ItemParameters;
  level: number;
  rules: number;
  components: number;
}

/** Level from a z-score: ±0.5 is "as expected" (3), beyond ±1.5 the extremes. */
export function levelFromZ(z: number): IndicatorLevel {
  if (z < -1.5) return 1;
  if (z < -0.5) return 2;
  if (z <= 0.5) return 3;
  if (z <= 1.5) return 4;
  return 5;
}

/** Level from a time ratio (lower is faster): cut points ascending, fastest band first. */
export function levelFromRatio(
  ratio: number,
  cuts: readonly [number, number, number, number],
): IndicatorLevel {
  const passed = cuts.filter((cut) => ratio > cut).length;
  return (5 - passed) as IndicatorLevel;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((x, y) => x - y);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** Accuracy on a group compared with what an average visitor (θ = 0) would score on the same items. */
function groupVersusAverage(group: readonly IndicatorResponse[]): IndicatorValue {
  if (group.length < MIN_GROUP_ITEMS) return null;
  let observed = 0;
  let expected = 0;
  let variance = 0;
  for (const r of group) {
    const p = probabilityCorrect(r.irt, 0);
    observed += r.correct === true ? 1 : 0;
    expected += p;
    variance += p * (1 - p);
  }
  return levelFromZ((observed - expected) / Math.sqrt(variance));
}

const SPEED_CUTS = [0.3, 0.5, 0.8, 1.1] as const;
const REACTION_CUTS = [0.15, 0.3, 0.5, 0.8] as const;

/** Fewest items in a memory or logic group for a level. */
export const MIN_GROUP_ITEMS = 6;
/** Fewest correct answers whose times make a speed level. */
export const MIN_CORRECT_FOR_SPEED = 8;
/** Fewest correct answers on the easiest items (levels 1–2) whose times make a reaction level. */
export const MIN_EASY_CORRECT_FOR_REACTION = 3;
/** Items of levels up to this are the "easier questions" of concentration (the first twelve of 30). */
export const EASY_LEVEL_MAX = 4;
/** Items of levels up to this are the "easiest questions" of reaction (the first six of 30). */
export const REACTION_LEVEL_MAX = 2;
/** Concentration counts slips only where the visitor's θ predicts at least this accuracy on the easier questions. */
export const MIN_EXPECTED_EASY_ACCURACY = 0.7;
const MIN_EASY_ITEMS = 6;

/**
 * The definitions (docs/dimensions.md; every sentence of the report claims only these):
 * logic: accuracy on items with three or more changing rules, versus an average visitor (θ = 0)
 *   on the same items, as a z-score; needs ≥ 6 such items.
 * memory: accuracy on items with two parts to keep track of (components ≥ 2), the same way.
 * speed: median time on correct answers as a share of the per-item time budget
 *   (≤ 0.3 → 5, ≤ 0.5 → 4, ≤ 0.8 → 3, ≤ 1.1 → 2, else 1); needs ≥ 8 correct answers.
 * reaction: median time on the easiest items (levels 1–2) answered correctly, as a share of the
 *   per-item budget (≤ 0.15 → 5, ≤ 0.3 → 4, ≤ 0.5 → 3, ≤ 0.8 → 2, else 1); needs ≥ 3 of them.
 *   Its cut points are half the speed ones, so speed fast with reaction slow (or the reverse)
 *   can only happen when the easy items really were slower (faster) than the rest.
 * concentration: slips on the easier questions (levels 1–4): wrong answers there versus the
 *   number the visitor's own θ predicts, as a z-score (fewer slips → higher); measured only
 *   when θ predicts at least 70 % right there, so a low score is never read as a lapse.
 * Any indicator is null ("not measured") below its minimum, and all are null on a sheet that
 * looks like guessing (the caller passes `guessing`).
 */
export function indicatorLevels(
  responses: readonly IndicatorResponse[],
  theta: number,
  timeLimitSeconds: number,
  options: { guessing?: boolean } = {},
): Record<IndicatorId, IndicatorValue> {
  if (options.guessing) {
    return { memory: null, speed: null, reaction: null, concentration: null, logic: null };
  }
  const budget = timeLimitSeconds / Math.max(1, responses.length);
  const correctTimes = (list: readonly IndicatorResponse[]) =>
    list.filter((r) => r.correct === true && r.seconds !== null).map((r) => r.seconds as number);

  const speedTimes = correctTimes(responses);
  const reactionTimes = correctTimes(responses.filter((r) => r.level <= REACTION_LEVEL_MAX));
  const speedMedian = speedTimes.length >= MIN_CORRECT_FOR_SPEED ? median(speedTimes) : null;
  const reactionMedian = reactionTimes.length >= MIN_EASY_CORRECT_FOR_REACTION ? median(reactionTimes) : null;

  return {
    memory: groupVersusAverage(responses.filter((r) => r.components >= 2)),
    speed: speedMedian === null ? null : levelFromRatio(speedMedian / budget, SPEED_CUTS),
    reaction: reactionMedian === null ? null : levelFromRatio(reactionMedian / budget, REACTION_CUTS),
    concentration: concentrationLevel(responses, theta),
    logic: groupVersusAverage(responses.filter((r) => r.rules >= 3)),
  };
}

function concentrationLevel(responses: readonly IndicatorResponse[], theta: number): IndicatorValue {
  const easy = responses.filter((r) => r.level <= EASY_LEVEL_MAX);
  if (easy.length < MIN_EASY_ITEMS) return null;
  let observed = 0;
  let expected = 0;
  let variance = 0;
  for (const r of easy) {
    const p = probabilityCorrect(r.irt, theta);
    observed += r.correct === true ? 0 : 1;
    expected += 1 - p;
    variance += p * (1 - p);
  }
  if (1 - expected / easy.length < MIN_EXPECTED_EASY_ACCURACY || variance === 0) return null;
  return levelFromZ((expected - observed) / Math.sqrt(variance));
}

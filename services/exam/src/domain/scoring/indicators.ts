// The five indicators of the report (spec §1, §3: memory, speed, reaction, concentration,
// logic; levels 1 very low … 5 very high). These are indicators DERIVED FROM THIS TEST's
// accuracy and response times, each by the documented rule below; they are not clinical
// measures of memory, attention or processing speed.
import { probabilityCorrect } from './irt';
import type { ItemParameters } from '../matrices';

export type IndicatorId = 'memory' | 'speed' | 'reaction' | 'concentration' | 'logic';
export type IndicatorLevel = 1 | 2 | 3 | 4 | 5;

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
function groupVersusAverage(group: readonly IndicatorResponse[]): IndicatorLevel {
  if (group.length === 0) return 3;
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

/**
 * logic: accuracy on multi-rule items (rules ≥ 2) versus the average visitor.
 * memory: accuracy on items with two parts to keep track of (components ≥ 2) versus the average visitor.
 * speed: median time on correct answers as a share of the per-item time budget
 *   (≤ 0.3 → 5, ≤ 0.5 → 4, ≤ 0.8 → 3, ≤ 1.1 → 2, else 1; no correct answer → 1).
 * reaction: median time on the easiest items (levels 1–2) answered correctly, as a share of the
 *   per-item budget (≤ 0.15 → 5, ≤ 0.3 → 4, ≤ 0.5 → 3, ≤ 0.8 → 2, else 1; none → 1).
 * concentration: how the second half went compared with the first, each measured against what
 *   the visitor's own θ predicts (so the harder second half is no penalty), as a z-score.
 */
export function indicatorLevels(
  responses: readonly IndicatorResponse[],
  theta: number,
  timeLimitSeconds: number,
): Record<IndicatorId, IndicatorLevel> {
  const budget = timeLimitSeconds / Math.max(1, responses.length);
  const correctTimes = (list: readonly IndicatorResponse[]) =>
    list.filter((r) => r.correct === true && r.seconds !== null).map((r) => r.seconds as number);

  const speedMedian = median(correctTimes(responses));
  const reactionMedian = median(correctTimes(responses.filter((r) => r.level <= 2)));

  return {
    memory: groupVersusAverage(responses.filter((r) => r.components >= 2)),
    speed: speedMedian === null ? 1 : levelFromRatio(speedMedian / budget, SPEED_CUTS),
    reaction: reactionMedian === null ? 1 : levelFromRatio(reactionMedian / budget, REACTION_CUTS),
    concentration: concentrationLevel(responses, theta),
    logic: groupVersusAverage(responses.filter((r) => r.rules >= 2)),
  };
}

function concentrationLevel(responses: readonly IndicatorResponse[], theta: number): IndicatorLevel {
  if (responses.length < 4) return 3;
  const half = Math.floor(responses.length / 2);
  const stats = (group: readonly IndicatorResponse[]) => {
    let residual = 0;
    let variance = 0;
    for (const r of group) {
      const p = probabilityCorrect(r.irt, theta);
      residual += (r.correct === true ? 1 : 0) - p;
      variance += p * (1 - p);
    }
    return { mean: residual / group.length, variance: variance / group.length ** 2 };
  };
  const first = stats(responses.slice(0, half));
  const second = stats(responses.slice(half));
  const sd = Math.sqrt(first.variance + second.variance);
  return sd === 0 ? 3 : levelFromZ((second.mean - first.mean) / sd);
}

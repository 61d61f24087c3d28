// The dimension table of the report (spec §1, §3: memory, speed, reaction, concentration,
// logic; dimension, score, reference range, quick interpretation; levels 1–5).
//
// The exam service gives each dimension a LEVEL, cut at z = −1.5, −0.5, +0.5, +1.5 against the
// average test-taker (services/exam/src/domain/scoring/indicators.ts). The 0–100 score puts a
// level on a percentile-like scale: the share of a normal population below each cut is
// 6.7 %, 30.9 %, 69.1 % and 93.3 %, and a level's score is the centre of its share
// (level 1: 0–6.7 → 3; 2: 6.7–30.9 → 19; 3: 30.9–69.1 → 50; 4: 69.1–93.3 → 81; 5: 93.3–100 → 97).
// The reference range, where the typical test-taker falls, is level 3's share: 31–69.
//
// Issue 36: a dimension the answers cannot measure (too few items or right answers) has no level
// and no score, and says why ("notMeasured"); on a sheet that looks like guessing every dimension
// says that instead ("guessing"). What each one measures: docs/dimensions.md.
import { INDICATOR_IDS, type IndicatorId, type SessionScore } from '@iq/contracts';

export type DimensionLevel = 1 | 2 | 3 | 4 | 5;

export const LEVEL_SCORES: Readonly<Record<DimensionLevel, number>> = { 1: 3, 2: 19, 3: 50, 4: 81, 5: 97 };
export const REFERENCE_RANGE = { low: 31, high: 69 } as const;

export interface DimensionRow {
  id: IndicatorId;
  level: DimensionLevel | null;
  score: number | null;
  referenceRange: { low: number; high: number };
  interpretationKey: string;
}

/**
 * The screens and the PDF translate this key: report.dimensions.logic.level4,
 * report.dimensions.logic.notMeasured or report.dimensions.logic.guessing.
 */
export function interpretationKey(
  id: IndicatorId,
  level: DimensionLevel | 'notMeasured' | 'guessing',
): string {
  return typeof level === 'number'
    ? `report.dimensions.${id}.level${level}`
    : `report.dimensions.${id}.${level}`;
}

/** One row per dimension, in the spec's order; a missing or null level is "not measured". */
export function dimensionRows(
  indicators: SessionScore['indicators'],
  options: { guessingLikely?: boolean } = {},
): DimensionRow[] {
  return INDICATOR_IDS.map((id) => {
    const raw = options.guessingLikely ? null : indicators[id];
    const level = raw && raw >= 1 && raw <= 5 ? (raw as DimensionLevel) : null;
    return {
      id,
      level,
      score: level === null ? null : LEVEL_SCORES[level],
      referenceRange: { ...REFERENCE_RANGE },
      interpretationKey: interpretationKey(
        id,
        level ?? (options.guessingLikely ? 'guessing' : 'notMeasured'),
      ),
    };
  });
}

// The dimension table of the report (spec §1, §3: memory, speed, reaction, concentration,
// logic; dimension, score, reference range, quick interpretation; levels 1–5).
//
// The exam service gives each dimension a LEVEL, cut at z = −1.5, −0.5, +0.5, +1.5 against the
// average test-taker (services/exam/src/domain/scoring/indicators.ts). The 0–100 score puts a
// level on a percentile-like scale: the share of a normal population below each cut is
// 6.7 %, 30.9 %, 69.1 % and 93.3 %, and a level's score is the centre of its share
// (level 1: 0–6.7 → 3; 2: 6.7–30.9 → 19; 3: 30.9–69.1 → 50; 4: 69.1–93.3 → 81; 5: 93.3–100 → 97).
// The reference range, where the typical test-taker falls, is level 3's share: 31–69.
import { INDICATOR_IDS, type IndicatorId, type SessionScore } from '@iq/contracts';

export type DimensionLevel = 1 | 2 | 3 | 4 | 5;

export const LEVEL_SCORES: Readonly<Record<DimensionLevel, number>> = { 1: 3, 2: 19, 3: 50, 4: 81, 5: 97 };
export const REFERENCE_RANGE = { low: 31, high: 69 } as const;

export interface DimensionRow {
  id: IndicatorId;
  level: DimensionLevel;
  score: number;
  referenceRange: { low: number; high: number };
  interpretationKey: string;
}

/** The screens and the PDF translate this key (report.dimensions.logic.level4). */
export function interpretationKey(id: IndicatorId, level: DimensionLevel): string {
  return `report.dimensions.${id}.level${level}`;
}

/** One row per dimension, in the spec's order; a missing level counts as the typical one (3). */
export function dimensionRows(indicators: SessionScore['indicators']): DimensionRow[] {
  return INDICATOR_IDS.map((id) => {
    const raw = indicators[id];
    const level = (raw && raw >= 1 && raw <= 5 ? raw : 3) as DimensionLevel;
    return {
      id,
      level,
      score: LEVEL_SCORES[level],
      referenceRange: { ...REFERENCE_RANGE },
      interpretationKey: interpretationKey(id, level),
    };
  });
}

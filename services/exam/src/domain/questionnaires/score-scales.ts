// Per-scale scores: raw sums with reversed items recoded, means, percent of maximum with its
// standard error, and for bipolar scales a percentage toward each pole and whether the lean is
// larger than that error (docs/decisions/2026-11-29-within-measurement-error.md).
import { requireValidSheet } from './answer-sheet';
import type { Answer, Keying, Questionnaire, ResponseScale, ScaleDefinition } from './types';

/** A reversed item counts as (min + max − x): 6 − x on a 1..5 scale. */
export function recode(value: number, keyed: Keying, scale: ResponseScale): number {
  return keyed === 1 ? value : scale.min + scale.max - value;
}

export interface ScaleScore {
  scale: string;
  itemCount: number;
  /** Sum of recoded answers, itemCount·min … itemCount·max. */
  rawSum: number;
  /** rawSum / itemCount, on the response scale (1..5). */
  mean: number;
  /**
   * Percent of maximum possible (POMP): (rawSum − k·min) / (k·(max − min)) · 100, 0..100
   * unrounded. For a bipolar scale, the exact percentage toward its first pole.
   */
  percentOfMaximum: number;
  /**
   * The standard error of percentOfMaximum for this sheet, in percentage points: the sample
   * standard deviation of the recoded answers over the scale's items, divided by √k and scaled
   * like the percentage. Answers that disagree with each other (agreeing with an item and with
   * its reversed twin) make it large; the same answer everywhere makes it 0.
   */
  standardError: number;
}

export interface BipolarScore {
  scale: string;
  /** The pole letters, first then second (e.g. E, I). */
  poles: readonly [string, string];
  /** Unrounded percentage toward the first pole (the scale's percentOfMaximum). */
  exactFirstPercent: number;
  /** Whole-number percentages that sum to 100; see displayPercent for the rounding. */
  firstPercent: number;
  secondPercent: number;
  /** The letter the percentage leans to; an exact tie (50 %) goes to the FIRST pole. */
  letter: string;
  /** True for an exact 50 %. */
  tie: boolean;
  /** The scale's standard error in percentage points (ScaleScore.standardError). */
  standardError: number;
  /**
   * The lean is larger than the measurement error: |exactFirstPercent − 50| > standardError.
   * Otherwise the scale is balanced and its letter is only the side of a tie-break.
   */
  decided: boolean;
}

export interface QuestionnaireScore {
  questionnaireId: Questionnaire['id'];
  /** One per scale, in the questionnaire's scale order. */
  scales: ScaleScore[];
  /** One per bipolar scale, in scale order. */
  bipolar: BipolarScore[];
}

/**
 * A percentage rounded to a whole number symmetrically around 50 (half away from 50), where
 * anything that is not an exact tie shows at least 1 point off 50: mirror-image sheets get
 * mirror-image figures (52.5 → 53, 47.5 → 47) and the shown figure never contradicts the letter.
 */
export function displayPercent(exact: number): number {
  const distance = exact - 50;
  if (distance === 0) return 50;
  return 50 + Math.sign(distance) * Math.max(1, Math.round(Math.abs(distance)));
}

/**
 * The standard error of a sheet's percent of maximum on one scale, from its recoded answers:
 * s / √k on the response scale (s the sample standard deviation, k − 1 in the denominator),
 * times 100 / (max − min). Treats the scale's items as a sample of statements about one trait,
 * the model Cronbach's α rests on too.
 */
export function percentStandardError(recoded: readonly number[], scale: ResponseScale): number {
  const k = recoded.length;
  if (k < 2) throw new RangeError('a standard error needs at least two items');
  const mean = recoded.reduce((sum, value) => sum + value, 0) / k;
  const variance = recoded.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (k - 1);
  return (Math.sqrt(variance / k) / (scale.max - scale.min)) * 100;
}

/**
 * A lean counts only when it is larger than one standard error (ties and near-ties are
 * balanced). A lean equal to its error is not larger: one answer off an otherwise constant
 * sheet gives exactly that, and float rounding must not decide it (hence the tolerance).
 */
export function isBeyondError(exactPercent: number, boundary: number, standardError: number): boolean {
  return Math.abs(exactPercent - boundary) > standardError + 1e-9;
}

export function bipolarScore(scale: ScaleDefinition, score: ScaleScore): BipolarScore {
  if (!scale.poles) throw new RangeError(`Scale "${scale.key}" is not bipolar`);
  const [first, second] = scale.poles;
  const exact = score.percentOfMaximum;
  const firstPercent = displayPercent(exact);
  return {
    scale: scale.key,
    poles: [first.letter, second.letter],
    exactFirstPercent: exact,
    firstPercent,
    secondPercent: 100 - firstPercent,
    letter: exact >= 50 ? first.letter : second.letter,
    tie: exact === 50,
    standardError: score.standardError,
    decided: isBeyondError(exact, 50, score.standardError),
  };
}

/** Scores a sheet; throws InvalidAnswerSheetError unless every item is answered exactly once, in range. */
export function scoreQuestionnaire(
  questionnaire: Questionnaire,
  sheet: readonly Answer[],
): QuestionnaireScore {
  const values = requireValidSheet(questionnaire, sheet);
  const { responseScale } = questionnaire;
  const span = responseScale.max - responseScale.min;
  const scales = questionnaire.scales.map((scale): ScaleScore => {
    const recoded = questionnaire.items
      .filter((item) => item.scale === scale.key)
      .map((item) => recode(values.get(item.id) as number, item.keyed, responseScale));
    const rawSum = recoded.reduce((sum, value) => sum + value, 0);
    const k = recoded.length;
    return {
      scale: scale.key,
      itemCount: k,
      rawSum,
      mean: rawSum / k,
      percentOfMaximum: ((rawSum - k * responseScale.min) / (k * span)) * 100,
      standardError: percentStandardError(recoded, responseScale),
    };
  });
  const bipolar = questionnaire.scales.flatMap((scale, i) =>
    scale.poles ? [bipolarScore(scale, scales[i] as ScaleScore)] : [],
  );
  return { questionnaireId: questionnaire.id, scales, bipolar };
}

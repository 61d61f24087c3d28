// Per-scale scores: raw sums with reversed items recoded, means, percent of maximum, and for
// bipolar scales a percentage toward each pole.
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
  /** The letter the respondent leans to; an exact tie (50 %) goes to the FIRST pole. */
  letter: string;
  /** True for an exact 50 %: screens may say "balanced" next to the letter. */
  tie: boolean;
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
    const items = questionnaire.items.filter((item) => item.scale === scale.key);
    const rawSum = items.reduce(
      (sum, item) => sum + recode(values.get(item.id) as number, item.keyed, responseScale),
      0,
    );
    const k = items.length;
    return {
      scale: scale.key,
      itemCount: k,
      rawSum,
      mean: rawSum / k,
      percentOfMaximum: ((rawSum - k * responseScale.min) / (k * span)) * 100,
    };
  });
  const bipolar = questionnaire.scales.flatMap((scale, i) =>
    scale.poles ? [bipolarScore(scale, scales[i] as ScaleScore)] : [],
  );
  return { questionnaireId: questionnaire.id, scales, bipolar };
}

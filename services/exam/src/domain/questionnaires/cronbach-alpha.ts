// Cronbach's alpha: α = k/(k − 1) · (1 − Σσ²_item / σ²_total), over answer sheets whose
// reversed items are recoded first (otherwise they would cancel the scale out).
import { recode } from './score-scales';
import type { Questionnaire } from './types';

/** Rows are respondents, columns the values of one answer sheet in questionnaire.items order. */
export type ResponseMatrix = readonly (readonly number[])[];

function sampleVariance(values: readonly number[]): number {
  const n = values.length;
  let mean = 0;
  for (const v of values) mean += v;
  mean /= n;
  let squares = 0;
  for (const v of values) squares += (v - mean) * (v - mean);
  return squares / (n - 1);
}

/**
 * Alpha of a respondents × items matrix whose items all point the same way (already recoded).
 * Sample variances (n − 1); α does not depend on that choice as long as it is the same for
 * items and total. NaN when the totals do not vary at all (α is undefined there).
 */
export function cronbachAlpha(matrix: ResponseMatrix): number {
  const n = matrix.length;
  const k = matrix[0]?.length ?? 0;
  if (n < 2) throw new RangeError('Cronbach’s alpha needs at least two respondents');
  if (k < 2) throw new RangeError('Cronbach’s alpha needs at least two items');
  if (matrix.some((row) => row.length !== k))
    throw new RangeError('every row needs the same number of items');
  let itemVariances = 0;
  for (let j = 0; j < k; j++) itemVariances += sampleVariance(matrix.map((row) => row[j] as number));
  const totalVariance = sampleVariance(matrix.map((row) => row.reduce((a, b) => a + b, 0)));
  if (totalVariance === 0) return NaN;
  return (k / (k - 1)) * (1 - itemVariances / totalVariance);
}

/** Alpha per scale key, reversed items recoded first; columns of `matrix` follow questionnaire.items. */
export function alphaByScale(questionnaire: Questionnaire, matrix: ResponseMatrix): Record<string, number> {
  const { items, responseScale } = questionnaire;
  if (matrix.some((row) => row.length !== items.length))
    throw new RangeError(`every row needs ${items.length} answers, one per item in questionnaire order`);
  const alphas: Record<string, number> = {};
  for (const scale of questionnaire.scales) {
    const columns = items.flatMap((item, j) => (item.scale === scale.key ? [{ item, j }] : []));
    const recoded = matrix.map((row) =>
      columns.map(({ item, j }) => recode(row[j] as number, item.keyed, responseScale)),
    );
    alphas[scale.key] = cronbachAlpha(recoded);
  }
  return alphas;
}

// What the personality result may state (issue 36): a letter only on a decided axis, the type
// only when all four are decided, otherwise the code with X on each balanced axis and, with one
// or two balanced axes, the types the answers fall between.
import { isAxisDecided, type SixteenTypesResultView } from '@iq/contracts';
import { isTypeCode, type TypeCode } from '@iq/report-copy/src/questionnaires';

export interface SixteenTypesSummary {
  /** The type, only when every axis is decided. */
  type: TypeCode | null;
  /** One character per axis: its letter where decided, X where balanced (e.g. "ESXJ"). */
  pattern: string;
  /** Per axis, in E/I, S/N, T/F, J/P order. */
  decided: boolean[];
  balancedCount: number;
  /** With one or two balanced axes, the two or four types in between, nearest first; else empty. */
  between: TypeCode[];
}

/** More than four types in between is no answer worth listing. */
const MOST_BALANCED_AXES_LISTED = 2;

/**
 * The types the decided letters allow, for a result stored before the service sent `nearest`:
 * nearest first by the shown percentages (an exact tie keeps the first pole first).
 */
function allowedTypes(result: SixteenTypesResultView, decided: readonly boolean[]): string[] {
  let codes: { code: string; distance: number }[] = [{ code: '', distance: 0 }];
  result.axes.forEach((axis, i) => {
    const leansFirst = axis.firstPercent >= 50;
    const options = decided[i]
      ? [{ letter: axis.letter ?? '', distance: 0 }]
      : [
          { letter: axis.firstLetter, distance: leansFirst ? 0 : 50 - axis.firstPercent },
          { letter: axis.secondLetter, distance: leansFirst ? axis.firstPercent - 50 : 0 },
        ];
    codes = codes.flatMap((c) =>
      options.map((o) => ({ code: c.code + o.letter, distance: c.distance + o.distance })),
    );
  });
  return codes.sort((a, b) => a.distance - b.distance).map((c) => c.code);
}

export function summarizeSixteenTypes(result: SixteenTypesResultView): SixteenTypesSummary {
  const decided = result.axes.map(isAxisDecided);
  const balancedCount = decided.filter((d) => !d).length;
  const pattern = result.axes.map((axis, i) => (decided[i] ? axis.letter : 'X')).join('');
  const nearest = (result.nearest ?? allowedTypes(result, decided)).filter(isTypeCode);
  return {
    type: balancedCount === 0 && isTypeCode(pattern) ? pattern : null,
    pattern,
    decided,
    balancedCount,
    between:
      balancedCount > 0 && balancedCount <= MOST_BALANCED_AXES_LISTED
        ? nearest.slice(0, 2 ** balancedCount)
        : [],
  };
}

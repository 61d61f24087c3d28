// Unlocked questionnaire results as the order service sends them (GET /exam/order/info/free).
import type { SixteenTypesResultView, UnlockedQuestionnaire } from '@iq/contracts';

export const TAKEN_AT = '2026-11-20T10:00:00.000Z';

export function eqTaken(via: UnlockedQuestionnaire['via'] = 'free'): UnlockedQuestionnaire {
  return {
    examId: 3,
    kind: 'eq',
    via,
    takenAt: TAKEN_AT,
    result: {
      kind: 'eq',
      scales: [
        { key: 'self-awareness', percent: 75 },
        { key: 'self-regulation', percent: 55 },
        { key: 'self-motivation', percent: 30 },
        { key: 'empathy', percent: 80 },
        { key: 'social-skill', percent: 45 },
      ],
      overall: { percent: 57 },
    },
  };
}

export function brainTaken(via: UnlockedQuestionnaire['via'] = 'order'): UnlockedQuestionnaire {
  return {
    examId: 4,
    kind: 'brain-dominance',
    via,
    takenAt: TAKEN_AT,
    result: { kind: 'brain-dominance', leftPercent: 65, rightPercent: 35, dominant: 'left' },
  };
}

type Axis = SixteenTypesResultView['axes'][number];

/** One axis as the exam service sends it: a letter only when the lean is beyond its margin. */
export function axisOf(axis: Axis['axis'], firstPercent: number, margin: number): Axis {
  const [first, second] = [axis[0]!, axis[1]!];
  const decided = Math.abs(firstPercent - 50) > margin;
  return {
    axis,
    firstLetter: first,
    secondLetter: second,
    firstPercent,
    secondPercent: 100 - firstPercent,
    letter: decided ? (firstPercent > 50 ? first : second) : null,
    tie: firstPercent === 50,
    decided,
    margin,
  };
}

/** A personality result from its four axes; typeCode and nearest as the service derives them. */
export function personalityResult(axes: Axis[], nearest: string[]): SixteenTypesResultView {
  const decided = axes.every((axis) => axis.decided);
  return {
    kind: 'sixteen-types',
    typeCode: decided ? axes.map((axis) => axis.letter).join('') : null,
    nearest,
    axes,
  };
}

export function personalityTaken(
  result: SixteenTypesResultView = personalityResult(
    [axisOf('EI', 38, 6), axisOf('SN', 40, 7), axisOf('TF', 62, 5), axisOf('JP', 58, 6)],
    ['INTJ'],
  ),
): UnlockedQuestionnaire {
  return { examId: 2, kind: 'sixteen-types', via: 'free', takenAt: TAKEN_AT, result };
}

// Unlocked questionnaire results as the order service sends them (GET /exam/order/info/free).
import type { UnlockedQuestionnaire } from '@iq/contracts';

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

export function personalityTaken(): UnlockedQuestionnaire {
  const axis = (axis: 'EI' | 'SN' | 'TF' | 'JP', first: string, second: string, firstPercent: number) => ({
    axis,
    firstLetter: first,
    secondLetter: second,
    firstPercent,
    secondPercent: 100 - firstPercent,
    letter: firstPercent >= 50 ? first : second,
    tie: firstPercent === 50,
  });
  return {
    examId: 2,
    kind: 'sixteen-types',
    via: 'free',
    takenAt: TAKEN_AT,
    result: {
      kind: 'sixteen-types',
      typeCode: 'INTJ',
      axes: [
        axis('EI', 'E', 'I', 38),
        axis('SN', 'S', 'N', 40),
        axis('TF', 'T', 'F', 62),
        axis('JP', 'J', 'P', 50),
      ],
    },
  };
}

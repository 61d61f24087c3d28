// Exam 2, the 16-type personality test (spec §1: three parts with progress messages between
// them, answered from "Not at all" to "Very much"). Four bipolar axes; the result is a
// percentage per axis, a letter where the axis is decided, and the four-letter type code only
// when all four are (docs/decisions/2026-11-29-within-measurement-error.md).
import { EXAM_IDS } from '@iq/contracts';
import { defineQuestionnaire, interleave } from './build';
import { FIVE_POINT_SCALE } from './response-scale';
import { scoreQuestionnaire, type BipolarScore } from './score-scales';
import { EI_ITEMS, JP_ITEMS, SN_ITEMS, TF_ITEMS } from './sixteen-types-items';
import type { Answer, ScaleDefinition } from './types';

export const SIXTEEN_TYPES_AXES = ['EI', 'SN', 'TF', 'JP'] as const;
export type SixteenTypesAxis = (typeof SIXTEEN_TYPES_AXES)[number];

const SCALES: readonly ScaleDefinition[] = [
  {
    key: 'EI',
    label: {
      'en-US': 'Source of energy',
      'zh-CN': '能量来源',
      'zh-HK': '能量來源',
      'fr-FR': 'Source d’énergie',
      'es-ES': 'Fuente de energía',
      'ja-JP': 'エネルギーの向き',
      'de-DE': 'Energiequelle',
      'pt-PT': 'Fonte de energia',
      'ko-KR': '에너지 방향',
    },
    poles: [
      {
        letter: 'E',
        label: {
          'en-US': 'Extraverted',
          'zh-CN': '外向',
          'zh-HK': '外向',
          'fr-FR': 'Extraverti',
          'es-ES': 'Extravertido',
          'ja-JP': '外向型',
          'de-DE': 'Extravertiert',
          'pt-PT': 'Extrovertido',
          'ko-KR': '외향형',
        },
      },
      {
        letter: 'I',
        label: {
          'en-US': 'Introverted',
          'zh-CN': '内向',
          'zh-HK': '內向',
          'fr-FR': 'Introverti',
          'es-ES': 'Introvertido',
          'ja-JP': '内向型',
          'de-DE': 'Introvertiert',
          'pt-PT': 'Introvertido',
          'ko-KR': '내향형',
        },
      },
    ],
  },
  {
    key: 'SN',
    label: {
      'en-US': 'Taking in information',
      'zh-CN': '获取信息的方式',
      'zh-HK': '獲取資訊的方式',
      'fr-FR': 'Recueil d’informations',
      'es-ES': 'Captación de información',
      'ja-JP': '情報の受け取り方',
      'de-DE': 'Informationsaufnahme',
      'pt-PT': 'Recolha de informação',
      'ko-KR': '정보 수집 방식',
    },
    poles: [
      {
        letter: 'S',
        label: {
          'en-US': 'Sensing',
          'zh-CN': '实感',
          'zh-HK': '實感',
          'fr-FR': 'Sensation',
          'es-ES': 'Sensorial',
          'ja-JP': '感覚型',
          'de-DE': 'Sinnesorientiert',
          'pt-PT': 'Sensorial',
          'ko-KR': '감각형',
        },
      },
      {
        letter: 'N',
        label: {
          'en-US': 'Intuitive',
          'zh-CN': '直觉',
          'zh-HK': '直覺',
          'fr-FR': 'Intuitif',
          'es-ES': 'Intuitivo',
          'ja-JP': '直観型',
          'de-DE': 'Intuitiv',
          'pt-PT': 'Intuitivo',
          'ko-KR': '직관형',
        },
      },
    ],
  },
  {
    key: 'TF',
    label: {
      'en-US': 'Making decisions',
      'zh-CN': '做决定的方式',
      'zh-HK': '做決定的方式',
      'fr-FR': 'Prise de décision',
      'es-ES': 'Toma de decisiones',
      'ja-JP': '意思決定の仕方',
      'de-DE': 'Entscheidungsfindung',
      'pt-PT': 'Tomada de decisão',
      'ko-KR': '의사 결정 방식',
    },
    poles: [
      {
        letter: 'T',
        label: {
          'en-US': 'Thinking',
          'zh-CN': '思考',
          'zh-HK': '思考',
          'fr-FR': 'Pensée',
          'es-ES': 'Pensamiento',
          'ja-JP': '思考型',
          'de-DE': 'Denkend',
          'pt-PT': 'Pensamento',
          'ko-KR': '사고형',
        },
      },
      {
        letter: 'F',
        label: {
          'en-US': 'Feeling',
          'zh-CN': '情感',
          'zh-HK': '情感',
          'fr-FR': 'Sentiment',
          'es-ES': 'Sentimiento',
          'ja-JP': '感情型',
          'de-DE': 'Fühlend',
          'pt-PT': 'Sentimento',
          'ko-KR': '감정형',
        },
      },
    ],
  },
  {
    key: 'JP',
    label: {
      'en-US': 'Approach to life',
      'zh-CN': '生活方式',
      'zh-HK': '生活方式',
      'fr-FR': 'Mode de vie',
      'es-ES': 'Estilo de vida',
      'ja-JP': '生活スタイル',
      'de-DE': 'Lebensstil',
      'pt-PT': 'Estilo de vida',
      'ko-KR': '생활 양식',
    },
    poles: [
      {
        letter: 'J',
        label: {
          'en-US': 'Judging',
          'zh-CN': '判断',
          'zh-HK': '判斷',
          'fr-FR': 'Jugement',
          'es-ES': 'Juicio',
          'ja-JP': '判断型',
          'de-DE': 'Urteilend',
          'pt-PT': 'Julgamento',
          'ko-KR': '판단형',
        },
      },
      {
        letter: 'P',
        label: {
          'en-US': 'Perceiving',
          'zh-CN': '感知',
          'zh-HK': '感知',
          'fr-FR': 'Perception',
          'es-ES': 'Percepción',
          'ja-JP': '知覚型',
          'de-DE': 'Wahrnehmend',
          'pt-PT': 'Perceção',
          'ko-KR': '인식형',
        },
      },
    ],
  },
];

// The four axes take turns (E/I, S/N, T/F, J/P, E/I …), so every part touches every axis.
const ORDER = interleave([EI_ITEMS, SN_ITEMS, TF_ITEMS, JP_ITEMS]).map((it) => it.id);

export const SIXTEEN_TYPES = defineQuestionnaire({
  id: 'sixteen-types',
  examId: EXAM_IDS.personality,
  titleKey: 'questionnaire.sixteenTypes.title',
  title: {
    'en-US': 'Personality Type Test',
    'zh-CN': '性格类型测试',
    'zh-HK': '性格類型測試',
    'fr-FR': 'Test de type de personnalité',
    'es-ES': 'Test de tipo de personalidad',
    'ja-JP': '性格タイプ診断',
    'de-DE': 'Persönlichkeitstyp-Test',
    'pt-PT': 'Teste de tipo de personalidade',
    'ko-KR': '성격 유형 검사',
  },
  descriptionKey: 'questionnaire.sixteenTypes.description',
  description: {
    'en-US':
      'Forty short statements in three parts. Say how well each one describes you; there are no right or wrong answers. You get a percentage on each of four axes and, when all four lean clearly one way, one of sixteen types.',
    'zh-CN':
      '共四十条简短陈述，分三部分。请说明每条陈述与您的符合程度，答案没有对错之分。您将得到四个维度上各自的百分比；当四个维度的倾向都明确时，还会得到十六种类型之一。',
    'zh-HK':
      '共四十條簡短陳述，分三部分。請說明每條陳述與您的符合程度，答案沒有對錯之分。您將得到四個維度上各自的百分比；當四個維度的傾向都明確時，還會得到十六種類型之一。',
    'fr-FR':
      'Quarante affirmations courtes, en trois parties. Indiquez dans quelle mesure chacune vous décrit ; il n’y a ni bonne ni mauvaise réponse. Vous obtenez un pourcentage sur chacun des quatre axes et, lorsque les quatre penchent nettement d’un côté, l’un des seize types.',
    'es-ES':
      'Cuarenta afirmaciones breves en tres partes. Indica en qué medida te describe cada una; no hay respuestas correctas ni incorrectas. Obtendrás un porcentaje en cada uno de los cuatro ejes y, cuando los cuatro se inclinan claramente hacia un lado, uno de los dieciséis tipos.',
    'ja-JP':
      '三つのパートに分かれた四十の短い文です。それぞれがどの程度あなたに当てはまるかを答えてください。正解や不正解はありません。四つの軸それぞれの割合がわかり、四つの軸すべてで傾向がはっきりしている場合は、十六タイプのうちの一つもわかります。',
    'de-DE':
      'Vierzig kurze Aussagen in drei Teilen. Geben Sie an, wie gut jede Aussage Sie beschreibt; es gibt keine richtigen oder falschen Antworten. Sie erhalten einen Prozentwert auf jeder der vier Achsen und, wenn alle vier deutlich in eine Richtung neigen, einen von sechzehn Typen.',
    'pt-PT':
      'Quarenta afirmações curtas, em três partes. Indique em que medida cada uma o descreve; não há respostas certas nem erradas. Recebe uma percentagem em cada um dos quatro eixos e, quando os quatro pendem claramente para um lado, um de dezasseis tipos.',
    'ko-KR':
      '세 부분으로 나뉜 마흔 개의 짧은 문장입니다. 각 문장이 자신에게 얼마나 해당하는지 답해 주세요. 정답이나 오답은 없습니다. 네 가지 축별 백분율을 알려 드리며, 네 축 모두 한쪽으로 뚜렷이 기울면 열여섯 가지 유형 중 하나도 알려 드립니다.',
  },
  responseScale: FIVE_POINT_SCALE,
  scales: SCALES,
  bank: [...EI_ITEMS, ...SN_ITEMS, ...TF_ITEMS, ...JP_ITEMS],
  parts: [
    {
      id: 'part-1',
      itemIds: ORDER.slice(0, 14),
      progressMessageKey: 'questionnaire.sixteenTypes.part1.done',
      progressMessage: {
        'en-US': 'You have finished part 1 of 3. Nice work, keep going!',
        'zh-CN': '您已完成第 1 部分（共 3 部分）。做得好，继续加油！',
        'zh-HK': '您已完成第 1 部分（共 3 部分）。做得好，繼續加油！',
        'fr-FR': 'Vous avez terminé la partie 1 sur 3. Bravo, continuez !',
        'es-ES': 'Has terminado la parte 1 de 3. ¡Muy bien, sigue así!',
        'ja-JP': 'パート 1（全 3 パート）が終わりました。その調子で続けましょう！',
        'de-DE': 'Sie haben Teil 1 von 3 geschafft. Gut gemacht, weiter so!',
        'pt-PT': 'Terminou a parte 1 de 3. Muito bem, continue!',
        'ko-KR': '3부 중 1부를 마쳤습니다. 잘하고 있어요, 계속해 주세요!',
      },
    },
    {
      id: 'part-2',
      itemIds: ORDER.slice(14, 27),
      progressMessageKey: 'questionnaire.sixteenTypes.part2.done',
      progressMessage: {
        'en-US': 'Part 2 of 3 done. Only one part left!',
        'zh-CN': '第 2 部分（共 3 部分）已完成。只剩最后一部分了！',
        'zh-HK': '第 2 部分（共 3 部分）已完成。只剩最後一部分了！',
        'fr-FR': 'Partie 2 sur 3 terminée. Plus qu’une partie !',
        'es-ES': 'Parte 2 de 3 terminada. ¡Solo queda una!',
        'ja-JP': 'パート 2（全 3 パート）が終わりました。残りはあと一つです！',
        'de-DE': 'Teil 2 von 3 ist geschafft. Nur noch ein Teil!',
        'pt-PT': 'Parte 2 de 3 concluída. Só falta uma!',
        'ko-KR': '3부 중 2부를 마쳤습니다. 이제 한 부분만 남았어요!',
      },
    },
    {
      id: 'part-3',
      itemIds: ORDER.slice(27),
      progressMessageKey: 'questionnaire.sixteenTypes.part3.done',
      progressMessage: {
        'en-US': 'All three parts are done. Let’s work out your type.',
        'zh-CN': '三个部分全部完成。现在来看看您的类型。',
        'zh-HK': '三個部分全部完成。現在來看看您的類型。',
        'fr-FR': 'Les trois parties sont terminées. Découvrons votre type.',
        'es-ES': 'Has completado las tres partes. Vamos a descubrir tu tipo.',
        'ja-JP': '三つのパートがすべて終わりました。あなたのタイプを判定します。',
        'de-DE': 'Alle drei Teile sind geschafft. Jetzt ermitteln wir Ihren Typ.',
        'pt-PT': 'Concluiu as três partes. Vamos descobrir o seu tipo.',
        'ko-KR': '세 부분을 모두 마쳤습니다. 이제 당신의 유형을 알아볼게요.',
      },
    },
  ],
});

export interface SixteenTypesResult {
  /**
   * Four letters in E/I, S/N, T/F, J/P order (e.g. "ENTJ") when every axis is decided; null
   * when at least one axis is balanced, so no tie-break is ever stated as a type.
   */
  typeCode: string | null;
  /** The letters the percentages lean to, decided or not (a tie takes the first): detail only. */
  leaningCode: string;
  /**
   * Every type that agrees with the decided letters, nearest first: a type that takes the other
   * letter of a balanced axis is as far as that axis leans; equal distances keep E/S/T/J first.
   * One code when the type is decided, 16 when every axis is balanced.
   */
  nearest: string[];
  /** One per axis, in SIXTEEN_TYPES_AXES order; firstPercent is toward E, S, T, J. */
  axes: (BipolarScore & { scale: SixteenTypesAxis })[];
}

/** The types the decided letters allow, nearest first (see SixteenTypesResult.nearest). */
export function nearestTypes(axes: readonly BipolarScore[]): string[] {
  let candidates: { code: string; distance: number }[] = [{ code: '', distance: 0 }];
  for (const axis of axes) {
    const options = axis.decided
      ? [{ letter: axis.letter, distance: 0 }]
      : axis.poles.map((letter) => ({
          letter,
          distance: letter === axis.letter ? 0 : Math.abs(axis.exactFirstPercent - 50),
        }));
    candidates = candidates.flatMap((c) =>
      options.map((o) => ({ code: c.code + o.letter, distance: c.distance + o.distance })),
    );
  }
  // Array.prototype.sort is stable: equal distances keep the E/S/T/J-first order built above.
  return candidates.sort((a, b) => a.distance - b.distance).map((c) => c.code);
}

/**
 * The axis percentages of a complete sheet, with a letter per decided axis and the type code
 * when all four are decided. An axis whose lean is within one standard error of 50 % is
 * balanced (score-scales.ts): acquiescence, all-middle answers and near-ties give no letter.
 */
export function scoreSixteenTypes(sheet: readonly Answer[]): SixteenTypesResult {
  const axes = scoreQuestionnaire(SIXTEEN_TYPES, sheet).bipolar as SixteenTypesResult['axes'];
  const leaningCode = axes.map((axis) => axis.letter).join('');
  return {
    typeCode: axes.every((axis) => axis.decided) ? leaningCode : null,
    leaningCode,
    nearest: nearestTypes(axes),
    axes,
  };
}

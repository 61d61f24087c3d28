// Exam 3, emotional intelligence: five unipolar scales (issue 12), each reported as a raw sum,
// a mean on the 1..5 scale and a percent of maximum.
import { EXAM_IDS } from '@iq/contracts';
import { defineQuestionnaire, interleave } from './build';
import {
  EMPATHY_ITEMS,
  SELF_AWARENESS_ITEMS,
  SELF_MOTIVATION_ITEMS,
  SELF_REGULATION_ITEMS,
  SOCIAL_SKILL_ITEMS,
} from './eq-items';
import { FIVE_POINT_SCALE } from './response-scale';
import { scoreQuestionnaire, type ScaleScore } from './score-scales';
import type { Answer } from './types';

export const EQ_SCALES = [
  'self-awareness',
  'self-regulation',
  'self-motivation',
  'empathy',
  'social-skill',
] as const;
export type EqScale = (typeof EQ_SCALES)[number];

const BANK = [
  ...SELF_AWARENESS_ITEMS,
  ...SELF_REGULATION_ITEMS,
  ...SELF_MOTIVATION_ITEMS,
  ...EMPATHY_ITEMS,
  ...SOCIAL_SKILL_ITEMS,
];

export const EQ = defineQuestionnaire({
  id: 'eq',
  examId: EXAM_IDS.eq,
  titleKey: 'questionnaire.eq.title',
  title: {
    'en-US': 'Emotional Intelligence (EQ) Test',
    'zh-CN': '情商（EQ）测试',
    'zh-HK': '情商（EQ）測試',
    'fr-FR': 'Test d’intelligence émotionnelle (QE)',
    'es-ES': 'Test de inteligencia emocional (IE)',
    'ja-JP': '心の知能指数（EQ）テスト',
    'de-DE': 'Test zur emotionalen Intelligenz (EQ)',
    'pt-PT': 'Teste de inteligência emocional (QE)',
    'ko-KR': '감성 지능(EQ) 검사',
  },
  descriptionKey: 'questionnaire.eq.description',
  description: {
    'en-US':
      'Thirty short statements about how you notice, manage and use emotions. Say how well each one describes you. You get a score on five scales: self-awareness, self-regulation, self-motivation, empathy and social skill.',
    'zh-CN':
      '共三十条简短陈述，关于您如何察觉、管理和运用情绪。请说明每条陈述与您的符合程度。您将得到五个维度的分数：自我觉察、自我调节、自我激励、同理心和社交技能。',
    'zh-HK':
      '共三十條簡短陳述，關於您如何察覺、管理和運用情緒。請說明每條陳述與您的符合程度。您將得到五個維度的分數：自我覺察、自我調節、自我激勵、同理心和社交技能。',
    'fr-FR':
      'Trente affirmations courtes sur la façon dont vous percevez, gérez et utilisez vos émotions. Indiquez dans quelle mesure chacune vous décrit. Vous obtenez un score sur cinq échelles : conscience de soi, maîtrise de soi, automotivation, empathie et compétences sociales.',
    'es-ES':
      'Treinta afirmaciones breves sobre cómo percibes, gestionas y utilizas las emociones. Indica en qué medida te describe cada una. Obtendrás una puntuación en cinco escalas: autoconciencia, autorregulación, automotivación, empatía y habilidades sociales.',
    'ja-JP':
      '感情に気づき、整え、生かす力についての三十の短い文です。それぞれがどの程度あなたに当てはまるかを答えてください。自己認識、自己調整、自己動機づけ、共感、社会的スキルの五つの尺度で得点がわかります。',
    'de-DE':
      'Dreißig kurze Aussagen darüber, wie Sie Gefühle wahrnehmen, steuern und nutzen. Geben Sie an, wie gut jede Aussage Sie beschreibt. Sie erhalten einen Wert auf fünf Skalen: Selbstwahrnehmung, Selbstregulierung, Selbstmotivation, Empathie und soziale Kompetenz.',
    'pt-PT':
      'Trinta afirmações curtas sobre a forma como se apercebe das emoções, as gere e as utiliza. Indique em que medida cada uma o descreve. Recebe uma pontuação em cinco escalas: autoconsciência, autorregulação, automotivação, empatia e competências sociais.',
    'ko-KR':
      '감정을 알아차리고, 다스리고, 활용하는 방식에 관한 서른 개의 짧은 문장입니다. 각 문장이 자신에게 얼마나 해당하는지 답해 주세요. 자기 인식, 자기 조절, 자기 동기 부여, 공감, 사회적 기술의 다섯 가지 척도별 점수를 알려 드립니다.',
  },
  responseScale: FIVE_POINT_SCALE,
  scales: [
    {
      key: 'self-awareness',
      label: {
        'en-US': 'Self-awareness',
        'zh-CN': '自我觉察',
        'zh-HK': '自我覺察',
        'fr-FR': 'Conscience de soi',
        'es-ES': 'Autoconciencia',
        'ja-JP': '自己認識',
        'de-DE': 'Selbstwahrnehmung',
        'pt-PT': 'Autoconsciência',
        'ko-KR': '자기 인식',
      },
    },
    {
      key: 'self-regulation',
      label: {
        'en-US': 'Self-regulation',
        'zh-CN': '自我调节',
        'zh-HK': '自我調節',
        'fr-FR': 'Maîtrise de soi',
        'es-ES': 'Autorregulación',
        'ja-JP': '自己調整',
        'de-DE': 'Selbstregulierung',
        'pt-PT': 'Autorregulação',
        'ko-KR': '자기 조절',
      },
    },
    {
      key: 'self-motivation',
      label: {
        'en-US': 'Self-motivation',
        'zh-CN': '自我激励',
        'zh-HK': '自我激勵',
        'fr-FR': 'Automotivation',
        'es-ES': 'Automotivación',
        'ja-JP': '自己動機づけ',
        'de-DE': 'Selbstmotivation',
        'pt-PT': 'Automotivação',
        'ko-KR': '자기 동기 부여',
      },
    },
    {
      key: 'empathy',
      label: {
        'en-US': 'Empathy',
        'zh-CN': '同理心',
        'zh-HK': '同理心',
        'fr-FR': 'Empathie',
        'es-ES': 'Empatía',
        'ja-JP': '共感',
        'de-DE': 'Empathie',
        'pt-PT': 'Empatia',
        'ko-KR': '공감',
      },
    },
    {
      key: 'social-skill',
      label: {
        'en-US': 'Social skill',
        'zh-CN': '社交技能',
        'zh-HK': '社交技能',
        'fr-FR': 'Compétences sociales',
        'es-ES': 'Habilidades sociales',
        'ja-JP': '社会的スキル',
        'de-DE': 'Soziale Kompetenz',
        'pt-PT': 'Competências sociais',
        'ko-KR': '사회적 기술',
      },
    },
  ],
  bank: BANK,
  parts: [
    {
      id: 'part-1',
      // One scale after another would let a respondent answer by scale, not by item.
      itemIds: interleave([
        SELF_AWARENESS_ITEMS,
        SELF_REGULATION_ITEMS,
        SELF_MOTIVATION_ITEMS,
        EMPATHY_ITEMS,
        SOCIAL_SKILL_ITEMS,
      ]).map((it) => it.id),
      progressMessageKey: 'questionnaire.eq.part1.done',
      progressMessage: {
        'en-US': 'All done. Let’s see your emotional intelligence profile.',
        'zh-CN': '全部完成。来看看您的情商概况吧。',
        'zh-HK': '全部完成。來看看您的情商概況吧。',
        'fr-FR': 'C’est terminé. Découvrons votre profil d’intelligence émotionnelle.',
        'es-ES': 'Has terminado. Veamos tu perfil de inteligencia emocional.',
        'ja-JP': 'すべて終わりました。あなたの EQ プロフィールを見てみましょう。',
        'de-DE': 'Geschafft. Sehen wir uns Ihr Profil der emotionalen Intelligenz an.',
        'pt-PT': 'Concluído. Vamos ver o seu perfil de inteligência emocional.',
        'ko-KR': '모두 마쳤습니다. 이제 당신의 감성 지능 프로필을 확인해 보세요.',
      },
    },
  ],
});

export interface EqResult {
  /** One per scale, in EQ_SCALES order. */
  scales: (ScaleScore & { scale: EqScale })[];
  /** All 30 items together (reversed ones recoded): the same figures for the whole test. */
  overall: Omit<ScaleScore, 'scale' | 'standardError'>;
}

export function scoreEq(sheet: readonly Answer[]): EqResult {
  const { scales } = scoreQuestionnaire(EQ, sheet);
  const k = EQ.items.length;
  const rawSum = scales.reduce((sum, scale) => sum + scale.rawSum, 0);
  const { min, max } = EQ.responseScale;
  return {
    scales: scales as EqResult['scales'],
    overall: {
      itemCount: k,
      rawSum,
      mean: rawSum / k,
      percentOfMaximum: ((rawSum - k * min) / (k * (max - min))) * 100,
    },
  };
}

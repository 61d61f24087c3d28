// The 16 personality types (issue 12): the codes, the shape of one description, and the axis
// labels the result screen puts next to each percentage. The descriptions live one file per
// type in ./type-descriptions, all nine languages side by side so a reviewer compares meaning.
import type { LocaleTag } from '@iq/contracts';

/** Four letters in E/I, S/N, T/F, J/P order, the order the exam service builds them in. */
export const TYPE_CODES = [
  'ESTJ',
  'ESTP',
  'ESFJ',
  'ESFP',
  'ENTJ',
  'ENTP',
  'ENFJ',
  'ENFP',
  'ISTJ',
  'ISTP',
  'ISFJ',
  'ISFP',
  'INTJ',
  'INTP',
  'INFJ',
  'INFP',
] as const;
export type TypeCode = (typeof TYPE_CODES)[number];

/** The exam service sends the code as a plain string. */
export function isTypeCode(value: unknown): value is TypeCode {
  return typeof value === 'string' && (TYPE_CODES as readonly string[]).includes(value);
}

export interface TypeDescription {
  /** A short nickname, e.g. "The Organiser". */
  name: string;
  /** One sentence. */
  summary: string;
  /** Each section is two or three plain sentences. */
  strengths: string;
  work: string;
  relationships: string;
  growth: string;
}

export type TypeDescriptionSection = 'strengths' | 'work' | 'relationships' | 'growth';
export const TYPE_DESCRIPTION_SECTIONS: readonly TypeDescriptionSection[] = [
  'strengths',
  'work',
  'relationships',
  'growth',
];

export type AxisPole = 'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P';

/** Plain-word pole names (nouns), e.g. "62% toward Extraversion". */
export const AXIS_POLE_LABELS: Record<AxisPole, Record<LocaleTag, string>> = {
  E: {
    'en-US': 'Extraversion',
    'zh-CN': '外向',
    'zh-HK': '外向',
    'fr-FR': 'Extraversion',
    'es-ES': 'Extraversión',
    'ja-JP': '外向性',
    'de-DE': 'Extraversion',
    'pt-PT': 'Extroversão',
    'ko-KR': '외향',
  },
  I: {
    'en-US': 'Introversion',
    'zh-CN': '内向',
    'zh-HK': '內向',
    'fr-FR': 'Introversion',
    'es-ES': 'Introversión',
    'ja-JP': '内向性',
    'de-DE': 'Introversion',
    'pt-PT': 'Introversão',
    'ko-KR': '내향',
  },
  S: {
    'en-US': 'Sensing',
    'zh-CN': '实感',
    'zh-HK': '實感',
    'fr-FR': 'Sensation',
    'es-ES': 'Sensación',
    'ja-JP': '感覚',
    'de-DE': 'Sinneswahrnehmung',
    'pt-PT': 'Sensação',
    'ko-KR': '감각',
  },
  N: {
    'en-US': 'Intuition',
    'zh-CN': '直觉',
    'zh-HK': '直覺',
    'fr-FR': 'Intuition',
    'es-ES': 'Intuición',
    'ja-JP': '直観',
    'de-DE': 'Intuition',
    'pt-PT': 'Intuição',
    'ko-KR': '직관',
  },
  T: {
    'en-US': 'Thinking',
    'zh-CN': '思考',
    'zh-HK': '思考',
    'fr-FR': 'Pensée',
    'es-ES': 'Pensamiento',
    'ja-JP': '思考',
    'de-DE': 'Denken',
    'pt-PT': 'Pensamento',
    'ko-KR': '사고',
  },
  F: {
    'en-US': 'Feeling',
    'zh-CN': '情感',
    'zh-HK': '情感',
    'fr-FR': 'Sentiment',
    'es-ES': 'Sentimiento',
    'ja-JP': '感情',
    'de-DE': 'Fühlen',
    'pt-PT': 'Sentimento',
    'ko-KR': '감정',
  },
  J: {
    'en-US': 'Judging',
    'zh-CN': '判断',
    'zh-HK': '判斷',
    'fr-FR': 'Jugement',
    'es-ES': 'Juicio',
    'ja-JP': '判断',
    'de-DE': 'Urteilen',
    'pt-PT': 'Julgamento',
    'ko-KR': '판단',
  },
  P: {
    'en-US': 'Perceiving',
    'zh-CN': '感知',
    'zh-HK': '感知',
    'fr-FR': 'Perception',
    'es-ES': 'Percepción',
    'ja-JP': '知覚',
    'de-DE': 'Wahrnehmen',
    'pt-PT': 'Perceção',
    'ko-KR': '인식',
  },
};

/**
 * Where the percentage sits on one axis; fill with `fillTemplate(t, { percent, pole })`, the pole
 * from AXIS_POLE_LABELS. French, Spanish, German and Portuguese put a space before "%".
 */
export const AXIS_PERCENT_TEMPLATE: Record<LocaleTag, string> = {
  'en-US': '{percent}% toward {pole}',
  'zh-CN': '偏向{pole}：{percent}%',
  'zh-HK': '偏向{pole}：{percent}%',
  'fr-FR': 'Côté {pole} : {percent} %',
  'es-ES': '{percent} % hacia {pole}',
  'ja-JP': '{pole}の傾向：{percent}%',
  'de-DE': '{percent} % Richtung {pole}',
  'pt-PT': 'Tendência para {pole}: {percent} %',
  'ko-KR': '{pole} 성향 {percent}%',
};

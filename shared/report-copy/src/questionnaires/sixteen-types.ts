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
 * What each pole means, in one phrase without a subject (so French, Spanish and Portuguese need
 * no adjective that agrees with the reader): shown beside a decided letter, and both of them on
 * a balanced axis.
 */
export const AXIS_POLE_DESCRIPTIONS: Record<AxisPole, Record<LocaleTag, string>> = {
  E: {
    'en-US': 'Gaining energy from people and activity, and often thinking out loud.',
    'zh-CN': '从与人相处和活动中获得能量，常常边说边想。',
    'zh-HK': '從與人相處和活動中獲得能量，常常邊說邊想。',
    'fr-FR': 'Puiser son énergie dans les autres et l’action, et souvent réfléchir à voix haute.',
    'es-ES': 'Sacar energía de la gente y la actividad, y a menudo pensar en voz alta.',
    'ja-JP': '人や活動からエネルギーを得て、考えを口に出しながらまとめることが多い。',
    'de-DE': 'Energie aus Menschen und Aktivität schöpfen und oft laut denken.',
    'pt-PT': 'Ganhar energia com as pessoas e a atividade, e muitas vezes pensar em voz alta.',
    'ko-KR': '사람들과 활동에서 에너지를 얻고, 생각을 말로 하며 정리하는 편입니다.',
  },
  I: {
    'en-US': 'Gaining energy from time alone, and often thinking things through before speaking.',
    'zh-CN': '从独处中获得能量，常常先想清楚再开口。',
    'zh-HK': '從獨處中獲得能量，常常先想清楚再開口。',
    'fr-FR': 'Puiser son énergie dans les moments de solitude, et souvent réfléchir avant de parler.',
    'es-ES': 'Sacar energía del tiempo a solas, y a menudo pensar las cosas antes de hablar.',
    'ja-JP': '一人の時間からエネルギーを得て、話す前にじっくり考えることが多い。',
    'de-DE': 'Energie aus Zeit für sich allein schöpfen und oft erst nachdenken, dann sprechen.',
    'pt-PT': 'Ganhar energia com tempo a sós, e muitas vezes pensar bem antes de falar.',
    'ko-KR': '혼자만의 시간에서 에너지를 얻고, 말하기 전에 충분히 생각하는 편입니다.',
  },
  S: {
    'en-US': 'Trusting concrete facts and experience, and noticing details.',
    'zh-CN': '相信具体的事实和经验，善于留意细节。',
    'zh-HK': '相信具體的事實和經驗，善於留意細節。',
    'fr-FR': 'Se fier aux faits concrets et à l’expérience, et remarquer les détails.',
    'es-ES': 'Confiar en los hechos concretos y la experiencia, y fijarse en los detalles.',
    'ja-JP': '具体的な事実や経験を信頼し、細かな点によく気づく。',
    'de-DE': 'Konkreten Fakten und Erfahrungen vertrauen und auf Details achten.',
    'pt-PT': 'Confiar em factos concretos e na experiência, e reparar nos pormenores.',
    'ko-KR': '구체적인 사실과 경험을 믿고, 세부 사항을 잘 알아차리는 편입니다.',
  },
  N: {
    'en-US': 'Looking for patterns and possibilities, and enjoying ideas about what could be.',
    'zh-CN': '寻找规律和可能性，喜欢设想事情可能的样子。',
    'zh-HK': '尋找規律和可能性，喜歡設想事情可能的樣子。',
    'fr-FR': 'Chercher des liens et des possibilités, et aimer imaginer ce qui pourrait être.',
    'es-ES': 'Buscar patrones y posibilidades, y disfrutar imaginando lo que podría ser.',
    'ja-JP': 'パターンや可能性を探し、「こうなるかもしれない」という発想を楽しむ。',
    'de-DE': 'Nach Mustern und Möglichkeiten suchen und gern ausmalen, was sein könnte.',
    'pt-PT': 'Procurar padrões e possibilidades, e gostar de imaginar o que poderia ser.',
    'ko-KR': '패턴과 가능성을 찾고, 앞으로 될 수 있는 일을 상상하기를 즐기는 편입니다.',
  },
  T: {
    'en-US': 'Deciding by logic and consistency, weighing pros and cons.',
    'zh-CN': '依据逻辑和一致性做决定，权衡利弊。',
    'zh-HK': '依據邏輯和一致性做決定，權衡利弊。',
    'fr-FR': 'Décider selon la logique et la cohérence, en pesant le pour et le contre.',
    'es-ES': 'Decidir según la lógica y la coherencia, sopesando los pros y los contras.',
    'ja-JP': '論理と一貫性で決め、長所と短所を比べて判断する。',
    'de-DE': 'Nach Logik und Stimmigkeit entscheiden und das Für und Wider abwägen.',
    'pt-PT': 'Decidir pela lógica e pela coerência, pesando os prós e os contras.',
    'ko-KR': '논리와 일관성을 기준으로 장단점을 따져 결정하는 편입니다.',
  },
  F: {
    'en-US': 'Deciding by values and by how people will be affected.',
    'zh-CN': '依据价值观以及对他人的影响做决定。',
    'zh-HK': '依據價值觀以及對他人的影響做決定。',
    'fr-FR': 'Décider selon ses valeurs et selon l’effet sur les personnes concernées.',
    'es-ES': 'Decidir según los valores y según cómo afectará a las personas.',
    'ja-JP': '価値観や、人にどんな影響があるかを基準に決める。',
    'de-DE': 'Nach Werten entscheiden und danach, wie es andere Menschen betrifft.',
    'pt-PT': 'Decidir pelos valores e pela forma como as pessoas serão afetadas.',
    'ko-KR': '가치관과 사람들에게 미칠 영향을 기준으로 결정하는 편입니다.',
  },
  J: {
    'en-US': 'Liking plans and order, and settling things early.',
    'zh-CN': '喜欢计划和秩序，倾向于尽早把事情定下来。',
    'zh-HK': '喜歡計劃和秩序，傾向於盡早把事情定下來。',
    'fr-FR': 'Aimer les plans et l’ordre, et régler les choses tôt.',
    'es-ES': 'Preferir los planes y el orden, y dejar las cosas resueltas pronto.',
    'ja-JP': '計画や秩序を好み、物事を早めに決めておきたい。',
    'de-DE': 'Pläne und Ordnung mögen und Dinge früh festlegen.',
    'pt-PT': 'Gostar de planos e de ordem, e resolver as coisas cedo.',
    'ko-KR': '계획과 질서를 좋아하고, 일을 일찍 정해 두는 편입니다.',
  },
  P: {
    'en-US': 'Keeping options open, and adapting as things happen.',
    'zh-CN': '保留选择余地，随情况变化灵活应对。',
    'zh-HK': '保留選擇餘地，隨情況變化靈活應對。',
    'fr-FR': 'Garder des options ouvertes, et s’adapter au fil des événements.',
    'es-ES': 'Mantener las opciones abiertas, y adaptarse sobre la marcha.',
    'ja-JP': '選択肢を残しておき、状況に合わせて柔軟に対応する。',
    'de-DE': 'Optionen offenhalten und sich anpassen, wie es kommt.',
    'pt-PT': 'Manter as opções em aberto, e adaptar-se à medida que as coisas acontecem.',
    'ko-KR': '선택지를 열어 두고, 상황에 따라 유연하게 맞춰 가는 편입니다.',
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

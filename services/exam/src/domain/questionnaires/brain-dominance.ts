// Exam 4, brain dominance: a light-hearted left/right self-report, NOT a neuroscience measure
// (its description says so to the visitor). One bipolar scale; keyed +1 leans left, −1 right.
// Items written for this product.
import { EXAM_IDS } from '@iq/contracts';
import { defineQuestionnaire, item } from './build';
import { FIVE_POINT_SCALE } from './response-scale';
import { scoreQuestionnaire, type BipolarScore } from './score-scales';
import type { Answer, QuestionnaireItem } from './types';

const BANK: readonly QuestionnaireItem[] = [
  item('bd-01', 'LR', 1, {
    'en-US': 'I like to solve problems step by step.',
    'zh-CN': '我喜欢一步一步地解决问题。',
    'zh-HK': '我喜歡一步一步地解決問題。',
    'fr-FR': 'J’aime résoudre les problèmes étape par étape.',
    'es-ES': 'Me gusta resolver los problemas paso a paso.',
    'ja-JP': '問題は一つずつ順を追って解くのが好きだ。',
    'de-DE': 'Ich löse Probleme gern Schritt für Schritt.',
    'pt-PT': 'Gosto de resolver problemas passo a passo.',
    'ko-KR': '나는 문제를 한 단계씩 차근차근 푸는 것을 좋아한다.',
  }),
  item('bd-02', 'LR', -1, {
    'en-US': 'I often solve problems by following a hunch.',
    'zh-CN': '我常常凭直觉解决问题。',
    'zh-HK': '我常常憑直覺解決問題。',
    'fr-FR': 'Je résous souvent les problèmes en suivant mon intuition.',
    'es-ES': 'A menudo resuelvo los problemas dejándome llevar por una corazonada.',
    'ja-JP': '勘を頼りに問題を解決することが多い。',
    'de-DE': 'Ich löse Probleme oft, indem ich meinem Bauchgefühl folge.',
    'pt-PT': 'Resolvo muitas vezes os problemas seguindo um palpite.',
    'ko-KR': '나는 직감을 따라 문제를 해결할 때가 많다.',
  }),
  item('bd-03', 'LR', 1, {
    'en-US': 'I prefer working with numbers and facts.',
    'zh-CN': '我更喜欢和数字、事实打交道。',
    'zh-HK': '我更喜歡和數字、事實打交道。',
    'fr-FR': 'Je préfère travailler avec des chiffres et des faits.',
    'es-ES': 'Prefiero trabajar con números y datos.',
    'ja-JP': '数字や事実を扱う作業のほうが好きだ。',
    'de-DE': 'Ich arbeite lieber mit Zahlen und Fakten.',
    'pt-PT': 'Prefiro trabalhar com números e factos.',
    'ko-KR': '나는 숫자와 사실을 다루는 일을 더 좋아한다.',
  }),
  item('bd-04', 'LR', -1, {
    'en-US': 'I think in pictures more than in words.',
    'zh-CN': '我更多是用画面而不是文字来思考。',
    'zh-HK': '我更多是用畫面而不是文字來思考。',
    'fr-FR': 'Je pense davantage en images qu’en mots.',
    'es-ES': 'Pienso más en imágenes que en palabras.',
    'ja-JP': '言葉よりもイメージで考えることが多い。',
    'de-DE': 'Ich denke eher in Bildern als in Worten.',
    'pt-PT': 'Penso mais em imagens do que em palavras.',
    'ko-KR': '나는 말보다 그림으로 생각하는 편이다.',
  }),
  item('bd-05', 'LR', 1, {
    'en-US': 'I like to make lists and plans.',
    'zh-CN': '我喜欢列清单、做计划。',
    'zh-HK': '我喜歡列清單、做計劃。',
    'fr-FR': 'J’aime faire des listes et des plans.',
    'es-ES': 'Me gusta hacer listas y planes.',
    'ja-JP': 'リストや計画を作るのが好きだ。',
    'de-DE': 'Ich schreibe gern Listen und mache gern Pläne.',
    'pt-PT': 'Gosto de fazer listas e planos.',
    'ko-KR': '나는 목록을 만들고 계획을 세우는 것을 좋아한다.',
  }),
  item('bd-06', 'LR', -1, {
    'en-US': 'I enjoy drawing, music or other creative activities.',
    'zh-CN': '我喜欢画画、音乐或其他创意活动。',
    'zh-HK': '我喜歡畫畫、音樂或其他創意活動。',
    'fr-FR': 'J’aime le dessin, la musique ou d’autres activités créatives.',
    'es-ES': 'Disfruto del dibujo, la música u otras actividades creativas.',
    'ja-JP': '絵や音楽などの創作活動が好きだ。',
    'de-DE': 'Ich mag Zeichnen, Musik oder andere kreative Tätigkeiten.',
    'pt-PT': 'Gosto de desenho, música ou outras atividades criativas.',
    'ko-KR': '나는 그림, 음악 같은 창의적인 활동을 즐긴다.',
  }),
  item('bd-07', 'LR', 1, {
    'en-US': 'I read the instructions before I start something new.',
    'zh-CN': '开始做新事情之前，我会先看说明。',
    'zh-HK': '開始做新事情之前，我會先看說明。',
    'fr-FR': 'Je lis le mode d’emploi avant de commencer quelque chose de nouveau.',
    'es-ES': 'Leo las instrucciones antes de empezar algo nuevo.',
    'ja-JP': '新しいことを始める前に、説明書を読む。',
    'de-DE': 'Bevor ich etwas Neues anfange, lese ich die Anleitung.',
    'pt-PT': 'Leio as instruções antes de começar algo novo.',
    'ko-KR': '나는 새로운 일을 시작하기 전에 설명서를 먼저 읽는다.',
  }),
  item('bd-08', 'LR', -1, {
    'en-US': 'I see the big picture before the details.',
    'zh-CN': '我会先看到整体，再注意细节。',
    'zh-HK': '我會先看到整體，再注意細節。',
    'fr-FR': 'Je vois l’ensemble avant les détails.',
    'es-ES': 'Veo el conjunto antes que los detalles.',
    'ja-JP': '細部より先に全体像をつかむ。',
    'de-DE': 'Ich sehe erst das große Ganze, dann die Details.',
    'pt-PT': 'Vejo o todo antes dos pormenores.',
    'ko-KR': '나는 세부 사항보다 전체 그림을 먼저 본다.',
  }),
  item('bd-09', 'LR', 1, {
    'en-US': 'I remember names better than faces.',
    'zh-CN': '比起长相，我更容易记住名字。',
    'zh-HK': '比起樣貌，我更容易記住名字。',
    'fr-FR': 'Je retiens mieux les noms que les visages.',
    'es-ES': 'Recuerdo mejor los nombres que las caras.',
    'ja-JP': '顔より名前のほうをよく覚えている。',
    'de-DE': 'Ich merke mir Namen besser als Gesichter.',
    'pt-PT': 'Lembro-me melhor de nomes do que de caras.',
    'ko-KR': '나는 얼굴보다 이름을 더 잘 기억한다.',
  }),
  item('bd-10', 'LR', -1, {
    'en-US': 'I remember faces better than names.',
    'zh-CN': '比起名字，我更容易记住长相。',
    'zh-HK': '比起名字，我更容易記住樣貌。',
    'fr-FR': 'Je retiens mieux les visages que les noms.',
    'es-ES': 'Recuerdo mejor las caras que los nombres.',
    'ja-JP': '名前より顔のほうをよく覚えている。',
    'de-DE': 'Ich merke mir Gesichter besser als Namen.',
    'pt-PT': 'Lembro-me melhor de caras do que de nomes.',
    'ko-KR': '나는 이름보다 얼굴을 더 잘 기억한다.',
  }),
  item('bd-11', 'LR', 1, {
    'en-US': 'I like to analyze things logically.',
    'zh-CN': '我喜欢用逻辑来分析事物。',
    'zh-HK': '我喜歡用邏輯來分析事物。',
    'fr-FR': 'J’aime analyser les choses de façon logique.',
    'es-ES': 'Me gusta analizar las cosas de forma lógica.',
    'ja-JP': '物事を論理的に分析するのが好きだ。',
    'de-DE': 'Ich analysiere Dinge gern logisch.',
    'pt-PT': 'Gosto de analisar as coisas de forma lógica.',
    'ko-KR': '나는 사물을 논리적으로 분석하는 것을 좋아한다.',
  }),
  item('bd-12', 'LR', -1, {
    'en-US': 'I often daydream.',
    'zh-CN': '我经常做白日梦。',
    'zh-HK': '我經常發白日夢。',
    'fr-FR': 'Je rêvasse souvent.',
    'es-ES': 'Suelo perderme en ensoñaciones.',
    'ja-JP': 'よく空想にふける。',
    'de-DE': 'Ich hänge oft Tagträumen nach.',
    'pt-PT': 'Perco-me muitas vezes em devaneios.',
    'ko-KR': '나는 자주 공상에 잠긴다.',
  }),
];

export const BRAIN_DOMINANCE = defineQuestionnaire({
  id: 'brain-dominance',
  examId: EXAM_IDS.brainDominance,
  titleKey: 'questionnaire.brainDominance.title',
  title: {
    'en-US': 'Left or Right Brain? A Thinking-Style Quiz',
    'zh-CN': '左脑还是右脑？思维风格小测验',
    'zh-HK': '左腦還是右腦？思維風格小測驗',
    'fr-FR': 'Cerveau gauche ou droit ? Un quiz sur votre style de pensée',
    'es-ES': '¿Hemisferio izquierdo o derecho? Un test sobre tu estilo de pensamiento',
    'ja-JP': '左脳派？右脳派？思考スタイル診断',
    'de-DE': 'Links oder rechts? Ein Quiz zu Ihrem Denkstil',
    'pt-PT': 'Hemisfério esquerdo ou direito? Um teste sobre o seu estilo de pensamento',
    'ko-KR': '좌뇌형일까, 우뇌형일까? 사고 스타일 테스트',
  },
  descriptionKey: 'questionnaire.brainDominance.description',
  description: {
    'en-US':
      'A light-hearted self-report about how you like to think: step by step with words and facts, or with pictures and hunches. It is for fun and reflection, not a neuroscience measurement: both halves of everyone’s brain work together all the time.',
    'zh-CN':
      '这是一份轻松的自我评估，看看您更喜欢哪种思考方式：依靠文字和事实一步一步推进，还是依靠画面和直觉。它仅供娱乐和自我反思，并不是神经科学测量：每个人的左右脑始终在协同工作。',
    'zh-HK':
      '這是一份輕鬆的自我評估，看看您更喜歡哪種思考方式：依靠文字和事實一步一步推進，還是依靠畫面和直覺。它僅供娛樂和自我反思，並不是神經科學測量：每個人的左右腦始終在協同工作。',
    'fr-FR':
      'Une auto-évaluation pour s’amuser sur votre façon de penser : pas à pas, avec des mots et des faits, ou plutôt avec des images et des intuitions. C’est un jeu de réflexion, pas une mesure neuroscientifique : chez tout le monde, les deux moitiés du cerveau travaillent toujours ensemble.',
    'es-ES':
      'Una autoevaluación desenfadada sobre cómo te gusta pensar: paso a paso, con palabras y datos, o con imágenes y corazonadas. Es para divertirse y reflexionar, no una medición neurocientífica: en todas las personas, las dos mitades del cerebro trabajan siempre juntas.',
    'ja-JP':
      '言葉や事実で一歩ずつ考えるのが好きか、イメージや勘で考えるのが好きかを気軽に振り返る自己診断です。楽しみと気づきのためのもので、神経科学的な測定ではありません。誰の脳でも、左右の半球は常に協力して働いています。',
    'de-DE':
      'Eine augenzwinkernde Selbsteinschätzung, wie Sie am liebsten denken: Schritt für Schritt mit Worten und Fakten oder mit Bildern und Bauchgefühl. Sie dient dem Spaß und der Selbstreflexion und ist keine neurowissenschaftliche Messung: Bei jedem Menschen arbeiten beide Gehirnhälften ständig zusammen.',
    'pt-PT':
      'Uma autoavaliação descontraída sobre a forma como gosta de pensar: passo a passo, com palavras e factos, ou com imagens e palpites. Serve para se divertir e refletir, não é uma medição neurocientífica: em todas as pessoas, as duas metades do cérebro trabalham sempre em conjunto.',
    'ko-KR':
      '말과 사실로 한 단계씩 생각하는 편인지, 그림과 직감으로 생각하는 편인지 가볍게 돌아보는 자기 보고식 테스트입니다. 재미와 성찰을 위한 것이며 신경과학적 측정이 아닙니다. 누구의 뇌든 좌우 반구는 항상 함께 일합니다.',
  },
  responseScale: FIVE_POINT_SCALE,
  scales: [
    {
      key: 'LR',
      label: {
        'en-US': 'Thinking style',
        'zh-CN': '思维风格',
        'zh-HK': '思維風格',
        'fr-FR': 'Style de pensée',
        'es-ES': 'Estilo de pensamiento',
        'ja-JP': '思考スタイル',
        'de-DE': 'Denkstil',
        'pt-PT': 'Estilo de pensamento',
        'ko-KR': '사고 스타일',
      },
      poles: [
        {
          letter: 'L',
          label: {
            'en-US': 'Left brain',
            'zh-CN': '左脑型',
            'zh-HK': '左腦型',
            'fr-FR': 'Cerveau gauche',
            'es-ES': 'Hemisferio izquierdo',
            'ja-JP': '左脳派',
            'de-DE': 'Linke Gehirnhälfte',
            'pt-PT': 'Hemisfério esquerdo',
            'ko-KR': '좌뇌형',
          },
        },
        {
          letter: 'R',
          label: {
            'en-US': 'Right brain',
            'zh-CN': '右脑型',
            'zh-HK': '右腦型',
            'fr-FR': 'Cerveau droit',
            'es-ES': 'Hemisferio derecho',
            'ja-JP': '右脳派',
            'de-DE': 'Rechte Gehirnhälfte',
            'pt-PT': 'Hemisfério direito',
            'ko-KR': '우뇌형',
          },
        },
      ],
    },
  ],
  bank: BANK,
  parts: [
    {
      id: 'part-1',
      itemIds: BANK.map((it) => it.id),
      progressMessageKey: 'questionnaire.brainDominance.part1.done',
      progressMessage: {
        'en-US': 'All done. Let’s see which way your thinking leans.',
        'zh-CN': '全部完成。来看看您的思维更偏向哪一边。',
        'zh-HK': '全部完成。來看看您的思維更偏向哪一邊。',
        'fr-FR': 'C’est terminé. Voyons de quel côté penche votre façon de penser.',
        'es-ES': 'Has terminado. Veamos hacia qué lado se inclina tu forma de pensar.',
        'ja-JP': 'すべて終わりました。あなたの考え方がどちら寄りか見てみましょう。',
        'de-DE': 'Geschafft. Sehen wir, in welche Richtung Ihr Denken neigt.',
        'pt-PT': 'Concluído. Vamos ver para que lado tende a sua forma de pensar.',
        'ko-KR': '모두 마쳤습니다. 당신의 생각이 어느 쪽으로 기우는지 알아볼게요.',
      },
    },
  ],
});

export interface BrainDominanceResult {
  /** Whole percentages summing to 100 (rounded as in displayPercent). */
  leftPercent: number;
  rightPercent: number;
  exactLeftPercent: number;
  /**
   * "balanced" unless the lean is larger than the sheet's measurement error (scale.decided): a
   * quiz that calls a 50/50 or a 54/46 within error "left" would mislead.
   */
  dominant: 'left' | 'right' | 'balanced';
  scale: BipolarScore;
}

export function scoreBrainDominance(sheet: readonly Answer[]): BrainDominanceResult {
  const [scale] = scoreQuestionnaire(BRAIN_DOMINANCE, sheet).bipolar as [BipolarScore];
  return {
    leftPercent: scale.firstPercent,
    rightPercent: scale.secondPercent,
    exactLeftPercent: scale.exactFirstPercent,
    dominant: !scale.decided ? 'balanced' : scale.letter === 'L' ? 'left' : 'right',
    scale,
  };
}

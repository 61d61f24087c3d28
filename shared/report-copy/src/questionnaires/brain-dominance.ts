// Brain dominance result copy (issue 12). The quiz is a light-hearted self-report about how
// someone likes to think; nothing here may read as a claim about how a brain works.
import type { LocaleTag } from '@iq/contracts';

/** The exam service's `dominant`: "balanced" when the lean is within its margin of error. */
export type BrainDominance = 'left' | 'right' | 'balanced';
export const BRAIN_DOMINANCES: readonly BrainDominance[] = ['left', 'right', 'balanced'];

export interface BrainDominanceCopy {
  heading: string;
  /** Two sentences. */
  text: string;
}

export const BRAIN_DOMINANCE_COPY: Record<BrainDominance, Record<LocaleTag, BrainDominanceCopy>> = {
  left: {
    'en-US': {
      heading: 'Your answers lean "left"',
      text: 'You said you enjoy step-by-step plans, lists, facts and clear logic. In the playful language of this quiz that is the "left-brain" style, a description of your preferences and nothing more.',
    },
    'zh-CN': {
      heading: '您的回答偏向“左脑”',
      text: '您表示自己喜欢按部就班的计划、清单、事实和清晰的逻辑。用这个趣味测验的说法，这就是“左脑”风格——它只描述您的偏好，仅此而已。',
    },
    'zh-HK': {
      heading: '您的回答偏向「左腦」',
      text: '您表示自己喜歡按部就班的計劃、清單、事實和清晰的邏輯。用這個趣味測驗的說法，這就是「左腦」風格——它只描述您的喜好，僅此而已。',
    },
    'fr-FR': {
      heading: 'Vos réponses penchent « à gauche »',
      text: 'Vous dites aimer les plans étape par étape, les listes, les faits et une logique claire. Dans le langage ludique de ce quiz, c’est le style « cerveau gauche » : une description de vos préférences, rien de plus.',
    },
    'es-ES': {
      heading: 'Tus respuestas se inclinan «a la izquierda»',
      text: 'Has dicho que te gustan los planes paso a paso, las listas, los datos y la lógica clara. En el lenguaje desenfadado de este test, ese es el estilo «hemisferio izquierdo»: una descripción de tus preferencias y nada más.',
    },
    'ja-JP': {
      heading: 'あなたの回答は「左脳」寄り',
      text: '順序立てた計画、リスト、事実、筋の通った論理が好きだと答えています。この遊び心のあるテストの言葉で言えば「左脳」タイプですが、これはあなたの好みを表しているだけです。',
    },
    'de-DE': {
      heading: 'Ihre Antworten neigen nach „links“',
      text: 'Sie mögen nach eigener Aussage Schritt-für-Schritt-Pläne, Listen, Fakten und klare Logik. In der spielerischen Sprache dieses Tests ist das der „linkshirnige“ Stil, eine Beschreibung Ihrer Vorlieben und nicht mehr.',
    },
    'pt-PT': {
      heading: 'As suas respostas inclinam-se para a «esquerda»',
      text: 'Disse que gosta de planos passo a passo, listas, factos e lógica clara. Na linguagem descontraída deste teste, é o estilo «cérebro esquerdo»: uma descrição das suas preferências e nada mais.',
    },
    'ko-KR': {
      heading: '응답이 "좌뇌" 쪽으로 기울었습니다',
      text: '차근차근 세운 계획, 목록, 사실, 명확한 논리를 좋아한다고 답하셨습니다. 이 가벼운 테스트의 표현으로는 "좌뇌형"이지만, 이는 당신의 선호를 설명할 뿐 그 이상은 아닙니다.',
    },
  },
  right: {
    'en-US': {
      heading: 'Your answers lean "right"',
      text: 'You said you enjoy pictures, hunches, the big picture and trying things out as you go. In the playful language of this quiz that is the "right-brain" style, a description of your preferences and nothing more.',
    },
    'zh-CN': {
      heading: '您的回答偏向“右脑”',
      text: '您表示自己喜欢图像、直觉、全局视角，以及边做边尝试。用这个趣味测验的说法，这就是“右脑”风格——它只描述您的偏好，仅此而已。',
    },
    'zh-HK': {
      heading: '您的回答偏向「右腦」',
      text: '您表示自己喜歡圖像、直覺、全局視野，以及邊做邊嘗試。用這個趣味測驗的說法，這就是「右腦」風格——它只描述您的喜好，僅此而已。',
    },
    'fr-FR': {
      heading: 'Vos réponses penchent « à droite »',
      text: 'Vous dites aimer les images, les intuitions, la vue d’ensemble et les essais au fil de l’eau. Dans le langage ludique de ce quiz, c’est le style « cerveau droit » : une description de vos préférences, rien de plus.',
    },
    'es-ES': {
      heading: 'Tus respuestas se inclinan «a la derecha»',
      text: 'Has dicho que te gustan las imágenes, las corazonadas, la visión de conjunto y probar sobre la marcha. En el lenguaje desenfadado de este test, ese es el estilo «hemisferio derecho»: una descripción de tus preferencias y nada más.',
    },
    'ja-JP': {
      heading: 'あなたの回答は「右脳」寄り',
      text: 'イメージや直感、全体像、やりながら試していくことが好きだと答えています。この遊び心のあるテストの言葉で言えば「右脳」タイプですが、これはあなたの好みを表しているだけです。',
    },
    'de-DE': {
      heading: 'Ihre Antworten neigen nach „rechts“',
      text: 'Sie mögen nach eigener Aussage Bilder, Bauchgefühl, das große Ganze und Ausprobieren unterwegs. In der spielerischen Sprache dieses Tests ist das der „rechtshirnige“ Stil, eine Beschreibung Ihrer Vorlieben und nicht mehr.',
    },
    'pt-PT': {
      heading: 'As suas respostas inclinam-se para a «direita»',
      text: 'Disse que gosta de imagens, palpites, da visão de conjunto e de experimentar pelo caminho. Na linguagem descontraída deste teste, é o estilo «cérebro direito»: uma descrição das suas preferências e nada mais.',
    },
    'ko-KR': {
      heading: '응답이 "우뇌" 쪽으로 기울었습니다',
      text: '이미지, 직감, 큰 그림, 그리고 해 보면서 찾아가는 방식을 좋아한다고 답하셨습니다. 이 가벼운 테스트의 표현으로는 "우뇌형"이지만, 이는 당신의 선호를 설명할 뿐 그 이상은 아닙니다.',
    },
  },
  balanced: {
    'en-US': {
      heading: 'Your answers are balanced',
      text: 'You said you like plans and lists about as much as hunches and the big picture. In the playful language of this quiz that is a "balanced" style, a description of your preferences and nothing more.',
    },
    'zh-CN': {
      heading: '您的回答很均衡',
      text: '您表示自己对计划、清单与直觉、全局视角的喜爱程度差不多。用这个趣味测验的说法，这就是“均衡”风格——它只描述您的偏好，仅此而已。',
    },
    'zh-HK': {
      heading: '您的回答很平衡',
      text: '您表示自己對計劃、清單與直覺、全局視野的喜愛程度差不多。用這個趣味測驗的說法，這就是「平衡」風格——它只描述您的喜好，僅此而已。',
    },
    'fr-FR': {
      heading: 'Vos réponses sont équilibrées',
      text: 'Vous dites aimer les plans et les listes à peu près autant que les intuitions et la vue d’ensemble. Dans le langage ludique de ce quiz, c’est un style « équilibré » : une description de vos préférences, rien de plus.',
    },
    'es-ES': {
      heading: 'Tus respuestas están equilibradas',
      text: 'Has dicho que te gustan los planes y las listas más o menos tanto como las corazonadas y la visión de conjunto. En el lenguaje desenfadado de este test, ese es un estilo «equilibrado»: una descripción de tus preferencias y nada más.',
    },
    'ja-JP': {
      heading: 'あなたの回答はバランス型',
      text: '計画やリストも、直感や全体像も、同じくらい好きだと答えています。この遊び心のあるテストの言葉で言えば「バランス」タイプですが、これはあなたの好みを表しているだけです。',
    },
    'de-DE': {
      heading: 'Ihre Antworten sind ausgewogen',
      text: 'Sie mögen nach eigener Aussage Pläne und Listen etwa so sehr wie Bauchgefühl und das große Ganze. In der spielerischen Sprache dieses Tests ist das ein „ausgewogener“ Stil, eine Beschreibung Ihrer Vorlieben und nicht mehr.',
    },
    'pt-PT': {
      heading: 'As suas respostas estão equilibradas',
      text: 'Disse que gosta de planos e listas mais ou menos tanto como de palpites e da visão de conjunto. Na linguagem descontraída deste teste, é um estilo «equilibrado»: uma descrição das suas preferências e nada mais.',
    },
    'ko-KR': {
      heading: '응답이 균형을 이루고 있습니다',
      text: '계획과 목록만큼이나 직감과 큰 그림도 좋아한다고 답하셨습니다. 이 가벼운 테스트의 표현으로는 "균형형"이지만, 이는 당신의 선호를 설명할 뿐 그 이상은 아닙니다.',
    },
  },
};

/** Shown with every brain dominance result. */
export const BRAIN_DOMINANCE_DISCLAIMER: Record<LocaleTag, string> = {
  'en-US':
    'Just for fun: this is a light-hearted self-report about what you prefer, not neuroscience, and it says nothing about how your brain actually works.',
  'zh-CN': '仅供娱乐：这是一份关于个人偏好的轻松自评，不是神经科学，也不能说明您的大脑实际如何运作。',
  'zh-HK': '僅供娛樂：這是一份關於個人喜好的輕鬆自評，並非神經科學，也不能說明您的大腦實際如何運作。',
  'fr-FR':
    'Pour le plaisir : il s’agit d’une auto-évaluation ludique de vos préférences, pas de neurosciences, et elle ne dit rien du fonctionnement réel de votre cerveau.',
  'es-ES':
    'Solo por diversión: es una autoevaluación desenfadada de tus preferencias, no neurociencia, y no dice nada de cómo funciona realmente tu cerebro.',
  'ja-JP':
    'これはお楽しみ用の、好みについての気軽な自己申告であり、神経科学ではないので、実際の脳の働きについては何も示していません。',
  'de-DE':
    'Nur zum Spaß: Dies ist eine spielerische Selbsteinschätzung Ihrer Vorlieben, keine Neurowissenschaft, und sie sagt nichts darüber, wie Ihr Gehirn tatsächlich arbeitet.',
  'pt-PT':
    'Só por diversão: trata-se de uma autoavaliação descontraída das suas preferências, não de neurociência, e não diz nada sobre o funcionamento real do seu cérebro.',
  'ko-KR':
    '재미로 보는, 선호에 관한 가벼운 자기 보고일 뿐 신경과학이 아니며, 실제 뇌가 어떻게 작동하는지는 전혀 알려 주지 않습니다.',
};

// The catalogue's words in the nine locales of spec §9 (tier names, spec §3 items, payment
// methods). Written per language, never English copies; the type makes a missing one a
// compile error.
import type { LocaleTag, PayMethod, SkuId, SkuItemKey } from '@iq/contracts';

export interface CatalogueCopy {
  tiers: Record<SkuId, string>;
  items: Record<SkuItemKey, { name: string; content: string }>;
  payMethods: Record<PayMethod, string>;
}

export const CATALOGUE_COPY: Readonly<Record<LocaleTag, CatalogueCopy>> = {
  'en-US': {
    tiers: { sku1: 'Basic', sku2: 'Standard', sku3: 'Premium', sku4: 'VIP' },
    items: {
      iqScore: { name: 'IQ score', content: 'Your IQ score with its confidence range.' },
      iqRank: { name: 'IQ ranking', content: 'Where you stand in the population and by country.' },
      report21: { name: '21-page report', content: 'A detailed 21-page report, downloadable as PDF.' },
      wrongAnalysis: {
        name: 'Wrong-answer analysis',
        content: 'Every question you missed, with the correct answer explained.',
      },
      brainTest: {
        name: 'Brain dominance test',
        content:
          'A self-report questionnaire about your thinking-style preferences: just for fun, not a measurement of the brain.',
      },
      certificate: { name: 'Personalised certificate', content: 'A certificate with your name and score.' },
      eqTest: { name: 'EQ test', content: 'Measure your emotional intelligence.' },
      discount20: {
        name: 'Permanent VIP membership (20 % off)',
        content: 'VIP for life: 20 % off every later report upgrade and package (plans keep their price).',
      },
      trainingGuide: {
        name: 'Brain training guide',
        content: 'Exercises for memory, speed, reasoning and focus, with a 4-week plan.',
      },
    },
    payMethods: { card: 'Credit or debit card', paypal: 'PayPal' },
  },
  'zh-CN': {
    tiers: { sku1: '基础版', sku2: '标准版', sku3: '高级版', sku4: 'VIP 尊享版' },
    items: {
      iqScore: { name: '智商分数', content: '您的智商分数及其置信区间。' },
      iqRank: { name: '智商排名', content: '您在总人口中以及各国之间的排名。' },
      report21: { name: '21 页报告', content: '详细的 21 页报告，可下载为 PDF。' },
      wrongAnalysis: { name: '错题解析', content: '每道答错的题目，并附正确答案详解。' },
      brainTest: {
        name: '左右脑优势测试',
        content: '关于思维风格偏好的自评问卷：仅供娱乐，并非对大脑的测量。',
      },
      certificate: { name: '个性化证书', content: '印有您姓名和分数的证书。' },
      eqTest: { name: '情商测试', content: '测量您的情绪智力。' },
      discount20: {
        name: '永久 VIP 会员（8 折）',
        content: 'VIP 终身有效：今后每次报告升级和购买套餐均享 8 折（会员计划按原价）。',
      },
      trainingGuide: { name: '大脑训练指南', content: '针对记忆、速度、推理和专注力的练习，附 4 周计划。' },
    },
    payMethods: { card: '银行卡（信用卡或借记卡）', paypal: 'PayPal' },
  },
  'zh-HK': {
    tiers: { sku1: '基礎版', sku2: '標準版', sku3: '高級版', sku4: 'VIP 尊享版' },
    items: {
      iqScore: { name: '智商分數', content: '您的智商分數及其置信區間。' },
      iqRank: { name: '智商排名', content: '您在總人口中以及各國之間的排名。' },
      report21: { name: '21 頁報告', content: '詳細的 21 頁報告，可下載為 PDF。' },
      wrongAnalysis: { name: '錯題解析', content: '每道答錯的題目，並附正確答案詳解。' },
      brainTest: {
        name: '左右腦優勢測試',
        content: '關於思維風格偏好的自評問卷：僅供娛樂，並非對大腦的測量。',
      },
      certificate: { name: '個人化證書', content: '印有您姓名和分數的證書。' },
      eqTest: { name: '情商測試', content: '測量您的情緒智能。' },
      discount20: {
        name: '永久 VIP 會員（8 折）',
        content: 'VIP 終身有效：日後每次報告升級和購買套餐均享 8 折（會員計劃按原價）。',
      },
      trainingGuide: { name: '大腦訓練指南', content: '針對記憶、速度、推理和專注力的練習，附 4 週計劃。' },
    },
    payMethods: { card: '信用卡或扣賬卡', paypal: 'PayPal' },
  },
  'ja-JP': {
    tiers: { sku1: 'ベーシック', sku2: 'スタンダード', sku3: 'プレミアム', sku4: 'VIP' },
    items: {
      iqScore: { name: 'IQスコア', content: '信頼区間付きのあなたのIQスコア。' },
      iqRank: { name: 'IQランキング', content: '全体および国別でのあなたの順位。' },
      report21: { name: '21ページのレポート', content: 'PDFでダウンロードできる21ページの詳細レポート。' },
      wrongAnalysis: { name: '誤答分析', content: '間違えたすべての問題と、正解の解説。' },
      brainTest: {
        name: '右脳・左脳テスト',
        content:
          '考え方の好みについての自己申告式の質問票です。楽しむためのもので、脳を測定するものではありません。',
      },
      certificate: { name: 'パーソナル認定証', content: 'お名前とスコアが入った認定証。' },
      eqTest: { name: 'EQテスト', content: 'あなたの心の知能指数を測定します。' },
      discount20: {
        name: '永久VIP会員（20%オフ）',
        content: '生涯VIP：以降のレポートのアップグレードとパッケージはすべて20%オフ（プランは通常価格）。',
      },
      trainingGuide: {
        name: '脳トレーニングガイド',
        content: '記憶・スピード・推論・集中力のエクササイズと4週間のプラン。',
      },
    },
    payMethods: { card: 'クレジットカード・デビットカード', paypal: 'PayPal' },
  },
  'ko-KR': {
    tiers: { sku1: '베이직', sku2: '스탠다드', sku3: '프리미엄', sku4: 'VIP' },
    items: {
      iqScore: { name: 'IQ 점수', content: '신뢰 구간이 포함된 나의 IQ 점수.' },
      iqRank: { name: 'IQ 순위', content: '전체 인구 및 국가별 나의 순위.' },
      report21: { name: '21페이지 보고서', content: 'PDF로 내려받을 수 있는 21페이지 상세 보고서.' },
      wrongAnalysis: { name: '오답 분석', content: '틀린 모든 문제와 정답 해설.' },
      brainTest: {
        name: '좌뇌·우뇌 우세 테스트',
        content:
          '사고 스타일 선호에 관한 자기 보고식 설문입니다. 재미로 하는 것이며 뇌를 측정하는 것이 아닙니다.',
      },
      certificate: { name: '맞춤형 인증서', content: '이름과 점수가 들어간 인증서.' },
      eqTest: { name: 'EQ 테스트', content: '나의 감성 지능을 측정합니다.' },
      discount20: {
        name: '평생 VIP 멤버십(20% 할인)',
        content: '평생 VIP: 이후 모든 보고서 업그레이드와 패키지 20% 할인 (플랜은 정가).',
      },
      trainingGuide: {
        name: '두뇌 훈련 가이드',
        content: '기억력, 속도, 추론, 집중력을 위한 연습과 4주 계획.',
      },
    },
    payMethods: { card: '신용카드 또는 체크카드', paypal: 'PayPal' },
  },
  'fr-FR': {
    tiers: { sku1: 'Essentiel', sku2: 'Standard', sku3: 'Premium', sku4: 'VIP' },
    items: {
      iqScore: { name: 'Score de QI', content: 'Votre score de QI et son intervalle de confiance.' },
      iqRank: { name: 'Classement de QI', content: 'Votre position dans la population et par pays.' },
      report21: {
        name: 'Rapport de 21 pages',
        content: 'Un rapport détaillé de 21 pages, téléchargeable en PDF.',
      },
      wrongAnalysis: {
        name: 'Analyse des erreurs',
        content: 'Chaque question manquée, avec la bonne réponse expliquée.',
      },
      brainTest: {
        name: 'Test de dominance cérébrale',
        content:
          "Un questionnaire d'auto-évaluation sur vos préférences de style de pensée : pour le plaisir, ce n'est pas une mesure du cerveau.",
      },
      certificate: {
        name: 'Certificat personnalisé',
        content: 'Un certificat à votre nom, avec votre score.',
      },
      eqTest: { name: 'Test de QE', content: 'Mesurez votre intelligence émotionnelle.' },
      discount20: {
        name: 'Statut VIP permanent (20 % de réduction)',
        content:
          'VIP à vie : 20 % de réduction sur chaque mise à niveau du rapport et chaque offre ultérieures (les abonnements gardent leur prix).',
      },
      trainingGuide: {
        name: "Guide d'entraînement cérébral",
        content:
          'Des exercices de mémoire, de rapidité, de raisonnement et de concentration, avec un programme de 4 semaines.',
      },
    },
    payMethods: { card: 'Carte bancaire', paypal: 'PayPal' },
  },
  'es-ES': {
    tiers: { sku1: 'Básico', sku2: 'Estándar', sku3: 'Premium', sku4: 'VIP' },
    items: {
      iqScore: { name: 'Puntuación de CI', content: 'Tu puntuación de CI con su intervalo de confianza.' },
      iqRank: { name: 'Clasificación de CI', content: 'Tu posición frente a la población y por países.' },
      report21: {
        name: 'Informe de 21 páginas',
        content: 'Un informe detallado de 21 páginas, descargable en PDF.',
      },
      wrongAnalysis: {
        name: 'Análisis de errores',
        content: 'Cada pregunta fallada, con la respuesta correcta explicada.',
      },
      brainTest: {
        name: 'Test de dominancia cerebral',
        content:
          'Un cuestionario de autoevaluación sobre tus preferencias de estilo de pensamiento: solo por diversión, no es una medición del cerebro.',
      },
      certificate: {
        name: 'Certificado personalizado',
        content: 'Un certificado con tu nombre y tu puntuación.',
      },
      eqTest: { name: 'Test de CE', content: 'Mide tu inteligencia emocional.' },
      discount20: {
        name: 'VIP permanente (20 % de descuento)',
        content:
          'VIP de por vida: un 20 % de descuento en cada mejora del informe y cada paquete posteriores (los planes mantienen su precio).',
      },
      trainingGuide: {
        name: 'Guía de entrenamiento cerebral',
        content: 'Ejercicios de memoria, rapidez, razonamiento y concentración, con un plan de 4 semanas.',
      },
    },
    payMethods: { card: 'Tarjeta de crédito o débito', paypal: 'PayPal' },
  },
  'de-DE': {
    tiers: { sku1: 'Basis', sku2: 'Standard', sku3: 'Premium', sku4: 'VIP' },
    items: {
      iqScore: { name: 'IQ-Wert', content: 'Ihr IQ-Wert mit Konfidenzbereich.' },
      iqRank: {
        name: 'IQ-Rangliste',
        content: 'Ihre Position in der Bevölkerung und im Ländervergleich.',
      },
      report21: {
        name: '21-seitiger Bericht',
        content: 'Ein ausführlicher Bericht mit 21 Seiten, als PDF herunterladbar.',
      },
      wrongAnalysis: {
        name: 'Fehleranalyse',
        content: 'Jede falsch beantwortete Frage mit erklärter richtiger Lösung.',
      },
      brainTest: {
        name: 'Test zur Hirndominanz',
        content:
          'Ein Selbstauskunft-Fragebogen zu Ihren Vorlieben beim Denken: nur zum Spaß, keine Messung des Gehirns.',
      },
      certificate: {
        name: 'Persönliches Zertifikat',
        content: 'Ein Zertifikat mit Ihrem Namen und Ihrem Ergebnis.',
      },
      eqTest: { name: 'EQ-Test', content: 'Messen Sie Ihre emotionale Intelligenz.' },
      discount20: {
        name: 'Dauerhafter VIP-Status (20 % Rabatt)',
        content:
          'VIP auf Lebenszeit: 20 % Rabatt auf jedes spätere Berichts-Upgrade und Paket (Abos behalten ihren Preis).',
      },
      trainingGuide: {
        name: 'Leitfaden für Gehirntraining',
        content:
          'Übungen für Gedächtnis, Tempo, logisches Denken und Konzentration, mit einem 4-Wochen-Plan.',
      },
    },
    payMethods: { card: 'Kredit- oder Debitkarte', paypal: 'PayPal' },
  },
  'pt-PT': {
    tiers: { sku1: 'Básico', sku2: 'Padrão', sku3: 'Premium', sku4: 'VIP' },
    items: {
      iqScore: {
        name: 'Pontuação de QI',
        content: 'A sua pontuação de QI com o respetivo intervalo de confiança.',
      },
      iqRank: { name: 'Classificação de QI', content: 'A sua posição face à população e por país.' },
      report21: {
        name: 'Relatório de 21 páginas',
        content: 'Um relatório detalhado de 21 páginas, transferível em PDF.',
      },
      wrongAnalysis: {
        name: 'Análise de erros',
        content: 'Todas as perguntas que errou, com a resposta certa explicada.',
      },
      brainTest: {
        name: 'Teste de dominância cerebral',
        content:
          'Um questionário de autoavaliação sobre as suas preferências de estilo de pensamento: só por diversão, não é uma medição do cérebro.',
      },
      certificate: {
        name: 'Certificado personalizado',
        content: 'Um certificado com o seu nome e a sua pontuação.',
      },
      eqTest: { name: 'Teste de QE', content: 'Meça a sua inteligência emocional.' },
      discount20: {
        name: 'VIP permanente (20 % de desconto)',
        content:
          'VIP para sempre: 20 % de desconto em cada melhoria do relatório e cada pacote seguintes (os planos mantêm o preço).',
      },
      trainingGuide: {
        name: 'Guia de treino cerebral',
        content: 'Exercícios de memória, rapidez, raciocínio e concentração, com um plano de 4 semanas.',
      },
    },
    payMethods: { card: 'Cartão de crédito ou débito', paypal: 'PayPal' },
  },
};

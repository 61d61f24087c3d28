// The upsell steps' and packages' words in the nine locales (issue 10; spec §2 six steps), written
// per language, never English copies; the type makes a missing one a compile error. Amounts are
// never in the words: the screens format `priceMinor` with the locale's money rules.
import type { LocaleTag, PackageId, UpsellStep } from '@iq/contracts';

export interface PackageCopy {
  steps: Record<UpsellStep, string>;
  packages: Record<PackageId, { name: string; description: string }>;
}

export const PACKAGE_COPY: Readonly<Record<LocaleTag, PackageCopy>> = {
  'en-US': {
    steps: {
      'skip-trial': 'Skip the trial',
      'answer-analysis': 'Answer analysis',
      'share-evaluation': 'Share your evaluation',
      'premium-bundle': 'Premium bundle',
      'members-only': 'Members only',
      'product-access': 'Access to every product',
    },
    packages: {
      'skip-trial-weekly': {
        name: 'Start the weekly plan now',
        description: 'Your trial ends today and the first week is charged now, with no activation fee.',
      },
      'answer-analysis': {
        name: 'Answer analysis',
        description: 'Every question you missed: your answer, the correct one and why.',
      },
      'shareable-certificate': {
        name: 'Personalised certificate',
        description: 'A certificate with your name and a code anyone can verify online.',
      },
      'premium-bundle': {
        name: 'Premium bundle',
        description: 'Brain training guide, answer analysis and personalised certificate.',
      },
      'vip-membership': {
        name: 'VIP membership',
        description:
          'VIP for life: 20 % off every later report upgrade and package (plans keep their price).',
      },
      'daily-plan': {
        name: '4-week plan at a daily rate',
        description: 'Charged now for 4 weeks, then every 4 weeks until you cancel.',
      },
    },
  },
  'zh-CN': {
    steps: {
      'skip-trial': '跳过试用',
      'answer-analysis': '答题解析',
      'share-evaluation': '分享测评',
      'premium-bundle': '高级套餐',
      'members-only': '会员专享',
      'product-access': '畅享全部产品',
    },
    packages: {
      'skip-trial-weekly': {
        name: '立即开通周度会员',
        description: '试用今天结束，立即扣除第一周的费用，不收取开通费。',
      },
      'answer-analysis': {
        name: '答题解析',
        description: '每道答错的题：您的答案、正确答案及原因。',
      },
      'shareable-certificate': {
        name: '个性化证书',
        description: '印有您姓名的证书，附可供任何人在线验证的编码。',
      },
      'premium-bundle': { name: '高级套餐', description: '大脑训练指南、答题解析和个性化证书。' },
      'vip-membership': {
        name: 'VIP 会员',
        description: 'VIP 终身有效：今后每次报告升级和购买套餐均享 8 折（会员计划按原价）。',
      },
      'daily-plan': {
        name: '4 周会员（按日计价）',
        description: '立即扣除 4 周的费用，之后每 4 周扣费一次，直至您取消。',
      },
    },
  },
  'zh-HK': {
    steps: {
      'skip-trial': '跳過試用',
      'answer-analysis': '答題解析',
      'share-evaluation': '分享測評',
      'premium-bundle': '高級套餐',
      'members-only': '會員專享',
      'product-access': '暢享全部產品',
    },
    packages: {
      'skip-trial-weekly': {
        name: '立即開通每週會員',
        description: '試用今天結束，立即收取第一週的費用，不收取開通費。',
      },
      'answer-analysis': {
        name: '答題解析',
        description: '每道答錯的題目：您的答案、正確答案及原因。',
      },
      'shareable-certificate': {
        name: '個人化證書',
        description: '印有您姓名的證書，附任何人都可在網上核實的編碼。',
      },
      'premium-bundle': { name: '高級套餐', description: '大腦訓練指南、答題解析和個人化證書。' },
      'vip-membership': {
        name: 'VIP 會員',
        description: 'VIP 終身有效：日後每次報告升級和購買套餐均享 8 折（會員計劃按原價）。',
      },
      'daily-plan': {
        name: '4 週會員（按日計價）',
        description: '立即收取 4 週的費用，之後每 4 週收費一次，直至您取消。',
      },
    },
  },
  'fr-FR': {
    steps: {
      'skip-trial': "Passer l'essai",
      'answer-analysis': 'Analyse des réponses',
      'share-evaluation': 'Partager votre évaluation',
      'premium-bundle': 'Pack premium',
      'members-only': 'Réservé aux membres',
      'product-access': 'Accès à tous les produits',
    },
    packages: {
      'skip-trial-weekly': {
        name: 'Commencer la formule hebdomadaire maintenant',
        description:
          "Votre essai se termine aujourd'hui et la première semaine est débitée maintenant, sans frais d'activation.",
      },
      'answer-analysis': {
        name: 'Analyse des réponses',
        description: 'Chaque question manquée : votre réponse, la bonne réponse et pourquoi.',
      },
      'shareable-certificate': {
        name: 'Certificat personnalisé',
        description: 'Un certificat à votre nom, avec un code que chacun peut vérifier en ligne.',
      },
      'premium-bundle': {
        name: 'Pack premium',
        description: "Guide d'entraînement cérébral, analyse des réponses et certificat personnalisé.",
      },
      'vip-membership': {
        name: 'Adhésion VIP',
        description:
          'VIP à vie : 20 % de réduction sur chaque mise à niveau du rapport et chaque offre ultérieures (les abonnements gardent leur prix).',
      },
      'daily-plan': {
        name: 'Formule 4 semaines au tarif journalier',
        description: "Débitée maintenant pour 4 semaines, puis toutes les 4 semaines jusqu'à résiliation.",
      },
    },
  },
  'es-ES': {
    steps: {
      'skip-trial': 'Saltar la prueba',
      'answer-analysis': 'Análisis de respuestas',
      'share-evaluation': 'Comparte tu evaluación',
      'premium-bundle': 'Paquete prémium',
      'members-only': 'Solo para miembros',
      'product-access': 'Acceso a todos los productos',
    },
    packages: {
      'skip-trial-weekly': {
        name: 'Empieza ya el plan semanal',
        description: 'Tu prueba termina hoy y la primera semana se cobra ahora, sin cuota de activación.',
      },
      'answer-analysis': {
        name: 'Análisis de respuestas',
        description: 'Cada pregunta fallada: tu respuesta, la correcta y por qué.',
      },
      'shareable-certificate': {
        name: 'Certificado personalizado',
        description: 'Un certificado con tu nombre y un código que cualquiera puede verificar en línea.',
      },
      'premium-bundle': {
        name: 'Paquete prémium',
        description: 'Guía de entrenamiento cerebral, análisis de respuestas y certificado personalizado.',
      },
      'vip-membership': {
        name: 'Membresía VIP',
        description:
          'VIP de por vida: un 20 % de descuento en cada mejora del informe y cada paquete posteriores (los planes mantienen su precio).',
      },
      'daily-plan': {
        name: 'Plan de 4 semanas con tarifa diaria',
        description: 'Se cobra ahora por 4 semanas y después cada 4 semanas hasta que canceles.',
      },
    },
  },
  'ja-JP': {
    steps: {
      'skip-trial': 'トライアルをスキップ',
      'answer-analysis': '解答分析',
      'share-evaluation': '評価をシェア',
      'premium-bundle': 'プレミアムセット',
      'members-only': '会員限定',
      'product-access': 'すべての商品を利用',
    },
    packages: {
      'skip-trial-weekly': {
        name: '週額プランを今すぐ開始',
        description: 'トライアルは本日終了し、最初の1週間分を今すぐ請求します。開始手数料はかかりません。',
      },
      'answer-analysis': {
        name: '解答分析',
        description: '間違えたすべての問題について、あなたの解答、正解とその理由。',
      },
      'shareable-certificate': {
        name: 'パーソナル証明書',
        description: 'お名前入りの証明書と、誰でもオンラインで確認できるコード。',
      },
      'premium-bundle': {
        name: 'プレミアムセット',
        description: '脳トレーニングガイド、解答分析、パーソナル証明書。',
      },
      'vip-membership': {
        name: 'VIP会員',
        description:
          '生涯VIP：以降のレポートのアップグレードとパッケージはすべて20%オフ（プランは通常価格）。',
      },
      'daily-plan': {
        name: '4週間プラン（日割り料金）',
        description: '今すぐ4週間分を請求し、解約されるまで4週間ごとに請求します。',
      },
    },
  },
  'de-DE': {
    steps: {
      'skip-trial': 'Testphase überspringen',
      'answer-analysis': 'Antwortanalyse',
      'share-evaluation': 'Bewertung teilen',
      'premium-bundle': 'Premium-Paket',
      'members-only': 'Nur für Mitglieder',
      'product-access': 'Zugang zu allen Produkten',
    },
    packages: {
      'skip-trial-weekly': {
        name: 'Wochenabo jetzt starten',
        description:
          'Ihre Testphase endet heute und die erste Woche wird jetzt berechnet, ohne Aktivierungsgebühr.',
      },
      'answer-analysis': {
        name: 'Antwortanalyse',
        description: 'Jede falsch beantwortete Frage: Ihre Antwort, die richtige und warum.',
      },
      'shareable-certificate': {
        name: 'Persönliches Zertifikat',
        description: 'Ein Zertifikat mit Ihrem Namen und einem Code, den jeder online prüfen kann.',
      },
      'premium-bundle': {
        name: 'Premium-Paket',
        description: 'Gehirntrainings-Leitfaden, Antwortanalyse und persönliches Zertifikat.',
      },
      'vip-membership': {
        name: 'VIP-Mitgliedschaft',
        description:
          'VIP auf Lebenszeit: 20 % Rabatt auf jedes spätere Berichts-Upgrade und Paket (Abos behalten ihren Preis).',
      },
      'daily-plan': {
        name: '4-Wochen-Abo zum Tagespreis',
        description: 'Jetzt für 4 Wochen berechnet, danach alle 4 Wochen, bis Sie kündigen.',
      },
    },
  },
  'pt-PT': {
    steps: {
      'skip-trial': 'Saltar o período experimental',
      'answer-analysis': 'Análise das respostas',
      'share-evaluation': 'Partilhe a sua avaliação',
      'premium-bundle': 'Pacote premium',
      'members-only': 'Só para membros',
      'product-access': 'Acesso a todos os produtos',
    },
    packages: {
      'skip-trial-weekly': {
        name: 'Começar já o plano semanal',
        description:
          'O período experimental termina hoje e a primeira semana é cobrada agora, sem taxa de ativação.',
      },
      'answer-analysis': {
        name: 'Análise das respostas',
        description: 'Cada pergunta falhada: a sua resposta, a correta e porquê.',
      },
      'shareable-certificate': {
        name: 'Certificado personalizado',
        description: 'Um certificado com o seu nome e um código que qualquer pessoa pode verificar online.',
      },
      'premium-bundle': {
        name: 'Pacote premium',
        description: 'Guia de treino cerebral, análise das respostas e certificado personalizado.',
      },
      'vip-membership': {
        name: 'Adesão VIP',
        description:
          'VIP para sempre: 20 % de desconto em cada melhoria do relatório e cada pacote seguintes (os planos mantêm o preço).',
      },
      'daily-plan': {
        name: 'Plano de 4 semanas com tarifa diária',
        description: 'Cobrado agora por 4 semanas e depois a cada 4 semanas até cancelar.',
      },
    },
  },
  'ko-KR': {
    steps: {
      'skip-trial': '체험 건너뛰기',
      'answer-analysis': '답안 분석',
      'share-evaluation': '평가 공유',
      'premium-bundle': '프리미엄 패키지',
      'members-only': '회원 전용',
      'product-access': '모든 상품 이용',
    },
    packages: {
      'skip-trial-weekly': {
        name: '주간 플랜 지금 시작',
        description: '체험이 오늘 종료되고 첫 주 요금이 지금 청구됩니다. 가입비는 없습니다.',
      },
      'answer-analysis': {
        name: '답안 분석',
        description: '틀린 모든 문제에 대한 내 답, 정답과 그 이유.',
      },
      'shareable-certificate': {
        name: '맞춤 인증서',
        description: '이름이 새겨진 인증서와 누구나 온라인으로 확인할 수 있는 코드.',
      },
      'premium-bundle': { name: '프리미엄 패키지', description: '두뇌 훈련 가이드, 답안 분석, 맞춤 인증서.' },
      'vip-membership': {
        name: 'VIP 멤버십',
        description: '평생 VIP: 이후 모든 보고서 업그레이드와 패키지 20% 할인 (플랜은 정가).',
      },
      'daily-plan': {
        name: '4주 플랜(일 단위 요금)',
        description: '지금 4주분이 청구되고, 해지할 때까지 4주마다 청구됩니다.',
      },
    },
  },
};

// The plans' words in the nine locales (spec §9), written per language, never English copies;
// the type makes a missing one a compile error. The features are honest: only what a subscriber
// gets (docs/decisions/2026-11-29-what-a-plan-delivers.md).
import type { LocaleTag, PlanFeatureKey, PlanId } from '@iq/contracts';

export interface PlanCopy {
  titles: Record<PlanId, string>;
  features: Record<PlanFeatureKey, string>;
}

export const PLAN_COPY: Readonly<Record<LocaleTag, PlanCopy>> = {
  'en-US': {
    titles: { weekly: 'Weekly plan', monthly: 'Monthly plan', daily: '4-week plan (daily rate)' },
    features: {
      fullReports: 'Your reports in full while the plan runs, answer analysis and certificate included',
      trainingGuide: 'Brain training guide',
      cancelAnytime: 'Cancel online in one step, at any time',
    },
  },
  'zh-CN': {
    titles: { weekly: '周度会员', monthly: '月度会员', daily: '4 周会员（按日计价）' },
    features: {
      fullReports: '计划期间，您已购买的报告完整显示，含错题解析和证书',
      trainingGuide: '大脑训练指南',
      cancelAnytime: '随时在线一步取消',
    },
  },
  'zh-HK': {
    titles: { weekly: '每週會員', monthly: '每月會員', daily: '4 週會員（按日計價）' },
    features: {
      fullReports: '計劃期間，您已購買的報告完整顯示，包括錯題解析和證書',
      trainingGuide: '大腦訓練指南',
      cancelAnytime: '隨時在網上一步取消',
    },
  },
  'fr-FR': {
    titles: {
      weekly: 'Formule hebdomadaire',
      monthly: 'Formule mensuelle',
      daily: 'Formule 4 semaines (tarif journalier)',
    },
    features: {
      fullReports:
        'Vos rapports achetés en entier tant que la formule dure, analyse des réponses et certificat compris',
      trainingGuide: "Guide d'entraînement cérébral",
      cancelAnytime: 'Résiliation en ligne en une étape, à tout moment',
    },
  },
  'es-ES': {
    titles: { weekly: 'Plan semanal', monthly: 'Plan mensual', daily: 'Plan de 4 semanas (tarifa diaria)' },
    features: {
      fullReports:
        'Tus informes comprados, completos mientras dure el plan, con el análisis de respuestas y el certificado',
      trainingGuide: 'Guía de entrenamiento cerebral',
      cancelAnytime: 'Cancelación en línea en un solo paso, en cualquier momento',
    },
  },
  'ja-JP': {
    titles: { weekly: '週間プラン', monthly: '月間プラン', daily: '4週間プラン（日割り料金）' },
    features: {
      fullReports: 'プラン期間中、購入済みのレポートをすべて表示（解答分析と証明書を含む）',
      trainingGuide: '脳トレーニングガイド',
      cancelAnytime: 'いつでもオンラインでワンステップ解約',
    },
  },
  'de-DE': {
    titles: { weekly: 'Wochenabo', monthly: 'Monatsabo', daily: '4-Wochen-Abo (Tagespreis)' },
    features: {
      fullReports:
        'Ihre gekauften Berichte vollständig, solange das Abo läuft – mit Antwortanalyse und Zertifikat',
      trainingGuide: 'Leitfaden für Gehirntraining',
      cancelAnytime: 'Jederzeit online in einem Schritt kündbar',
    },
  },
  'pt-PT': {
    titles: { weekly: 'Plano semanal', monthly: 'Plano mensal', daily: 'Plano de 4 semanas (preço diário)' },
    features: {
      fullReports:
        'Os seus relatórios comprados completos enquanto o plano durar, com a análise das respostas e o certificado',
      trainingGuide: 'Guia de treino cerebral',
      cancelAnytime: 'Cancelamento online num só passo, a qualquer momento',
    },
  },
  'ko-KR': {
    titles: { weekly: '주간 플랜', monthly: '월간 플랜', daily: '4주 플랜(일일 요금)' },
    features: {
      fullReports: '플랜 기간 동안 구매한 보고서 전체 열람 (오답 분석과 인증서 포함)',
      trainingGuide: '두뇌 훈련 가이드',
      cancelAnytime: '언제든지 온라인에서 한 번에 해지',
    },
  },
};

// The plans' words in the nine locales (spec §9), written per language, never English copies;
// the type makes a missing one a compile error. The features are honest: only what a subscriber
// gets (docs/decisions.md).
import type { LocaleTag, PlanFeatureKey, PlanId } from '@iq/contracts';

export interface PlanCopy {
  titles: Record<PlanId, string>;
  features: Record<PlanFeatureKey, string>;
}

export const PLAN_COPY: Readonly<Record<LocaleTag, PlanCopy>> = {
  'en-US': {
    titles: { weekly: 'Weekly plan', monthly: 'Monthly plan', daily: '4-week plan (daily rate)' },
    features: {
      fullReports: 'The full report of every test you take',
      trainingGuide: 'Brain training guide',
      memberStatus: 'VIP member status for as long as the plan runs',
      cancelAnytime: 'Cancel online in one step, at any time',
    },
  },
  'zh-CN': {
    titles: { weekly: '周度会员', monthly: '月度会员', daily: '4 周会员（按日计价）' },
    features: {
      fullReports: '您参加的每项测试的完整报告',
      trainingGuide: '大脑训练指南',
      memberStatus: '订阅期间享有 VIP 会员身份',
      cancelAnytime: '随时在线一步取消',
    },
  },
  'zh-HK': {
    titles: { weekly: '每週會員', monthly: '每月會員', daily: '4 週會員（按日計價）' },
    features: {
      fullReports: '您參加的每項測試的完整報告',
      trainingGuide: '大腦訓練指南',
      memberStatus: '訂閱期間享有 VIP 會員身份',
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
      fullReports: 'Le rapport complet de chaque test que vous passez',
      trainingGuide: "Guide d'entraînement cérébral",
      memberStatus: 'Statut de membre VIP pendant toute la durée de la formule',
      cancelAnytime: 'Résiliation en ligne en une étape, à tout moment',
    },
  },
  'es-ES': {
    titles: { weekly: 'Plan semanal', monthly: 'Plan mensual', daily: 'Plan de 4 semanas (tarifa diaria)' },
    features: {
      fullReports: 'El informe completo de cada test que realices',
      trainingGuide: 'Guía de entrenamiento cerebral',
      memberStatus: 'Estatus de miembro VIP mientras dure el plan',
      cancelAnytime: 'Cancelación en línea en un solo paso, en cualquier momento',
    },
  },
  'ja-JP': {
    titles: { weekly: '週間プラン', monthly: '月間プラン', daily: '4週間プラン（日割り料金）' },
    features: {
      fullReports: '受けたすべてのテストの完全レポート',
      trainingGuide: '脳トレーニングガイド',
      memberStatus: 'プラン期間中のVIP会員ステータス',
      cancelAnytime: 'いつでもオンラインでワンステップ解約',
    },
  },
  'de-DE': {
    titles: { weekly: 'Wochenabo', monthly: 'Monatsabo', daily: '4-Wochen-Abo (Tagespreis)' },
    features: {
      fullReports: 'Der vollständige Bericht zu jedem Test, den Sie machen',
      trainingGuide: 'Leitfaden für Gehirntraining',
      memberStatus: 'VIP-Mitgliedsstatus, solange das Abo läuft',
      cancelAnytime: 'Jederzeit online in einem Schritt kündbar',
    },
  },
  'pt-PT': {
    titles: { weekly: 'Plano semanal', monthly: 'Plano mensal', daily: 'Plano de 4 semanas (preço diário)' },
    features: {
      fullReports: 'O relatório completo de cada teste que fizer',
      trainingGuide: 'Guia de treino cerebral',
      memberStatus: 'Estatuto de membro VIP enquanto o plano durar',
      cancelAnytime: 'Cancelamento online num só passo, a qualquer momento',
    },
  },
  'ko-KR': {
    titles: { weekly: '주간 플랜', monthly: '월간 플랜', daily: '4주 플랜(일일 요금)' },
    features: {
      fullReports: '응시한 모든 테스트의 전체 보고서',
      trainingGuide: '두뇌 훈련 가이드',
      memberStatus: '플랜 기간 동안 VIP 회원 자격',
      cancelAnytime: '언제든지 온라인에서 한 번에 해지',
    },
  },
};

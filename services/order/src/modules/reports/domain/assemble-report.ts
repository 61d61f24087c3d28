// The report of an order as its holder may see it (issue 8). Pure: the routes load the order,
// the session's paid tiers and score, and call this. A part the tiers do not include is a lock
// with nothing of its content; an order whose session has nothing paid shows no score at all.
import {
  SKU_ITEM_KEYS,
  type Locked,
  type OrderReport,
  type OrderStatus,
  type SessionScore,
  type SkuId,
  type SkuItemKey,
} from '@iq/contracts';
import type { RankingFigures } from './ranking';
import { dimensionRows } from './dimensions';
import { includes, lockOf as plainLock, PART_ITEMS, type Entitlement } from '../../orders';
import { interval90 } from './iq-scale';

export interface ReportOrder {
  orderNumber: string;
  status: OrderStatus;
  skuId: SkuId;
  examId: number;
  examCode: string;
}

/** What the order service keeps of the exam service's session report (final once confirmed). */
export interface ScoreSnapshot {
  outcome: 'scored' | 'abnormal' | null;
  confirmedAt: string | null;
  questionCount: number;
  score: SessionScore | null;
}

export interface ReportInputs {
  order: ReportOrder;
  entitlement: Entitlement;
  /** null when nothing is paid: the exam service is not even asked. */
  snapshot: ScoreSnapshot | null;
  ranking: RankingFigures | null;
  certificate: { code: string; name: string | null } | null;
  /** Issue 35: the lock of a part for this buyer (entitlements/locks.ts); default: nothing offered. */
  lockOf?: (item: SkuItemKey) => Locked;
}

export type ReportState = OrderReport['state'];

export function reportState(entitlement: Entitlement, snapshot: ScoreSnapshot | null): ReportState {
  if (!entitlement.highest) return 'pending-payment';
  return snapshot?.outcome === 'scored' && snapshot.score ? 'completed' : 'incomplete';
}

export function assembleReport({
  order,
  entitlement,
  snapshot,
  ranking,
  certificate,
  lockOf = plainLock,
}: ReportInputs): OrderReport {
  const state = reportState(entitlement, snapshot);
  const score = state === 'completed' ? snapshot!.score! : null;
  const has = (part: keyof typeof PART_ITEMS) => score !== null && includes(entitlement, PART_ITEMS[part]);
  const paid = state !== 'pending-payment';

  return {
    orderNumber: order.orderNumber,
    skuId: entitlement.highest ?? order.skuId,
    status: order.status,
    state,
    completedAt: paid ? (snapshot?.confirmedAt ?? null) : null,
    examId: order.examId,
    code: order.examCode,
    iq:
      score && has('iq')
        ? {
            locked: false,
            score: score.iq,
            band: score.band,
            percentile: score.percentile,
            interval90: interval90(score.theta, score.se),
            measurable: score.measurable,
            bound: score.bound,
            guessingLikely: score.guessingLikely === true,
          }
        : lockOf(PART_ITEMS.iq),
    ranking:
      score && has('ranking') && ranking
        ? { locked: false, percentile: score.percentile, ...ranking }
        : lockOf(PART_ITEMS.ranking),
    dimensions:
      score && has('dimensions')
        ? {
            locked: false,
            rows: dimensionRows(score.indicators, { guessingLikely: score.guessingLikely === true }),
          }
        : lockOf(PART_ITEMS.dimensions),
    wrongCount:
      score && has('wrongCount')
        ? {
            locked: false,
            // Wrong = not answered correctly (an unanswered question counts as wrong).
            count: Math.max(0, snapshot!.questionCount - score.correctCount),
            answered: score.answeredCount,
          }
        : lockOf(PART_ITEMS.wrongCount),
    items: SKU_ITEM_KEYS.map((key) => {
      if (paid && includes(entitlement, key))
        return { key, locked: false, unlockedBy: null, upgradable: false };
      const lock = lockOf(key);
      return { key, locked: true, unlockedBy: lock.unlockedBy, upgradable: lock.upgradable };
    }),
    certificate:
      score && has('certificate') && certificate
        ? { locked: false, code: certificate.code, name: certificate.name }
        : lockOf(PART_ITEMS.certificate),
  };
}

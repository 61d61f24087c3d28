// Loads what a report needs for an order number (issue 8): the order, what its exam session's
// paid orders unlock, the session's score (kept after the first ask over HTTP), the comparison
// figures and the certificate; every report endpoint starts here.
import { orderNumberSchema, type OrderReport, type SessionReport } from '@iq/contracts';
import { NotFoundError, type Logger } from '@iq/service-common';
import {
  ExamServiceUnavailableError,
  type ExamSessions,
  type OrderRecord,
  type OrderStore,
  ORDER_MESSAGES,
  loadHoldings,
  includes,
  NOTHING_PAID,
  type Entitlement,
} from '../../orders';
import type { CertificateRecord, PaidOrderOfSession, ReportStore } from '../data-access/report-store';
import { newVerificationCode } from '../domain/verification-code';
import {
  rankingCountry,
  rankingFigures,
  ageGroups,
  MIN_SAMPLE,
  type RankingFigures,
} from '../domain/ranking';
import { assembleReport, reportState, type ScoreSnapshot } from '../domain/assemble-report';
import { entitlementOfHoldings, lockFor } from '../domain/report-locks';

/** How long one process reuses the comparison figures (they move slowly; every report view reads them). */
export const RANKING_TTL_MS = 5 * 60 * 1000;

export interface LoadedReport {
  order: OrderRecord;
  entitlement: Entitlement;
  snapshot: ScoreSnapshot | null;
  certificate: CertificateRecord | null;
  report: OrderReport;
}

export interface ReportLoaderDeps {
  store: OrderStore;
  reports: ReportStore;
  examSessions: ExamSessions;
  logger: Logger;
  now: () => Date;
}

export function snapshotOf(report: SessionReport): ScoreSnapshot {
  return {
    outcome: report.outcome,
    confirmedAt: report.confirmedAt,
    questionCount: report.questions.length,
    score: report.score,
  };
}

export function createReportLoader({ store, reports, examSessions, logger, now }: ReportLoaderDeps) {
  let ranking: { at: number; figures: Promise<RankingFigures> } | null = null;

  /** The comparison figures, one query per process every RANKING_TTL_MS (a failure is not kept). */
  function comparisonFigures(): Promise<RankingFigures> {
    const at = now().getTime();
    if (!ranking || at - ranking.at > RANKING_TTL_MS) {
      const figures = Promise.all([reports.countryGroups(MIN_SAMPLE), reports.ageRows()]).then(
        ([countries, ages]) => rankingFigures({ countries, ages: ageGroups(ages) }),
      );
      ranking = { at, figures };
      figures.catch(() => {
        if (ranking?.figures === figures) ranking = null;
      });
    }
    return ranking.figures;
  }

  /** The exam service's full account of the session; 503 when it has none for a session we sold. */
  async function sessionReport(order: OrderRecord, logid?: string): Promise<SessionReport> {
    let report: SessionReport | null;
    try {
      report = await examSessions.report(order.examSessionId, { logid });
    } catch (err) {
      if (err instanceof ExamServiceUnavailableError)
        throw new ExamServiceUnavailableError(ORDER_MESSAGES.reportUnavailable, { cause: err });
      throw err;
    }
    if (!report) {
      // An order's session existed when it was sold: a 404 here is a wrong INTERNAL_TOKEN or a lost session.
      logger.error({ order: order.orderNumber.slice(0, 6) }, 'exam service has no report for a sold session');
      throw new ExamServiceUnavailableError(ORDER_MESSAGES.reportUnavailable);
    }
    return report;
  }

  async function snapshotFor(
    order: OrderRecord,
    paid: readonly PaidOrderOfSession[],
    logid?: string,
  ): Promise<ScoreSnapshot> {
    const kept = await reports.findScore(order.examSessionId);
    if (kept) return kept;
    const snapshot = snapshotOf(await sessionReport(order, logid));
    // Only a confirmed session's account is final; anything earlier is asked again next time.
    if (snapshot.confirmedAt && snapshot.outcome)
      await reports.saveScore(order.examSessionId, snapshot, {
        // The first paid order's country; a birth year from any paid order that gave one.
        country: rankingCountry(paid[0]!.country),
        birthYear: paid.find((p) => p.birthYear !== null)?.birthYear ?? null,
      });
    return snapshot;
  }

  async function certificateFor(order: OrderRecord, snapshot: ScoreSnapshot): Promise<CertificateRecord> {
    const existing = await reports.findCertificateOfSession(order.examSessionId);
    if (existing) return existing;
    for (;;) {
      const issued = await reports.issueCertificate(
        {
          code: newVerificationCode(),
          examSessionId: order.examSessionId,
          band: snapshot.score!.band,
          testedAt: new Date(snapshot.confirmedAt!),
        },
        now(),
      );
      if (issued !== 'code-taken') return (await reports.findCertificateOfSession(order.examSessionId))!;
    }
  }

  return {
    sessionReport,

    /** The order and its report, or the one 404 for anything that is not an order of ours. */
    async load(orderNumber: string, options: { logid?: string } = {}): Promise<LoadedReport> {
      const order = orderNumberSchema.safeParse(orderNumber).success
        ? await store.findOrder(orderNumber)
        : undefined;
      if (!order) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
      const paid = await reports.paidOrdersOfSession(order.examSessionId);
      // Issue 35: what the buyer holds comes from the ledger (tiers and packages kept after
      // refunds, VIP, a running plan); second-phase purchases exist only on top of a paid order.
      const holdings = paid.length ? await loadHoldings(store.db, order, now()) : null;
      const entitlement = holdings?.highestTier ? entitlementOfHoldings(holdings) : NOTHING_PAID;
      // Nothing paid: the exam service is not asked and nothing of the score is read.
      const snapshot = paid.length ? await snapshotFor(order, paid, options.logid) : null;
      const completed = reportState(entitlement, snapshot) === 'completed';
      const [figures, certificate] = await Promise.all([
        completed && includes(entitlement, 'iqRank') ? comparisonFigures() : null,
        completed && includes(entitlement, 'certificate') ? certificateFor(order, snapshot!) : null,
      ]);
      return {
        order,
        entitlement,
        snapshot,
        certificate,
        report: assembleReport({
          order,
          entitlement,
          snapshot,
          ranking: figures,
          certificate,
          lockOf: (item) => lockFor(holdings, holdings?.tierCurrency ?? order.currency, item),
        }),
      };
    },
  };
}

export type ReportLoader = ReturnType<typeof createReportLoader>;

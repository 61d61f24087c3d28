// Retrieve by e-mail (issue 8): which reports a mailbox gets, from its paid orders. Pure.
import type { OrderRoute } from '../../orders';

/** At most this many reports in one mail, the most recent tests first. */
export const MAX_REPORTS_PER_MAIL = 20;

/** A paid order of the mailbox, with its session's confirmation time when the service has kept it. */
export interface PaidOrderOfMailbox extends OrderRoute {
  examSessionId: string;
  /** As the buyer typed it at purchase (trimmed). */
  email: string;
  locale: string;
  paidAt: Date;
  createdAt: Date;
  /** When the exam session was confirmed (report_scores), null before the report was first opened. */
  confirmedAt: Date | null;
}

export interface RetrievableReport extends OrderRoute {
  testedAt: Date;
}

export interface Retrieval {
  /** Where the mail goes: the address of the most recently paid order (never the typed variant). */
  to: string;
  /** The most recently paid order's locale (the request's hl wins when it names one). */
  locale: string;
  reports: RetrievableReport[];
}

/**
 * One report per exam session: an upgrade is a second paid order of the same session, and every
 * order number of a session opens the same report (the union of its tiers), so the link is the
 * latest paid order's. The test date is the session's confirmation, or, before the service has
 * kept it, the session's first order (orders are created only after the test is confirmed).
 */
export function retrievableReports(
  orders: readonly PaidOrderOfMailbox[],
  max = MAX_REPORTS_PER_MAIL,
): Retrieval | null {
  if (!orders.length) return null;
  const latestFirst = [...orders].sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime());
  const sessions = new Map<string, RetrievableReport>();
  for (const order of latestFirst) {
    const seen = sessions.get(order.examSessionId);
    const testedAt = order.confirmedAt ?? order.createdAt;
    if (!seen)
      sessions.set(order.examSessionId, {
        orderNumber: order.orderNumber,
        examCode: order.examCode,
        examId: order.examId,
        testedAt,
      });
    else if (!order.confirmedAt && testedAt < seen.testedAt) seen.testedAt = testedAt;
  }
  const reports = [...sessions.values()]
    .sort((a, b) => b.testedAt.getTime() - a.testedAt.getTime())
    .slice(0, max);
  return { to: latestFirst[0]!.email, locale: latestFirst[0]!.locale, reports };
}

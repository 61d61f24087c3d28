// What a share link shows (issue 8): ONLY the parts its owner chose, taken from the report as
// the owner sees it today (a part the tiers no longer include is null), and nothing else of the
// order: no order number, e-mail, answers, tier or ranking. Pure.
import { iqBandOf, percentBelow, type OrderReport, type SharedReport } from '@iq/contracts';
import { printedCode } from './verification-code';
import type { SharePart } from './share-tokens';

export function sharedReportOf(report: OrderReport, parts: readonly SharePart[]): SharedReport {
  const has = (part: SharePart) => parts.includes(part);
  const iq = report.iq.locked ? null : report.iq;
  // docs/decisions/2026-11-23-scale-ends-are-bounds.md: beyond the measurable range the link shows
  // the limit, its band and its percentile with the bound, as the owner's report does.
  const limit = iq?.bound ? (iq.bound === 'above' ? iq.measurable.high : iq.measurable.low) : null;
  const scoreShared = iq !== null && (has('score') || has('band') || has('percentile'));
  return {
    parts: [...parts],
    score: iq && has('score') ? (limit ?? iq.score) : null,
    band: iq && has('band') ? (limit !== null ? iqBandOf(limit) : iq.band) : null,
    percentile: iq && has('percentile') ? (limit !== null ? percentBelow(limit) : iq.percentile) : null,
    bound: scoreShared ? (iq.bound ?? null) : null,
    certificateCode:
      has('certificate') && !report.certificate.locked ? printedCode(report.certificate.code) : null,
    completedAt: report.completedAt,
  };
}

// The files of a report (issue 8): the 21-page PDF and the certificate (PDF and PNG). The bytes
// come from @iq/report-render (shared/report-render, worker threads); the report API needs only
// this interface, so a stub stands in for tests and the renderer plugs in through an adapter
// (./rendered-report-files.ts).
import { createHash } from 'node:crypto';
import type { LocaleTag, OrderReport, ReportQuestions, SkuItemKey } from '@iq/contracts';

export type ReportFileKind = 'report' | 'certificate-pdf' | 'certificate-png';

/** Everything the 21-page report prints: the report as its owner sees it, and the analysis if included. */
export interface ReportFileInput {
  /** Locks in place: the PDF shows what the session's paid tiers include, nothing more. */
  report: OrderReport;
  /** Every question with your answer, the key, rules and mistakes; null when wrongAnalysis is not included. */
  questions: ReportQuestions | null;
}

/** What the certificate prints (the renderer's CertificateInput). */
export interface CertificateFileInput {
  /** As the owner set it; empty prints no name line. */
  name: string;
  band: NonNullable<Extract<OrderReport['iq'], { locked: false }>['band']>;
  score: number;
  bound: 'above' | 'below' | null;
  measurable: { low: number; high: number };
  /** When the test was confirmed (ISO 8601). */
  completedAt: string;
  /** As printed: ABCD-EFGH-JKMN. */
  verificationCode: string;
  /** Absolute URL of /verify/{code}. */
  verifyUrl: string;
}

export interface ReportFiles {
  renderReportPdf(input: ReportFileInput, locale: LocaleTag): Promise<Buffer>;
  renderCertificatePdf(input: CertificateFileInput, locale: LocaleTag): Promise<Buffer>;
  renderCertificatePng(input: CertificateFileInput, locale: LocaleTag): Promise<Buffer>;
  /** The worker pool's threads, busy ones and waiting tasks (metrics); absent: no pool. */
  poolStats?(): { size: number; busy: number; queued: number };
}

/** The renderer is busy: ask again later (the file is "generating"). */
export class RendererBusyError extends Error {
  override name = 'RendererBusyError';
}

/** No renderer is wired (createOrderApp without `reportFiles`). */
export class RendererUnavailableError extends Error {
  override name = 'RendererUnavailableError';
}

export const unavailableReportFiles: ReportFiles = {
  renderReportPdf: () => Promise.reject(new RendererUnavailableError('no renderer')),
  renderCertificatePdf: () => Promise.reject(new RendererUnavailableError('no renderer')),
  renderCertificatePng: () => Promise.reject(new RendererUnavailableError('no renderer')),
};

/** The tier item a file belongs to. */
export const FILE_ITEMS: Readonly<Record<ReportFileKind, SkuItemKey>> = {
  report: 'report21',
  'certificate-pdf': 'certificate',
  'certificate-png': 'certificate',
};

export const CONTENT_TYPES: Readonly<Record<ReportFileKind, string>> = {
  report: 'application/pdf',
  'certificate-pdf': 'application/pdf',
  'certificate-png': 'image/png',
};

/** spec §7: the report saves as {orderNumber}.pdf; the certificate as certificate-{code}.pdf / .png. */
export function fileNameOf(kind: ReportFileKind, orderNumber: string, code: string | null): string {
  if (kind === 'report') return `${orderNumber}.pdf`;
  return `certificate-${code}.${kind === 'certificate-png' ? 'png' : 'pdf'}`;
}

/** Bumped when what a file shows changes, so cached files of the old layout are not served. */
export const FILE_LAYOUT_VERSION = 1;

/**
 * The cache key of a rendered file: what it is, whose, in which locale, with what it shows
 * (the session's unlocked items; the certificate's name), hashed.
 */
export function fileCacheKey(parts: {
  kind: ReportFileKind;
  owner: string;
  locale: LocaleTag;
  items: readonly string[];
  name?: string | null;
}): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        FILE_LAYOUT_VERSION,
        parts.kind,
        parts.owner,
        parts.locale,
        [...parts.items].sort(),
        parts.name ?? null,
      ]),
    )
    .digest('hex');
}

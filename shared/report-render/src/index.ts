// @iq/report-render's public face (issue 39; the renderer of issue 8): the 21-page PDF report
// (spec §1) and the certificate as PDF and PNG, in the nine locales, rendered in worker threads
// off the caller's thread. The order service calls it with plain data (./input.ts) and imports
// nothing else of this package; tests use `@iq/report-render/testing`. Inputs are checked here,
// on the caller's thread; rendering errors reject with RenderFailedError, a full queue with
// RenderQueueFullError (tell the visitor the file is being generated), never a crash of the
// caller.
//
//   const renderer = createReportRenderer();              // one per service, closed on shutdown
//   const input = reportDocumentInputOf(report, questions, catalogueNames);
//   const pdf = await renderer.renderReportPdf(input, 'ja-JP');
//
// or the module-level functions below, which share one renderer created on first use.
import type { z } from 'zod';
import { isLocale, type LocaleTag } from '@iq/contracts';
import {
  certificateInputSchema,
  reportDocumentInputSchema,
  type CertificateInput,
  type ReportDocumentInput,
} from './input';
import {
  createRenderPool,
  type RenderPool,
  type RenderPoolOptions,
  type RenderPoolStats,
} from './worker-pool/render-pool';

export {
  catalogueNamesSchema,
  certificateInputSchema,
  reportDocumentInputOf,
  reportDocumentInputSchema,
  ReportNotRenderableError,
  scoreLabel,
} from './input';
export type {
  CatalogueNames,
  CertificateInput,
  ReportDimensionInput,
  ReportDocumentInput,
  ReportIqInput,
  ReportQuestionInput,
  ReportRankingInput,
} from './input';
export {
  RenderFailedError,
  RenderQueueFullError,
  type RenderPoolOptions,
  type RenderPoolStats,
} from './worker-pool/render-pool';
export { CERTIFICATE_PNG_SIZE } from './certificate/certificate-svg';
export { REPORT_PAGES } from './document/theme';
export { DIMENSION_INTERPRETATIONS, dimensionInterpretation } from './copy/dimension-interpretations';

/** The input did not pass its schema: a caller's bug, not a rendering failure. */
export class ReportInputError extends Error {
  override name = 'ReportInputError';
}

export interface ReportRenderer {
  /** The 21-page report as PDF bytes. */
  renderReportPdf(input: ReportDocumentInput, locale: LocaleTag): Promise<Buffer>;
  /** The certificate: one A4 landscape page. */
  renderCertificatePdf(input: CertificateInput, locale: LocaleTag): Promise<Buffer>;
  /** The same certificate as a PNG of CERTIFICATE_PNG_SIZE (A4 at 150 dpi). */
  renderCertificatePng(input: CertificateInput, locale: LocaleTag): Promise<Buffer>;
  /** Starts the threads and loads react-pdf in them, so the first visitor does not wait for it. */
  warmUp(): Promise<void>;
  stats(): RenderPoolStats;
  close(): Promise<void>;
}

function checked<T>(schema: z.ZodType<T>, value: unknown, locale: unknown): T {
  if (!isLocale(locale)) throw new ReportInputError(`unsupported locale: ${String(locale)}`);
  const result = schema.safeParse(value);
  if (!result.success) throw new ReportInputError(`invalid renderer input: ${result.error.message}`);
  return result.data;
}

export function createReportRenderer(options: RenderPoolOptions = {}): ReportRenderer {
  const pool: RenderPool = createRenderPool(options);
  return {
    async renderReportPdf(input, locale) {
      return pool.run('renderReport', { input: checked(reportDocumentInputSchema, input, locale), locale });
    },
    async renderCertificatePdf(input, locale) {
      return pool.run('renderCertificatePdf', {
        input: checked(certificateInputSchema, input, locale),
        locale,
      });
    },
    async renderCertificatePng(input, locale) {
      return pool.run('renderCertificatePng', {
        input: checked(certificateInputSchema, input, locale),
        locale,
      });
    },
    async warmUp() {
      const { threads } = pool.stats();
      await Promise.all(Array.from({ length: Math.max(1, threads) }, () => pool.run('warmUp')));
    },
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}

let shared: ReportRenderer | null = null;
const sharedRenderer = () => (shared ??= createReportRenderer());

/** The 21-page report in `locale`, rendered by the shared renderer. */
export function renderReportPdf(input: ReportDocumentInput, locale: LocaleTag): Promise<Buffer> {
  return sharedRenderer().renderReportPdf(input, locale);
}

/** The certificate as a one-page A4 landscape PDF, by the shared renderer. */
export function renderCertificatePdf(input: CertificateInput, locale: LocaleTag): Promise<Buffer> {
  return sharedRenderer().renderCertificatePdf(input, locale);
}

/** The certificate as PNG (CERTIFICATE_PNG_SIZE), by the shared renderer. */
export function renderCertificatePng(input: CertificateInput, locale: LocaleTag): Promise<Buffer> {
  return sharedRenderer().renderCertificatePng(input, locale);
}

/** Stops the shared renderer's threads (service shutdown, end of a test). */
export async function closeReportRenderer(): Promise<void> {
  const renderer = shared;
  shared = null;
  await renderer?.close();
}

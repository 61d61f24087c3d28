// Report files (issue 8; spec §7 "POST /exam/order/file/down/info", downloads):
//   POST /exam/order/file/down/info  { orderNumber, file, hl? } → ready + a signed link, or generating
//   GET  /exam/order/file/{token}     the bytes, while the link is genuine and unexpired
// Rendering runs in the renderer's worker threads and is never awaited by a request for longer
// than `waitMs`; the rendered bytes are cached in the database, so a second download is one read.
import { setTimeout as delay } from 'node:timers/promises';
import { Router } from 'express';
import {
  fileDownloadRequestSchema,
  resolveLocale,
  type FileDownloadResponse,
  type LocaleTag,
} from '@iq/contracts';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  ok,
  type Logger,
} from '@iq/service-common';
import type { OrderConfig } from '../../../config';
import type { FileCache } from '../data-access/file-cache';
import { MAX_RENDER_ATTEMPTS } from '../data-access/file-cache';
import { printedCode } from '../domain/verification-code';
import { checkFileLink, fileLinkPath, signFileLink } from '../domain/file-links';
import {
  CONTENT_TYPES,
  FILE_ITEMS,
  fileCacheKey,
  fileNameOf,
  RendererBusyError,
  unavailableReportFiles,
  type CertificateFileInput,
  type ReportFileKind,
  type ReportFiles,
} from '../domain/report-files';
import { ORDER_MESSAGES, includes, UNLOCKED_BY, orderBody } from '../../orders';
import { REPORT_ERRORS } from '../domain/report-messages';
import type { LoadedReport, ReportLoader } from './report-loader';
import { analysisOf } from './report-routes';

/** How long the visitor is told to wait before asking again. */
export const RETRY_AFTER_SECONDS = 3;

export class FilesUnavailableError extends DomainError {
  readonly status = 503;
}

export interface FileRouteContext {
  loader: ReportLoader;
  files: FileCache;
  reportFiles: ReportFiles;
  config: OrderConfig;
  logger: Logger;
  now: () => Date;
  /** How long a request waits for a render it started before answering "generating". */
  waitMs: number;
}

export function fileRoutes({
  loader,
  files,
  reportFiles,
  config,
  logger,
  now,
  waitMs,
}: FileRouteContext): Router {
  const router = Router();
  /** Renders in flight in this process, by cache key (so a request can wait a moment for one). */
  const jobs = new Map<string, Promise<void>>();

  function startRender(key: string, render: () => Promise<Buffer>, ref: string): void {
    const job = (async () => {
      try {
        const bytes = await render();
        await files.saveReady(key, bytes, now());
        logger.info({ order: ref, bytes: bytes.length }, 'report file rendered');
      } catch (err) {
        if (err instanceof RendererBusyError) {
          await files.release(key); // not a failure: the next ask claims it again
          return;
        }
        const message = err instanceof Error ? err.message : String(err);
        await files.saveFailed(key, message, now());
        logger.error({ order: ref, err: message }, 'report file failed to render');
      }
    })().catch((err: unknown) => logger.error({ err }, 'report file cache write failed'));
    jobs.set(key, job);
    void job.finally(() => jobs.delete(key));
  }

  function renderOf(kind: ReportFileKind, loaded: LoadedReport, locale: LocaleTag, logid?: string) {
    if (kind === 'report')
      return async () => {
        const questions = includes(loaded.entitlement, 'wrongAnalysis')
          ? analysisOf(loaded.order.orderNumber, await loader.sessionReport(loaded.order, logid))
          : null;
        return reportFiles.renderReportPdf({ report: loaded.report, questions }, locale);
      };
    const certificate = loaded.certificate!;
    const score = loaded.snapshot!.score!;
    const input: CertificateFileInput = {
      name: certificate.name ?? '',
      band: certificate.band as CertificateFileInput['band'],
      score: score.iq,
      bound: score.bound,
      measurable: score.measurable,
      completedAt: certificate.testedAt.toISOString(),
      verificationCode: printedCode(certificate.code),
      verifyUrl: `${config.publicUrl}/verify/${certificate.code}`,
    };
    return kind === 'certificate-png'
      ? () => reportFiles.renderCertificatePng(input, locale)
      : () => reportFiles.renderCertificatePdf(input, locale);
  }

  router.post('/exam/order/file/down/info', async (req, res) => {
    const body = orderBody(fileDownloadRequestSchema, req.body);
    const logid = req.get('logid');
    const loaded = await loader.load(body.orderNumber, { logid });
    const item = FILE_ITEMS[body.file];
    if (!includes(loaded.entitlement, item))
      throw new ForbiddenError(REPORT_ERRORS.notInTier(UNLOCKED_BY[item]));
    if (loaded.report.state !== 'completed') throw new ConflictError(ORDER_MESSAGES.resultNotAnalysable);
    if (reportFiles === unavailableReportFiles)
      throw new FilesUnavailableError(REPORT_ERRORS.filesUnavailable);

    const locale = resolveLocale(body.hl ?? loaded.order.locale);
    const kind = body.file;
    const code = loaded.certificate?.code ?? null;
    const fileName = fileNameOf(kind, loaded.order.orderNumber, code);
    const key = fileCacheKey({
      kind,
      // The report is the order's (its file name is the order number); the certificate the session's.
      owner: kind === 'report' ? loaded.order.orderNumber : code!,
      locale,
      items: [...loaded.entitlement.items],
      name: kind === 'report' ? null : (loaded.certificate?.name ?? ''),
    });

    if (await files.claim(key, { fileName, contentType: CONTENT_TYPES[kind] }, now()))
      startRender(key, renderOf(kind, loaded, locale, logid), loaded.order.orderNumber.slice(0, 6));
    const job = jobs.get(key);
    if (job && waitMs > 0) await Promise.race([job, delay(waitMs)]);

    const cached = await files.state(key);
    res.setHeader('Cache-Control', 'no-store');
    if (cached?.state === 'ready') {
      const { token, expiresAt } = signFileLink(config.linkSecret, key, now());
      return ok<FileDownloadResponse>(res, {
        state: 'ready',
        url: fileLinkPath(token),
        fileName,
        expiresAt: expiresAt.toISOString(),
        retryAfterSeconds: null,
      });
    }
    if (cached?.state === 'failed' && cached.attempts >= MAX_RENDER_ATTEMPTS)
      throw new FilesUnavailableError(REPORT_ERRORS.fileFailed);
    ok<FileDownloadResponse>(res, {
      state: 'generating',
      url: null,
      fileName,
      expiresAt: null,
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    });
  });

  router.get('/exam/order/file/:token', async (req, res) => {
    const check = checkFileLink(config.linkSecret, req.params.token, now());
    if (!check.ok)
      throw new ForbiddenError(
        check.problem === 'expired' ? REPORT_ERRORS.linkExpired : REPORT_ERRORS.linkInvalid,
      );
    const file = await files.readReady(check.key);
    if (!file) throw new NotFoundError(REPORT_ERRORS.fileGone);
    res.setHeader('Content-Type', file.contentType);
    // File names are ours: letters, digits, _ and - (order numbers, codes).
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.setHeader('Content-Length', String(file.content.length));
    res.setHeader('Cache-Control', 'private, no-store');
    res.status(200).end(file.content);
  });

  return router;
}

// The certificate (issue 8; spec §1 personalised certificate):
//   POST /exam/order/certificate                  { orderNumber, name } → { code, name }
//   GET  /exam/order/certificate/verify/{code}     public: what the certificate states, or 404
// Setting the name needs the order number (the capability) and a paid tier with the
// certificate; verifying needs only the code, printed or not, and is rate limited per client.
import { Router } from 'express';
import {
  certificateNameRequestSchema,
  type CertificateResponse,
  type CertificateVerification,
} from '@iq/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ok, TooManyRequestsError } from '@iq/service-common';
import type { ReportStore } from '../data-access/report-store';
import { certificateVerificationOf } from '../domain/certificate-verification';
import { canonicalCode } from '../domain/verification-code';
import { ORDER_MESSAGES, includes, PART_ITEMS, UNLOCKED_BY, orderBody } from '../../orders';
import { REPORT_ERRORS } from '../domain/report-messages';
import type { AttemptLimits } from '../../../data-access/attempt-limits';
import { clientOf } from '../../../entry-points/rate-limit';
import type { ReportLoader } from './report-loader';

export interface CertificateRouteContext {
  loader: ReportLoader;
  reports: ReportStore;
  /** The database's attempt counters (shared by every instance). */
  limits: AttemptLimits;
  /** Verification lookups per client per window. */
  verifyRateLimit: { limit: number; windowMs: number };
  now: () => Date;
}

export function certificateRoutes({
  loader,
  reports,
  limits,
  verifyRateLimit,
  now,
}: CertificateRouteContext): Router {
  const router = Router();

  router.post('/exam/order/certificate', async (req, res) => {
    // The whole body is checked before anything is read or written (a bad name is a 400).
    const body = orderBody(certificateNameRequestSchema, req.body);
    const loaded = await loader.load(body.orderNumber, { logid: req.get('logid') });
    if (!includes(loaded.entitlement, PART_ITEMS.certificate))
      throw new ForbiddenError(REPORT_ERRORS.notInTier(UNLOCKED_BY[PART_ITEMS.certificate]));
    // Paid with the certificate but no score (abnormal): no certificate was issued.
    if (!loaded.certificate) throw new ConflictError(ORDER_MESSAGES.resultNotAnalysable);
    await reports.setCertificateName(loaded.order.examSessionId, body.name);
    res.setHeader('Cache-Control', 'no-store');
    ok<CertificateResponse>(res, { code: loaded.certificate.code, name: body.name });
  });

  router.get('/exam/order/certificate/verify/:code', async (req, res) => {
    const at = now();
    const full = await limits.countAttempt(
      [{ scope: 'verify', value: clientOf(req), limit: verifyRateLimit.limit }],
      verifyRateLimit.windowMs,
    );
    if (full) {
      const wait = full.retryAfterSeconds;
      // The error handler sets Retry-After and the envelope's retryAfterSeconds, as for retrieve.
      throw new TooManyRequestsError(REPORT_ERRORS.tooManyVerifications(wait), { retryAfterSeconds: wait });
    }
    res.setHeader('Cache-Control', 'no-store');
    const unknown = () => new NotFoundError(REPORT_ERRORS.certificateUnknown);
    const code = canonicalCode(req.params.code);
    const certificate = code ? await reports.findCertificate(code) : undefined;
    if (!certificate) throw unknown();
    // Only while the buyer holds the certificate (the ledger: a refund withdraws it).
    const holdings = await reports.holdingsOfSession(certificate.examSessionId, at);
    if (!holdings?.access.has(PART_ITEMS.certificate)) throw unknown();
    const kept = await reports.findScore(certificate.examSessionId);
    if (kept?.outcome !== 'scored' || !kept.score) throw unknown();
    ok<CertificateVerification>(res, certificateVerificationOf(certificate, kept.score));
  });

  return router;
}

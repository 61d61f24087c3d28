// Share links (issue 8; spec §7 "POST /exam/order/info/share"):
//   POST /exam/order/info/share   { orderNumber, parts } → { token, path }
//   GET  /exam/order/shared/{token}                      → ONLY the chosen parts (sharedReportSchema)
// The owner proves ownership with the order number; the link carries a new random token, never
// the order number, and its view never carries the order number, e-mail, answers or tier.
import { Router } from 'express';
import { shareReportRequestSchema, type SharedReport, type ShareReportResponse } from '@iq/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ok } from '@iq/service-common';
import type { ShareStore } from '../data-access/share-store';
import { ORDER_MESSAGES, includes, UNLOCKED_BY, orderBody } from '../../orders';
import { REPORT_ERRORS } from '../domain/report-messages';
import { sharedReportOf } from '../domain/shared-report';
import {
  newShareToken,
  normalisedParts,
  SHARE_PART_ITEMS,
  sharedPath,
  shareTokenHash,
} from '../domain/share-tokens';
import type { ReportLoader } from './report-loader';

export interface ShareRouteContext {
  loader: ReportLoader;
  shares: ShareStore;
  now: () => Date;
}

export function shareRoutes({ loader, shares, now }: ShareRouteContext): Router {
  const router = Router();

  router.post('/exam/order/info/share', async (req, res) => {
    const body = orderBody(shareReportRequestSchema, req.body);
    const loaded = await loader.load(body.orderNumber, { logid: req.get('logid') });
    const parts = normalisedParts(body.parts);
    for (const part of parts) {
      const item = SHARE_PART_ITEMS[part];
      if (!includes(loaded.entitlement, item))
        throw new ForbiddenError(REPORT_ERRORS.notInTier(UNLOCKED_BY[item]));
    }
    if (loaded.report.state !== 'completed') throw new ConflictError(ORDER_MESSAGES.resultNotAnalysable);
    const token = newShareToken();
    await shares.save(shareTokenHash(token)!, { orderNumber: loaded.order.orderNumber, parts }, now());
    res.setHeader('Cache-Control', 'no-store');
    ok<ShareReportResponse>(res, { token, path: sharedPath(token) });
  });

  router.get('/exam/order/shared/:token', async (req, res) => {
    const unknown = () => new NotFoundError(REPORT_ERRORS.shareUnknown);
    const hash = shareTokenHash(req.params.token);
    const share = hash ? await shares.find(hash) : undefined;
    if (!share) throw unknown();
    const { report } = await loader.load(share.orderNumber, { logid: req.get('logid') });
    // A report that is no longer completed (a refund) shares nothing.
    if (report.state !== 'completed') throw unknown();
    res.setHeader('Cache-Control', 'no-store');
    ok<SharedReport>(res, sharedReportOf(report, share.parts));
  });

  return router;
}

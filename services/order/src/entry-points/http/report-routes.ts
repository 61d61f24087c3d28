// The report of an order (issue 8; spec §7): GET /exam/order/info/{orderNumber}. The order
// number is the capability: an unknown, malformed or foreign one gets the same 404 bytes.
import { Router } from 'express';
import type { OrderReport } from '@iq/contracts';
import { ok } from '@iq/service-common';
import type { ReportLoader } from './report-loader';

export interface ReportRouteContext {
  loader: ReportLoader;
}

export function reportRoutes({ loader }: ReportRouteContext): Router {
  const router = Router();

  router.get('/exam/order/info/:orderNumber', async (req, res) => {
    const { report } = await loader.load(req.params.orderNumber, { logid: req.get('logid') });
    res.setHeader('Cache-Control', 'no-store');
    ok<OrderReport>(res, report);
  });

  return router;
}

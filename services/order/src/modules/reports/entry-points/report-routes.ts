// The report of an order (issue 8; spec §7): GET /exam/order/info/{orderNumber} and the answer
// analysis GET /exam/order/questions/{orderNumber}. The order number is the capability: an
// unknown, malformed or foreign one gets the same 404 bytes.
import { Router } from 'express';
import type { OrderReport, ReportQuestions, SessionReport } from '@iq/contracts';
import { ForbiddenError, ok } from '@iq/service-common';
import { includes, PART_ITEMS, UNLOCKED_BY } from '../../orders';
import { REPORT_ERRORS } from '../domain/report-messages';
import type { ReportLoader } from './report-loader';

/** The exam service's account as the answer analysis shows it: displayed positions, rules, mistakes. */
export function analysisOf(orderNumber: string, session: SessionReport): ReportQuestions {
  return {
    orderNumber,
    questions: session.questions.map((q) => ({
      number: q.number,
      matrixSvg: q.matrixSvg,
      optionSvgs: q.optionSvgs,
      yourAnswer: q.chosen,
      correctAnswer: q.correct,
      correct: q.chosen === q.correct,
      rules: q.rules,
      mistakes: q.mistakes,
    })),
  };
}

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

  // Only tiers with the answer analysis (sku2 and up): the keys never reach anyone else.
  router.get('/exam/order/questions/:orderNumber', async (req, res) => {
    const logid = req.get('logid');
    const { order, entitlement } = await loader.load(req.params.orderNumber, { logid });
    if (!includes(entitlement, PART_ITEMS.questions))
      throw new ForbiddenError(REPORT_ERRORS.notInTier(UNLOCKED_BY[PART_ITEMS.questions]));
    const session = await loader.sessionReport(order, logid);
    res.setHeader('Cache-Control', 'no-store');
    ok<ReportQuestions>(res, analysisOf(order.orderNumber, session));
  });

  return router;
}

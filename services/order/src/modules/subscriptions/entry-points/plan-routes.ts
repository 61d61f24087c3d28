// GET /secondPhase/plan/sku/list/:examId/:region (spec §7; region fixed to US): the subscription
// plans in the locale of `hl` (query, then header).
import { Router } from 'express';
import { examIdParamSchema, type PlanListResponse } from '@iq/contracts';
import { NotFoundError, ok, validate } from '@iq/service-common';
import { hasPlans, PLAN_CURRENCY, PLAN_REGION, planList, countryParam, requestLocale } from '../../orders';

export function planRoutes(): Router {
  const router = Router();
  router.get('/secondPhase/plan/sku/list/:examId/:region', (req, res) => {
    const examId = validate(examIdParamSchema, req.params.examId, 'examId');
    const region = countryParam(req.params.region);
    if (!hasPlans(examId)) throw new NotFoundError(`No plans for exam ${examId}`);
    if (region !== PLAN_REGION) throw new NotFoundError(`No plans for region ${region}`);
    ok<PlanListResponse>(res, {
      examId,
      region: PLAN_REGION,
      currency: PLAN_CURRENCY,
      plans: planList(requestLocale(req)),
    });
  });
  return router;
}

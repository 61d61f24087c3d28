// GET /exam/sku/list/:examId/:country/:hl, /exam/sku/info/:examId/:skuId/:country/:hl and
// /app/payment/list/:examId/:country (spec §7): the tiers and methods, priced per country.
import { Router, type Request } from 'express';
import {
  countryCodeSchema,
  examIdParamSchema,
  resolveLocale,
  skuIdSchema,
  type PaymentMethodList,
  type SkuInfoResponse,
  type SkuListResponse,
} from '@iq/contracts';
import { NotFoundError, ok, validate } from '@iq/service-common';
import { currencyForCountry } from '../domain/prices';
import { hasTiers, isFreeWithAccount, paymentMethods, tierFor, tierList } from '../domain/catalogue';

/** A sellable exam id: 400 when malformed, 404 when that exam has no tiers. */
export function examWithTiers(raw: string | undefined): number {
  const examId = validate(examIdParamSchema, raw, 'examId');
  if (!hasTiers(examId)) throw new NotFoundError(`No report tiers for exam ${examId}`);
  return examId;
}

/** Two letters, any case (`us` and `US`), as upper case; 400 otherwise. */
export function countryParam(raw: string | undefined): string {
  // ASCII letters only are upper-cased: String#toUpperCase turns the ligature ﬁ into "FI".
  const code = typeof raw === 'string' ? raw.trim().replace(/[a-z]/g, (c) => c.toUpperCase()) : raw;
  return validate(countryCodeSchema, code, 'country');
}

/** The `hl` of a call without one in its path: the query, then the spec's `hl` header. */
export function requestLocale(req: Request) {
  const query = typeof req.query.hl === 'string' ? req.query.hl : undefined;
  return resolveLocale(query ?? req.get('hl'));
}

export function catalogueRoutes(): Router {
  const router = Router();

  router.get('/exam/sku/list/:examId/:country/:hl', (req, res) => {
    const examId = validate(examIdParamSchema, req.params.examId, 'examId');
    // A questionnaire sells nothing: an empty list that says so (a 404 read as "price unknown").
    const free = isFreeWithAccount(examId);
    if (!free && !hasTiers(examId)) throw new NotFoundError(`No report tiers for exam ${examId}`);
    const country = countryParam(req.params.country);
    const locale = resolveLocale(req.params.hl);
    ok<SkuListResponse>(res, {
      examId,
      country,
      currency: currencyForCountry(country),
      skus: free ? [] : tierList(country, locale),
      freeWithAccount: free,
    });
  });

  router.get('/exam/sku/info/:examId/:skuId/:country/:hl', (req, res) => {
    const examId = examWithTiers(req.params.examId);
    const sku = skuIdSchema.safeParse(req.params.skuId);
    if (!sku.success) throw new NotFoundError('Tier not found');
    const country = countryParam(req.params.country);
    ok<SkuInfoResponse>(res, {
      ...tierFor(sku.data, country, resolveLocale(req.params.hl)),
      examId,
      country,
    });
  });

  router.get('/app/payment/list/:examId/:country', (req, res) => {
    examWithTiers(req.params.examId);
    countryParam(req.params.country);
    ok<PaymentMethodList>(res, paymentMethods(requestLocale(req)));
  });

  return router;
}

// GET /exam/order/country/list (spec §7).
import { Router } from 'express';
import { ok } from '@iq/service-common';
import { COUNTRY_SAMPLE } from '../domain/country-sample';

export function countryRoutes(): Router {
  return Router().get('/exam/order/country/list', (_req, res) => ok(res, COUNTRY_SAMPLE));
}

// spec §7: GET /app/v2/view (spec §3 "Runtime config") and POST /app/v2/generate/logid.
import { Router } from 'express';
import {
  generateLogidRequestSchema,
  regionOf,
  runtimeViewQuerySchema,
  type GenerateLogidResponse,
  type RuntimeView,
} from '@iq/contracts';
import { BadRequestError, LOGID_HEADER, ok, resolveLogid, validate } from '@iq/service-common';
import type { ExamStore } from '../../data-access/exam-store';
import { requireExam } from './catalogue-routes';
import { requestLocale } from './content-routes';

/** The web app's own version when the request names none (its runtime slice starts with it). */
export const DEFAULT_APP_VERSION = '0.1.0';
const UID_PATTERN = /^[A-Za-z0-9_-]{0,64}$/;
const VERSION_PATTERN = /^[0-9A-Za-z.+_-]{1,32}$/;

export function runtimeRoutes(store: ExamStore): Router {
  const router = Router();

  router.get('/app/v2/view', async (req, res) => {
    // Only the known keys are checked; the spec's "extras" (tracking keys …) pass untouched.
    const known = Object.fromEntries(
      Object.keys(runtimeViewQuerySchema.shape).flatMap((key) =>
        req.query[key] === undefined ? [] : [[key, req.query[key]]],
      ),
    );
    const query = validate(runtimeViewQuerySchema, known, 'query');
    const uid = req.header('uid') ?? '';
    if (!UID_PATTERN.test(uid)) throw new BadRequestError('uid: must be up to 64 letters, digits, _ or -');
    const headerVersion = req.header('App-Version');
    const exam = await requireExam(store, query.eid ?? query.aeid ?? req.header('Exam-App-Id') ?? '1', 'eid');
    const hl = requestLocale(req);
    ok<RuntimeView>(res, {
      alias: query.alias ?? '',
      apiBase: '/api',
      version:
        query.av ??
        (headerVersion && VERSION_PATTERN.test(headerVersion) ? headerVersion : DEFAULT_APP_VERSION),
      mode: query.mode ?? 'web',
      // The http logger has already kept a well-formed incoming id or made one.
      logid: resolveLogid(req.headers[LOGID_HEADER]),
      hl,
      code: query.code ?? 'web',
      examId: exam.id,
      countryCode: query.countryCode?.toUpperCase() ?? regionOf(hl),
      uid,
    });
  });

  router.post('/app/v2/generate/logid', async (req, res) => {
    const { appExamId } = validate(generateLogidRequestSchema, req.body ?? {});
    if (appExamId !== undefined) await requireExam(store, String(appExamId), 'appExamId');
    ok<GenerateLogidResponse>(res, { logid: resolveLogid(undefined) });
  });

  return router;
}

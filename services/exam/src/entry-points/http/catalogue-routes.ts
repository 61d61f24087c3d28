// GET /app/language/list/:examId, /exam/category/list, /exam/info/:id (spec §7).
import { Router } from 'express';
import { examIdParamSchema, type ExamInfo, type ExamInfoResponse } from '@iq/contracts';
import { NotFoundError, ok, validate } from '@iq/service-common';
import { LANGUAGES } from '../../domain/languages';
import type { ExamStore } from '../../data-access/exam-store';
import type { ExamConfig } from '../../config';

/** The exam, or a 400 for a malformed id and a 404 for an unknown one. */
export async function requireExam(
  store: ExamStore,
  rawId: string | undefined,
  field = 'examId',
): Promise<ExamInfo> {
  const id = validate(examIdParamSchema, rawId, field);
  const exam = await store.findExam(id);
  if (!exam) throw new NotFoundError(`Exam ${id} not found`);
  return exam;
}

export function catalogueRoutes(store: ExamStore, config: ExamConfig): Router {
  const router = Router();

  router.get('/app/language/list/:examId', async (req, res) => {
    await requireExam(store, req.params.examId);
    ok(res, LANGUAGES);
  });

  router.get('/exam/category/list', async (_req, res) => {
    ok(res, await store.listCategories());
  });

  router.get('/exam/info/:id', async (req, res) => {
    // The instructions screen announces the configured limit, not a compiled-in one.
    const info: ExamInfoResponse = {
      ...(await requireExam(store, req.params.id, 'id')),
      timeLimitSeconds: config.timeLimitSeconds,
    };
    ok(res, info);
  });

  return router;
}

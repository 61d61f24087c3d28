// POST /exam/session/start and GET /exam/question/list/:examId/:hl (ARCHITECTURE.md "Exam session").
import { Router } from 'express';
import {
  EXAM_SESSION_HEADER,
  resolveLocale,
  startExamSessionRequestSchema,
  type QuestionList,
  type StartExamSessionResponse,
} from '@iq/contracts';
import { BadRequestError, NotFoundError, ok, validate } from '@iq/service-common';
import { generatePlaceholderItems, newSessionId, toQuestion } from '../../domain/exam-session';
import type { ExamStore } from '../../data-access/exam-store';
import { requireExam } from './catalogue-routes';

export function sessionRoutes(store: ExamStore): Router {
  const router = Router();

  router.post('/exam/session/start', async (req, res) => {
    const { examId, code } = validate(startExamSessionRequestSchema, req.body);
    await requireExam(store, String(examId));
    const sessionId = newSessionId();
    await store.createSession({ id: sessionId, examId, code }, generatePlaceholderItems());
    ok<StartExamSessionResponse>(res, { sessionId });
  });

  router.get('/exam/question/list/:examId/:hl', async (req, res) => {
    const exam = await requireExam(store, req.params.examId);
    const sessionId = req.get(EXAM_SESSION_HEADER);
    if (!sessionId) throw new BadRequestError(`Missing ${EXAM_SESSION_HEADER} header`);
    // Unknown and another exam's session look the same: nothing to learn by probing.
    const session = sessionId.length <= 128 ? await store.findSession(sessionId, exam.id) : undefined;
    if (!session) throw new NotFoundError('Exam session not found');
    const items = await store.listSessionItems(session.id);
    ok<QuestionList>(res, {
      examId: exam.id,
      hl: resolveLocale(req.params.hl),
      questions: items.map(toQuestion),
    });
  });

  return router;
}

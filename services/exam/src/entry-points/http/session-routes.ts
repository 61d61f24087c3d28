// POST /exam/session/start, GET /exam/question/list/:examId/:hl and GET /exam/session/state
// (ARCHITECTURE.md "Exam session").
import { Router } from 'express';
import {
  EXAM_IDS,
  resolveLocale,
  startExamSessionRequestSchema,
  type AbnormalResult,
  type ExamSessionState,
  type ExamSessionSummary,
  type QuestionList,
  type StartExamSessionResponse,
} from '@iq/contracts';
import { ok, validate } from '@iq/service-common';
import { assembleSessionItems, newSessionId, toQuestion } from '../../domain/exam-session';
import { timerState } from '../../domain/exam-timing';
import { minAnsweredFor } from '../../domain/scoring';
import { questionnaireForExam } from '../../domain/questionnaires';
import type { ExamSessionRecord } from '../../data-access/exam-store';
import type { ExamRouteContext } from './route-context';
import { requireExam } from './catalogue-routes';
import { requireSession, sessionIdFrom } from './exam-session-header';

export function sessionRoutes({ store, config, now, random, itemSets }: ExamRouteContext): Router {
  const router = Router();

  /** Why a confirmed session is not analysable, with the counts the abnormal screen states. */
  const abnormalOf = async (session: ExamSessionRecord): Promise<AbnormalResult | undefined> => {
    if (session.outcome !== 'abnormal' || !session.abnormalReason) return undefined;
    const { questionCount, answeredCount } = await store.countAnswers(session.id);
    return {
      reason: session.abnormalReason,
      answeredCount,
      questionCount,
      minAnswered: minAnsweredFor(questionCount),
    };
  };

  /** What a reloaded page needs to restore its answers and timer (GET /exam/session/state). */
  const stateOf = async (
    session: ExamSessionRecord,
    answers?: Record<string, string>,
  ): Promise<ExamSessionState> => {
    const abnormal = await abnormalOf(session);
    // Issue 36: read only once scored (never on the question screen's hot path).
    const guessingLikely =
      session.outcome === 'scored'
        ? (await store.findScore(session.id))?.guessing_likely === true
        : undefined;
    return {
      answers: answers ?? (await store.listAnswers(session.id)),
      confirmed: session.confirmedAt !== null,
      outcome: session.outcome,
      startedAt: session.startedAt?.toISOString() ?? null,
      ...timerState(session, now()),
      timeLimitSeconds: session.timeLimitSeconds,
      email: session.email,
      ...(abnormal && { abnormal }),
      ...(guessingLikely !== undefined && { guessingLikely }),
    };
  };

  /**
   * Serves a session's item set: the clock starts when the questions are first served. The
   * state after that start travels with the list, so the question screen's first view needs
   * no further call.
   */
  const serveQuestionList = async (
    examId: number,
    sessionId: string,
    hl: string,
    /** The session as read just before, if it was. */
    read?: ExamSessionRecord,
  ): Promise<QuestionList> => {
    const marked = await store.markStartedReturning(sessionId, now());
    const { items, answers } = await store.listPublicItemsAndAnswers(sessionId);
    // The start time is the first serving's, which may have been another request's: this one's
    // when it recorded it, the first read's when that had one, else read again.
    const started = marked ?? (read?.startedAt ? read : await requireSession(store, sessionId));
    return {
      examId,
      hl: resolveLocale(hl),
      questions: items.map(toQuestion),
      state: await stateOf(started, answers),
    };
  };

  router.post('/exam/session/start', async (req, res) => {
    const { examId, code, hl } = validate(startExamSessionRequestSchema, req.body);
    await requireExam(store, String(examId));
    const sessionId = newSessionId(random);
    // Exams 2–4 (issue 12): a questionnaire session, served by GET /exam/question/questionnaire;
    // `hl` starts nothing here (the start response has no room for a questionnaire).
    const questionnaire = questionnaireForExam(examId);
    if (questionnaire) {
      await store.createSession(
        {
          id: sessionId,
          examId,
          code,
          seed: null,
          timeLimitSeconds: config.timeLimitSeconds,
          questionnaire: questionnaire.id,
          createdAt: now(),
        },
        [],
      );
      // timeLimitSeconds is the schema's required field only: questionnaires are not timed.
      ok<StartExamSessionResponse>(res, {
        sessionId,
        questionCount: questionnaire.items.length,
        timeLimitSeconds: config.timeLimitSeconds,
      });
      return;
    }
    // The set and its key are fixed now, so a reload shows the same questions.
    const prepared = examId === EXAM_IDS.iq ? await itemSets?.next() : undefined;
    const { seed, items } = assembleSessionItems(examId, random, prepared);
    const { timeLimitSeconds } = config;
    await store.createSession(
      { id: sessionId, examId, code, seed, timeLimitSeconds, createdAt: now() },
      items,
    );
    // With `hl` the visitor is on the question screen: its list (and the clock) come now.
    const questionList = hl === undefined ? undefined : await serveQuestionList(examId, sessionId, hl);
    ok<StartExamSessionResponse>(res, {
      sessionId,
      questionCount: items.length,
      timeLimitSeconds,
      ...(questionList && { questionList }),
    });
  });

  router.get('/exam/question/list/:examId/:hl', async (req, res) => {
    const exam = await requireExam(store, req.params.examId);
    const session = await requireSession(store, sessionIdFrom(req), { examId: exam.id });
    ok<QuestionList>(res, await serveQuestionList(exam.id, session.id, req.params.hl, session));
  });

  // spec "refresh, answers kept": a reloaded page restores its answers and its timer from here.
  router.get('/exam/session/state', async (req, res) => {
    const session = await requireSession(store, sessionIdFrom(req));
    ok<ExamSessionState>(res, await stateOf(session));
  });

  // What the order service needs before it sells a report for a session (service to service;
  // harmless in public: the session id is the credential, and no score is in it).
  router.get('/exam/session/summary', async (req, res) => {
    const session = await requireSession(store, sessionIdFrom(req));
    ok<ExamSessionSummary>(res, {
      examId: session.examId,
      code: session.code,
      confirmed: session.confirmedAt !== null,
      outcome: session.outcome,
      scored: await store.hasScore(session.id),
      email: session.email,
    });
  });

  return router;
}

// GET /internal/session-report: a session's full account (score, answers, keys, rules) for the
// order service, which assembles the paid report from it (issue 8); GET
// /internal/questionnaire-result: a confirmed questionnaire's stored result, which the order
// service unlocks as a free test or a test a paid tier includes (issue 12). Never routed by the
// gateway (its table has no /internal prefix) and locked by the internal token besides.
import { Router, type Request } from 'express';
import {
  EXAM_ERROR_MESSAGES,
  INTERNAL_QUESTIONNAIRE_RESULT_PATH,
  INTERNAL_TOKEN_HEADER,
  QUESTIONNAIRE_MESSAGES,
  type InternalQuestionnaireResult,
  type SessionReport,
} from '@iq/contracts';
import { ConflictError, NotFoundError, internalTokenMatches, ok } from '@iq/service-common';
import type { ExamRouteContext } from './route-context';
import { requireSession, sessionIdFrom } from './exam-session-header';

export function internalRoutes({ store }: ExamRouteContext, internalToken: string): Router {
  const router = Router();

  // A wrong or missing token looks like a missing route.
  const requireToken = (req: Request) => {
    if (!internalTokenMatches(req.get(INTERNAL_TOKEN_HEADER), internalToken))
      throw new NotFoundError('Not found');
  };

  router.get(INTERNAL_QUESTIONNAIRE_RESULT_PATH, async (req, res) => {
    requireToken(req);
    const session = await requireSession(store, sessionIdFrom(req));
    // An IQ (or pre-questionnaire placeholder) session has no questionnaire result: unknown here.
    if (session.questionnaire === null) throw new NotFoundError(EXAM_ERROR_MESSAGES.sessionNotFound);
    if (!session.confirmedAt) throw new ConflictError(QUESTIONNAIRE_MESSAGES.notConfirmed);
    const result = await store.findQuestionnaireResult(session.id);
    if (!result) throw new NotFoundError('Questionnaire result not found');
    ok<InternalQuestionnaireResult>(res, {
      examId: session.examId,
      kind: session.questionnaire,
      confirmedAt: session.confirmedAt.toISOString(),
      result,
    });
  });

  router.get('/internal/session-report', async (req, res) => {
    requireToken(req);
    const session = await requireSession(store, sessionIdFrom(req));
    const [items, score] = await Promise.all([
      store.listItemsWithAnswers(session.id),
      store.findScore(session.id),
    ]);
    // Pictures and mistakes (drawn again from the seed, issue 15) only once the answers are locked.
    const analysis = session.confirmedAt
      ? await store.listItemAnalysis(session.id)
      : new Map<number, never>();
    ok<SessionReport>(res, {
      examId: session.examId,
      code: session.code,
      confirmedAt: session.confirmedAt?.toISOString() ?? null,
      outcome: session.outcome,
      score: score
        ? {
            theta: score.theta,
            se: score.se,
            iq: score.iq,
            percentile: score.percentile,
            band: score.band as NonNullable<SessionReport['score']>['band'],
            // Scores stored before the measurable range existed count as measured.
            measurable: { low: score.measurable_low ?? score.iq, high: score.measurable_high ?? score.iq },
            bound: score.bound,
            indicators: score.indicators as NonNullable<SessionReport['score']>['indicators'],
            guessingLikely: score.guessing_likely === true,
            answeredCount: score.answered_count,
            correctCount: score.correct_count,
          }
        : null,
      // Keys only once the answers are locked.
      questions: session.confirmedAt
        ? items.flatMap((item) => {
            if (!item.key) return [];
            const correct = item.optionIds.indexOf(item.key.correctOptionId);
            const chosenAt = item.answerOptionId === null ? -1 : item.optionIds.indexOf(item.answerOptionId);
            const chosen = chosenAt < 0 ? null : chosenAt;
            const { matrixSvg, optionSvgs, mistakes } = analysis.get(item.number)!;
            return [
              {
                number: item.number,
                matrixSvg,
                optionSvgs,
                chosen,
                correct,
                level: item.key.level,
                rules: item.key.rules,
                mistakes: chosen === null || chosen === correct ? [] : (mistakes[chosen] ?? []),
              },
            ];
          })
        : [],
    });
  });

  return router;
}

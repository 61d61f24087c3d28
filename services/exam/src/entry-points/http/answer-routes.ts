// POST /exam/session/answer, /exam/session/confirm and /exam/session/email (issue 3 "Exam
// lifecycle"): answers are saved as given, change freely until confirmation, then lock.
import { Router } from 'express';
import {
  confirmExamRequestSchema,
  EXAM_ERROR_MESSAGES,
  isEmail,
  saveAnswerRequestSchema,
  saveExamEmailRequestSchema,
  type ConfirmExamResponse,
  type SaveAnswerResponse,
  type SaveExamEmailResponse,
} from '@iq/contracts';
import { BadRequestError, ConflictError, NotFoundError, ok, validate } from '@iq/service-common';
import { evaluateExam } from '../../domain/exam-outcome';
import { elapsedSeconds, isTimeUp, secondsForAnswer } from '../../domain/exam-timing';
import { afterAnswer, countAnswered, type AnswerState } from '../../data-access/answer-states';
import type { ExamSessionRecord } from '../../data-access/exam-store';
import type { ExamRouteContext } from './route-context';
import { requireSession, sessionIdFrom } from './exam-session-header';

/** The item an answer is for, as its session was read: its options and its answer so far. */
type AnswerOfItem = { itemOptionIds: string[] | undefined; itemAnswer: string | null };

export function answerRoutes({ store, config, now, answerStates }: ExamRouteContext): Router {
  const router = Router();

  /**
   * The checks of an answer against its session as read (404, 409 locked or time up, 400 not a
   * question or option of it); the seconds the answer adds to its item. A replay (the item
   * already holds this very answer: a queued answer sent again after its acknowledgement was
   * lost) changes nothing, so it is acknowledged even once locked or late: nothing is written.
   */
  const checkAnswer = <Found extends ExamSessionRecord & AnswerOfItem>(
    found: Found | undefined,
    optionId: string | null,
    at: Date,
  ): { session: Found; addSeconds: number; replay: boolean } => {
    if (!found) throw new NotFoundError(EXAM_ERROR_MESSAGES.sessionNotFound);
    const { itemOptionIds: optionIds, itemAnswer, ...session } = found;
    const known = optionIds !== undefined && (optionId === null || optionIds.includes(optionId));
    if (known && itemAnswer === optionId) return { session: found, addSeconds: 0, replay: true };
    if (session.confirmedAt) throw new ConflictError(EXAM_ERROR_MESSAGES.answersLocked);
    if (isTimeUp(session, at)) throw new ConflictError(EXAM_ERROR_MESSAGES.timeUp);
    if (!optionIds) throw new BadRequestError('questionId: not a question of this exam session');
    if (optionId !== null && !optionIds.includes(optionId))
      throw new BadRequestError('optionId: not an option of this question');
    const addSeconds = secondsForAnswer(session.lastAnswerAt ?? session.startedAt, at);
    return { session: found, addSeconds, replay: false };
  };

  router.post('/exam/session/answer', async (req, res) => {
    const sessionId = sessionIdFrom(req);
    const { questionId, optionId } = validate(saveAnswerRequestSchema, req.body);
    if (sessionId.length > 128) throw new NotFoundError(EXAM_ERROR_MESSAGES.sessionNotFound);
    const given = (at: Date, addSeconds: number) => ({ itemId: questionId, optionId, addSeconds, at });

    // Without a transaction (issue 15, load): checked against the session as this instance last
    // saw it (then the answer is one statement: the write) or as read now, and written only if
    // the session's answer revision, confirmation and start are still as seen (answer-states.ts).
    // A kept state the write finds out of date, or that the checks refuse, is read afresh: only
    // a fresh read says what is wrong.
    const saveAgainst = async (seen: AnswerState, kept: boolean): Promise<boolean> => {
      const at = now();
      const item = seen.items.get(questionId);
      const found = { ...seen.session, itemOptionIds: item?.optionIds, itemAnswer: item?.answer ?? null };
      let checked: ReturnType<typeof checkAnswer>;
      try {
        checked = checkAnswer(found, optionId, at);
      } catch (error) {
        if (kept) return false;
        throw error;
      }
      // A replay is told from a fresh read only: a kept state may miss another tab's change.
      if (checked.replay) {
        if (kept) return false;
        ok<SaveAnswerResponse>(res, { answeredCount: countAnswered(seen) });
        return true;
      }
      const { addSeconds } = checked;
      const read = { revision: seen.revision, started: seen.session.startedAt !== null };
      if (!(await store.saveAnswerIfUnchanged(sessionId, read, given(at, addSeconds)))) return false;
      const after = afterAnswer(seen, { itemId: questionId, optionId, at });
      answerStates.set(sessionId, after);
      ok<SaveAnswerResponse>(res, { answeredCount: countAnswered(after) });
      return true;
    };
    const kept = answerStates.get(sessionId);
    if (kept && (await saveAgainst(kept, true))) return;
    answerStates.delete(sessionId);
    const fresh = await store.readAnswerState(sessionId);
    if (!fresh) throw new NotFoundError(EXAM_ERROR_MESSAGES.sessionNotFound);
    if (await saveAgainst(fresh, false)) return;

    // Something came first (another tab's answer, a double click): the locked way, in turn. One
    // transaction with the session row locked; the locked read, then the write with the count.
    const answeredCount = await store.transaction(async (queries) => {
      const lockedAt = now();
      const locked = checkAnswer(
        await queries.findSessionForAnswer(sessionId, questionId),
        optionId,
        lockedAt,
      );
      if (locked.replay) return (await queries.countAnswers(locked.session.id)).answeredCount;
      return queries.saveAnswerAndCount(locked.session.id, given(lockedAt, locked.addSeconds));
    });
    ok<SaveAnswerResponse>(res, { answeredCount });
  });

  router.post('/exam/session/confirm', async (req, res) => {
    const sessionId = sessionIdFrom(req);
    validate(confirmExamRequestSchema, req.body ?? {});
    const confirmed = await store.transaction(async (queries): Promise<ConfirmExamResponse> => {
      const session = await requireSession(queries, sessionId, { lock: true });
      // Idempotent: a repeated confirmation (a retried request) gets the first outcome.
      if (session.confirmedAt && session.outcome)
        return confirmResponse(session.outcome, session.abnormalReason);
      const at = now();
      const items = await queries.listItemsWithAnswers(session.id);
      const evaluation = evaluateExam(
        items.map((item) => ({
          item,
          answerOptionId: item.answerOptionId,
          seconds: item.answerEvents > 0 ? item.seconds : null,
        })),
        { minSecondsPerItem: config.minSecondsPerItem, timeLimitSeconds: session.timeLimitSeconds },
      );
      await queries.confirmSession(session.id, {
        confirmedAt: at,
        totalSeconds: elapsedSeconds(session, at),
        outcome: evaluation.outcome,
        abnormalReason: evaluation.reason,
      });
      if (evaluation.score && evaluation.correctCount !== null) {
        const { answeredCount, correctCount } = evaluation;
        await queries.saveScore(session.id, evaluation.score, { answeredCount, correctCount }, at);
      }
      return confirmResponse(evaluation.outcome, evaluation.reason);
    });
    ok<ConfirmExamResponse>(res, confirmed); // never the score: it is the paid report's
  });

  router.post('/exam/session/email', async (req, res) => {
    const sessionId = sessionIdFrom(req);
    const email = validate(saveExamEmailRequestSchema, req.body).email.trim();
    // spec §5 wording for a missing and a malformed address.
    if (!email) throw new BadRequestError(EXAM_ERROR_MESSAGES.emailRequired);
    if (!isEmail(email)) throw new BadRequestError(EXAM_ERROR_MESSAGES.emailInvalid);
    const session = await requireSession(store, sessionId);
    if (!session.confirmedAt) throw new ConflictError(EXAM_ERROR_MESSAGES.notConfirmed);
    await store.saveEmail(session.id, email);
    ok<SaveExamEmailResponse>(res, { saved: true });
  });

  return router;
}

function confirmResponse(
  outcome: ConfirmExamResponse['outcome'],
  reason: ConfirmExamResponse['reason'] | null,
): ConfirmExamResponse {
  return outcome === 'abnormal' && reason ? { outcome, reason } : { outcome };
}

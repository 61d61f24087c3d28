// The questionnaire exams 2–4 (issue 12; contracts in questionnaire-api.ts). A session started
// for exam 2, 3 or 4 is a questionnaire session: these handlers claim it on the shared paths
// (/exam/session/state, /answer, /confirm) and pass every other session on, untouched, to the
// IQ handlers mounted after them. No timer: a questionnaire has nothing to look up.
import { Router, type NextFunction, type Request, type Response } from 'express';
import {
  EXAM_IDS,
  EXAM_SESSION_HEADER,
  QUESTIONNAIRE_MESSAGES,
  examIdParamSchema,
  missingAnswersMessage,
  personalityFormSchema,
  resolveLocale,
  saveQuestionnaireAnswerRequestSchema,
  unsafeTextProblem,
  type QuestionnaireConfirmed,
  type QuestionnaireState,
  type QuestionnaireView,
  type SaveQuestionnaireAnswerResponse,
  type SavePersonalityFormResponse,
} from '@iq/contracts';
import { BadRequestError, ConflictError, ForbiddenError, ok, validate } from '@iq/service-common';
import {
  missingItemCount,
  needsPersonalityForm,
  partsProgress,
  questionnaireOfKind,
  questionnaireState,
  questionnaireView,
  scoreQuestionnaireSession,
} from '../../domain/questionnaire-session';
import { elapsedSeconds } from '../../domain/exam-timing';
import type { Questionnaire } from '../../domain/questionnaires';
import type { ExamQueries, ExamSessionRecord } from '../../data-access/exam-store';
import type { ExamRouteContext } from './route-context';
import { requireExam } from './catalogue-routes';
import { requireSession, sessionIdFrom } from './exam-session-header';

type QuestionnaireSession = ExamSessionRecord & {
  questionnaire: NonNullable<ExamSessionRecord['questionnaire']>;
};

const isQuestionnaireSession = (session: ExamSessionRecord | undefined): session is QuestionnaireSession =>
  session?.questionnaire != null;

/** The session, or a 404; a 400 when it is not a questionnaire session (an IQ or placeholder one). */
async function requireQuestionnaireSession(
  queries: ExamQueries,
  sessionId: string,
  options: { lock?: boolean } = {},
): Promise<{ session: QuestionnaireSession; questionnaire: Questionnaire }> {
  const session = await requireSession(queries, sessionId, options);
  if (!isQuestionnaireSession(session)) throw new BadRequestError(QUESTIONNAIRE_MESSAGES.notAQuestionnaire);
  return { session, questionnaire: questionnaireOfKind(session.questionnaire) };
}

async function stateOf(
  queries: ExamQueries,
  session: QuestionnaireSession,
  questionnaire: Questionnaire,
): Promise<QuestionnaireState> {
  const [answers, profileSaved] = await Promise.all([
    queries.listQuestionnaireAnswers(session.id),
    needsPersonalityForm(questionnaire) ? queries.hasPersonalityProfile(session.id) : Promise.resolve(false),
  ]);
  return questionnaireState(questionnaire, {
    answers,
    profileSaved,
    confirmed: session.confirmedAt !== null,
  });
}

export function questionnaireRoutes({ store, now }: ExamRouteContext): Router {
  const router = Router();

  /**
   * Runs `handle` for a questionnaire session; any other request (no header, unknown session,
   * an IQ or placeholder session) goes on to the IQ handlers exactly as before.
   */
  const forQuestionnaireSessions =
    (handle: (req: Request, res: Response, session: QuestionnaireSession) => Promise<void>) =>
    async (req: Request, res: Response, next: NextFunction) => {
      const id = req.get(EXAM_SESSION_HEADER);
      const session = id && id.length <= 128 ? await store.findQuestionnaireSession(id) : undefined;
      if (isQuestionnaireSession(session)) await handle(req, res, session);
      else next();
    };

  router.get('/exam/question/questionnaire/:examId/:hl', async (req, res) => {
    const exam = await requireExam(store, req.params.examId);
    // Another exam's session looks like an unknown one (as on /exam/question/list).
    const session = await requireSession(store, sessionIdFrom(req), { examId: exam.id });
    if (!isQuestionnaireSession(session))
      throw session.examId === EXAM_IDS.iq
        ? new BadRequestError(QUESTIONNAIRE_MESSAGES.notAQuestionnaire)
        : new ConflictError(QUESTIONNAIRE_MESSAGES.placeholderSession);
    const questionnaire = questionnaireOfKind(session.questionnaire);
    await store.markStarted(session.id, now());
    const state = await stateOf(store, session, questionnaire);
    ok<QuestionnaireView>(res, questionnaireView(questionnaire, resolveLocale(req.params.hl), state));
  });

  // A questionnaire session on the matrix list of its own exam: say where its items are.
  router.get('/exam/question/list/:examId/:hl', async (req, _res, next) => {
    const id = req.get(EXAM_SESSION_HEADER);
    const session = id && id.length <= 128 ? await store.findQuestionnaireSession(id) : undefined;
    const examId = examIdParamSchema.safeParse(req.params.examId);
    if (isQuestionnaireSession(session) && examId.success && examId.data === session.examId)
      throw new ConflictError(QUESTIONNAIRE_MESSAGES.isAQuestionnaire);
    next();
  });

  router.get(
    '/exam/session/state',
    forQuestionnaireSessions(async (_req, res, session) => {
      ok<QuestionnaireState>(res, await stateOf(store, session, questionnaireOfKind(session.questionnaire)));
    }),
  );

  router.post(
    '/exam/session/answer',
    forQuestionnaireSessions(async (req, res, { id }) => {
      const { itemId, value } = validate(saveQuestionnaireAnswerRequestSchema, req.body);
      const response = await store.transaction(async (queries): Promise<SaveQuestionnaireAnswerResponse> => {
        const { session, questionnaire } = await requireQuestionnaireSession(queries, id, { lock: true });
        if (session.confirmedAt) throw new ConflictError(QUESTIONNAIRE_MESSAGES.answersLocked);
        if (!questionnaire.items.some((item) => item.id === itemId))
          throw new BadRequestError(`itemId: "${itemId}" is not an item of this questionnaire`);
        const { min, max } = questionnaire.responseScale;
        if (value !== null && (value < min || value > max))
          throw new BadRequestError(`value: must be a whole number from ${min} to ${max}, or null to clear`);
        await queries.saveQuestionnaireAnswer(session.id, { itemId, value, at: now() });
        const answers = await queries.listQuestionnaireAnswers(session.id);
        const parts = partsProgress(questionnaire, answers);
        return { answeredCount: parts.reduce((sum, part) => sum + part.answered, 0), parts };
      });
      ok<SaveQuestionnaireAnswerResponse>(res, response);
    }),
  );

  router.post('/exam/session/profile', async (req, res) => {
    const sessionId = sessionIdFrom(req);
    await store.transaction(async (queries) => {
      const { session, questionnaire } = await requireQuestionnaireSession(queries, sessionId, {
        lock: true,
      });
      if (!needsPersonalityForm(questionnaire))
        throw new BadRequestError(QUESTIONNAIRE_MESSAGES.profileNotForThisExam);
      // As validate() does: a control character or lone surrogate anywhere (an extra key too,
      // which the schema would strip) is refused before the form is read (issue 15 fuzzing).
      const unsafe = unsafeTextProblem(req.body ?? {});
      if (unsafe) throw new BadRequestError(unsafe);
      // The first failing field, in form order, with its own message (spec §5).
      const parsed = personalityFormSchema.safeParse(req.body ?? {});
      if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Invalid form');
      if (session.confirmedAt) throw new ConflictError(QUESTIONNAIRE_MESSAGES.answersLocked);
      await queries.savePersonalityProfile(session.id, parsed.data, now());
      // The form's address is where the report goes (as the IQ e-mail capture's is).
      await queries.saveEmail(session.id, parsed.data.email);
    });
    ok<SavePersonalityFormResponse>(res, { saved: true });
  });

  router.post(
    '/exam/session/confirm',
    forQuestionnaireSessions(async (_req, res, { id }) => {
      const confirmed = await store.transaction(async (queries): Promise<QuestionnaireConfirmed> => {
        const { session, questionnaire } = await requireQuestionnaireSession(queries, id, { lock: true });
        // Idempotent: a repeated confirmation (a retried request) changes nothing and says the same.
        if (session.confirmedAt) return { confirmed: true, examId: session.examId };
        const answers = await queries.listQuestionnaireAnswers(session.id);
        const missing = missingItemCount(questionnaire, answers);
        if (missing !== null)
          throw new BadRequestError(missingAnswersMessage(missing, questionnaire.items.length));
        if (needsPersonalityForm(questionnaire) && !(await queries.hasPersonalityProfile(session.id)))
          throw new ConflictError(QUESTIONNAIRE_MESSAGES.profileRequired);
        const at = now();
        const scored = scoreQuestionnaireSession(questionnaire, answers);
        await queries.confirmSession(session.id, {
          confirmedAt: at,
          totalSeconds: elapsedSeconds(session, at),
          outcome: 'scored',
          abnormalReason: null,
        });
        await queries.saveQuestionnaireResult(session.id, questionnaire.id, scored, at);
        return { confirmed: true, examId: session.examId };
      });
      // The result is not the session holder's to see: the order service unlocks it (FREE_TEST_PATHS).
      ok<QuestionnaireConfirmed>(res, confirmed);
    }),
  );

  // Results are paid or free-with-an-account content: never served to whoever holds the session.
  router.get('/exam/session/result', async (req) => {
    await requireQuestionnaireSession(store, sessionIdFrom(req));
    throw new ForbiddenError(QUESTIONNAIRE_MESSAGES.resultNotHere);
  });

  return router;
}

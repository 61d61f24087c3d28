// The exam service, asked over HTTP (ARCHITECTURE.md: a service never reads another's tables):
// GET {examUrl}/exam/session/summary with the Exam-Session header, and (issue 8) the session's
// full report at GET {examUrl}/internal/session-report, which also needs the internal token, and
// (issue 12) a confirmed questionnaire's result at GET {examUrl}/internal/questionnaire-result.
import {
  EXAM_SESSION_HEADER,
  examSessionSummarySchema,
  INTERNAL_QUESTIONNAIRE_RESULT_PATH,
  INTERNAL_TOKEN_HEADER,
  internalQuestionnaireResultSchema,
  isSuccessEnvelope,
  QUESTIONNAIRE_MESSAGES,
  sessionReportSchema,
  type ExamSessionSummary,
  type InternalQuestionnaireResult,
  type SessionReport,
} from '@iq/contracts';
import {
  ConflictError,
  createUpstream,
  DEV_INTERNAL_TOKEN,
  DomainError,
  LOGID_HEADER,
} from '@iq/service-common';
import type { z } from 'zod';
import { ORDER_MESSAGES } from '../domain/order-messages';

/** 503: the exam service did not answer sensibly; nothing was written, the buyer may retry. */
export class ExamServiceUnavailableError extends DomainError {
  readonly status = 503;
}

/** 409: the questionnaire session's answers are not confirmed yet (nothing to unlock). */
export class QuestionnaireNotConfirmedError extends ConflictError {
  constructor() {
    super(QUESTIONNAIRE_MESSAGES.notConfirmed);
  }
}

export interface ExamSessions {
  /** The session's summary, or null when the exam service does not know it. */
  summary(sessionId: string, options?: { logid?: string }): Promise<ExamSessionSummary | null>;
  /** The session's score, answers, keys and rules (service to service), or null when unknown. */
  report(sessionId: string, options?: { logid?: string }): Promise<SessionReport | null>;
  /**
   * A confirmed questionnaire's stored result (service to service); null when the session is
   * unknown or not a questionnaire; QuestionnaireNotConfirmedError before confirmation.
   */
  questionnaireResult(
    sessionId: string,
    options?: { logid?: string },
  ): Promise<InternalQuestionnaireResult | null>;
}

export interface ExamSessionsOptions {
  timeoutMs?: number;
  /** INTERNAL_TOKEN (loadInternalToken() in main.ts); the development value otherwise. */
  internalToken?: string;
}

export function createExamSessionsClient(
  examUrl: string,
  { timeoutMs = 5000, internalToken = DEV_INTERNAL_TOKEN }: ExamSessionsOptions = {},
): ExamSessions {
  const exam = createUpstream(examUrl); // one URL, or its instances' comma-separated

  async function get<S extends z.ZodType>(
    path: string,
    schema: S,
    sessionId: string,
    extraHeaders: Record<string, string>,
    logid: string | undefined,
  ): Promise<z.output<S> | null> {
    const headers: Record<string, string> = {
      [EXAM_SESSION_HEADER]: sessionId,
      accept: 'application/json',
      ...extraHeaders,
    };
    if (logid) headers[LOGID_HEADER] = logid;
    let status: number;
    let body: unknown;
    try {
      const response = await exam.fetch(path, { headers, signal: AbortSignal.timeout(timeoutMs) });
      status = response.status;
      body = await response.json().catch(() => null);
    } catch (err) {
      throw new ExamServiceUnavailableError(ORDER_MESSAGES.examUnavailable, { cause: err });
    }
    if (status === 404 || status === 400) return null;
    if (status === 409 && path === INTERNAL_QUESTIONNAIRE_RESULT_PATH)
      throw new QuestionnaireNotConfirmedError();
    if (!isSuccessEnvelope<unknown>(status, body))
      throw new ExamServiceUnavailableError(ORDER_MESSAGES.examUnavailable);
    const parsed = schema.safeParse(body.data);
    if (!parsed.success) throw new ExamServiceUnavailableError(ORDER_MESSAGES.examUnavailable);
    return parsed.data;
  }

  return {
    summary: (sessionId, { logid } = {}) =>
      get('/exam/session/summary', examSessionSummarySchema, sessionId, {}, logid),
    // A wrong token looks like a missing route (404 → null): the caller treats it as no report.
    report: (sessionId, { logid } = {}) =>
      get(
        '/internal/session-report',
        sessionReportSchema,
        sessionId,
        { [INTERNAL_TOKEN_HEADER]: internalToken },
        logid,
      ),
    questionnaireResult: (sessionId, { logid } = {}) =>
      get(
        INTERNAL_QUESTIONNAIRE_RESULT_PATH,
        internalQuestionnaireResultSchema,
        sessionId,
        { [INTERNAL_TOKEN_HEADER]: internalToken },
        logid,
      ),
  };
}

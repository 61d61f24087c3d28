// The exam service, asked over HTTP (ARCHITECTURE.md: a service never reads another's tables):
// GET {examUrl}/exam/session/summary with the Exam-Session header.
import {
  EXAM_SESSION_HEADER,
  examSessionSummarySchema,
  isSuccessEnvelope,
  type ExamSessionSummary,
} from '@iq/contracts';
import { DomainError, LOGID_HEADER } from '@iq/service-common';
import { ORDER_MESSAGES } from '../domain/orders/order-messages';

/** 503: the exam service did not answer sensibly; nothing was written, the buyer may retry. */
export class ExamServiceUnavailableError extends DomainError {
  readonly status = 503;
}

export interface ExamSessions {
  /** The session's summary, or null when the exam service does not know it. */
  summary(sessionId: string, options?: { logid?: string }): Promise<ExamSessionSummary | null>;
}

export function createExamSessionsClient(examUrl: string, { timeoutMs = 5000 } = {}): ExamSessions {
  const base = examUrl.replace(/\/+$/, '');
  return {
    async summary(sessionId, { logid } = {}) {
      const headers: Record<string, string> = {
        [EXAM_SESSION_HEADER]: sessionId,
        accept: 'application/json',
      };
      if (logid) headers[LOGID_HEADER] = logid;
      let status: number;
      let body: unknown;
      try {
        const response = await fetch(`${base}/exam/session/summary`, {
          headers,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        body = await response.json().catch(() => null);
      } catch (err) {
        throw new ExamServiceUnavailableError(ORDER_MESSAGES.examUnavailable, { cause: err });
      }
      if (status === 404 || status === 400) return null;
      if (!isSuccessEnvelope<unknown>(status, body))
        throw new ExamServiceUnavailableError(ORDER_MESSAGES.examUnavailable);
      const parsed = examSessionSummarySchema.safeParse(body.data);
      if (!parsed.success) throw new ExamServiceUnavailableError(ORDER_MESSAGES.examUnavailable);
      return parsed.data;
    },
  };
}
